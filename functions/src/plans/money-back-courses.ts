import {
  courseCounts,
  courses,
  coursesBeyondLimit,
  publishedLimitAfterMoneyBack,
  type CourseCounts,
  type PlanId,
  type PublishedCourse,
} from '@skillsetu/domain';
import type { DocumentSnapshot, Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { collectionPath, dataOf, typedDoc, typedRead, type Typed } from '../lib/typed-docs';

/** What a money-back refund unpublishes: the courses (newest first) and the counts document read with them. */
export interface MoneyBackCourses {
  unpublish: PublishedCourse[];
  counts: DocumentSnapshot<Typed<CourseCounts>>;
}

/**
 * Inside the cancellation transaction (reads only): the trainer `uid`'s published courses beyond
 * the limit of the plan left after a money-back (`planLeft`: null → Starter's; domain
 * plan-cancellation.ts, docs/decisions/147-money-back-returns-starter-limits.md), newest first, with course_counts/{uid} read in the same
 * transaction so a publish racing it is serialised (ADR 021).
 */
export async function coursesToUnpublish(
  tx: Transaction,
  db: Firestore,
  uid: string,
  planLeft: PlanId | null,
): Promise<MoneyBackCourses> {
  const [published, counts] = await Promise.all([
    tx.get(db.collection(collectionPath(courses)).where('trainer_id', '==', uid).where('is_active', '==', true)),
    tx.get(typedDoc(db, courseCounts, uid)),
  ]);
  // every published course counts, an unusable one too (its title and date fall back), as the counts do
  const list: PublishedCourse[] = published.docs.map((d) => {
    const course = typedRead(courses, d);
    return { id: d.id, title: course?.title || 'Untitled course', createdAt: course?.created_at ?? null };
  });
  return { unpublish: coursesBeyondLimit(list, publishedLimitAfterMoneyBack(planLeft)), counts };
}

/**
 * Inside the same transaction, after its reads: unpublishes `found.unpublish` (is_active false, a
 * draft the trainer may publish again under a plan that allows it) and lowers
 * course_counts/{uid}.published by exactly that many, so the counts the rules check stay exact
 * (firestore.rules tlCountsValid, docs/decisions/021-course-limits.md). Returns the titles.
 */
export function applyUnpublish(tx: Transaction, db: Firestore, found: MoneyBackCourses, stamp: Timestamp): string[] {
  if (found.unpublish.length === 0) return [];
  for (const c of found.unpublish) tx.update(db.doc(`courses/${c.id}`), { is_active: false, updated_at: stamp });
  if (found.counts.exists) {
    const before = dataOf(found.counts)?.published ?? 0;
    tx.update(found.counts.ref.withConverter(null), { published: Math.max(0, before - found.unpublish.length) });
  }
  return found.unpublish.map((c) => c.title);
}
