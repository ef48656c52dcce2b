import { fromSyllabusDoc, MAX_PUBLIC_BATCHES, trainerCardFromData } from '@skillsetu/domain';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, Timestamp, where } from 'firebase/firestore/lite';
import { liteDb } from './lite-db';
import type { PublicCourseRead } from './protocol';

const denied = (e: unknown) => (e as { code?: string }).code === 'permission-denied';

/**
 * One Firestore Lite read of a published course and what its public page shows
 * (docs/decisions/248-course-page-prerendered-shell.md): `courses/{id}` (null when absent, not
 * `is_active` or denied by the rules), its trainer's card, `review_stats/course_{id}`,
 * `course_stats/{id}` and, unless self-paced, the number of its open batches (future `scheduled`
 * batches, at most MAX_PUBLIC_BATCHES; ADR 132). The side reads fall back to null when they fail.
 * Timestamps cross as epoch milliseconds. Rejects with the FirebaseError when the course read fails
 * for another reason (offline).
 */
export async function readPublicCourse(courseId: string): Promise<PublicCourseRead | null> {
  let snap;
  try {
    snap = await getDoc(doc(liteDb, 'courses', courseId));
  } catch (e) {
    if (denied(e)) return null;
    throw e;
  }
  const data = snap.data();
  if (!data || data.is_active !== true) return null;
  const trainerId = typeof data.trainer_id === 'string' ? data.trainer_id : '';
  const none = () => null;
  const [cardSnap, statsSnap, courseStatsSnap, openBatchCount] = await Promise.all([
    trainerId ? getDoc(doc(liteDb, 'trainer_cards', trainerId)).catch(none) : null,
    getDoc(doc(liteDb, 'review_stats', `course_${snap.id}`)).catch(none),
    getDoc(doc(liteDb, 'course_stats', snap.id)).catch(none),
    data.self_paced === true
      ? null
      : getDocs(
          query(
            collection(liteDb, 'batches'),
            where('course_id', '==', snap.id),
            where('status', '==', 'scheduled'),
            where('starts_at', '>', Timestamp.now()),
            orderBy('starts_at'),
            limit(MAX_PUBLIC_BATCHES),
          ),
        ).then((s) => s.size, none),
  ]);
  const cardData = cardSnap?.data();
  const { created_at: createdAt, syllabus, ...course } = data;
  return {
    id: snap.id,
    course,
    syllabus: fromSyllabusDoc(syllabus),
    createdAtMs: createdAt instanceof Timestamp ? createdAt.toMillis() : null,
    card: cardData && trainerId ? trainerCardFromData(trainerId, cardData) : null,
    reviewStats: statsSnap?.data() ?? null,
    courseStats: courseStatsSnap?.data() ?? null,
    openBatchCount,
  };
}
