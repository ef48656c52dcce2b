import { CARD_DEFAULTS, formatLessonMinutes, fromSyllabusDoc, syllabusMinutes } from '@skillsetu/domain';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { trainerCardRef } from '../../../lib/firebase/refs';
import { fetchOpenBatches } from '../../batches';
import { firestore } from '../../../lib/firebase/sdk';
import type { CourseDetail } from '../course-detail';
import { loadScheduleView } from '../../analytics';

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' && v ? v : fallback);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * A published course as a CourseDetail: `courses/{id}` (must have is_active true) plus its
 * trainer's card `trainer_cards/{trainer_id}` for the Instructor tab and the course's
 * `review_stats/course_{id}` for its rating and review count, and `course_stats/{id}` for its
 * students (active enrolments, counted by the enrolment trigger). Returns null when the course
 * does not exist, is not published, or the rules deny the read. Other errors are thrown. A found
 * course's page view is recorded once the page is idle, and its Enroll Now clicks (docs/analytics.md).
 * Only import lazily: it loads the Firebase SDK.
 */
export async function fetchLiveCourse(id: string): Promise<CourseDetail | null> {
  let snap;
  try {
    snap = await getDoc(doc(firestore, 'courses', id));
  } catch (e) {
    if ((e as { code?: string }).code === 'permission-denied') return null;
    throw e;
  }
  const c = snap.data();
  if (!c || c.is_active !== true) return null;
  const trainerId = str(c.trainer_id);
  // the one card converter (lib/firebase/refs.ts): defaults for missing fields come from there
  const card = trainerId ? (await getDoc(trainerCardRef(trainerId)).catch(() => null))?.data() : undefined;
  // The course's own review stats (review_stats/course_{id}, public; docs/decisions/030-review-stats.md).
  // Both public, server-written; a failed read shows 0 rather than failing the page.
  const [statsSnap, courseStatsSnap, openBatches] = await Promise.all([
    getDoc(doc(firestore, 'review_stats', `course_${snap.id}`)).catch(() => null),
    getDoc(doc(firestore, 'course_stats', snap.id)).catch(() => null),
    // A course sells into an upcoming batch, or without one only when self-paced (ADR 132).
    c.self_paced === true ? Promise.resolve(null) : fetchOpenBatches(snap.id).catch(() => null),
  ]);
  // --- analytics: the page view and Enroll Now clicks, counted by the server once per visitor per day ---
  const viewed = { id: snap.id, title: str(c.title, 'Course') };
  void loadScheduleView().then((m) => {
    m.scheduleViewRecord({ kind: 'course', id: viewed.id });
    m.watchEnrollClicks([viewed]);
  });
  // --- end analytics ---
  const stats = statsSnap?.data();
  // the trainer's syllabus (docs/decisions/074-course-syllabus.md): [] when none or malformed
  const syllabus = fromSyllabusDoc(c.syllabus);
  const minutes = syllabusMinutes(syllabus);
  const updated = c.created_at instanceof Timestamp ? c.created_at.toDate() : null;
  return {
    id: snap.id,
    title: str(c.title, 'Course'),
    description: str(c.description),
    price: num(c.price),
    originalPrice: null,
    duration: str(c.duration, CARD_DEFAULTS.courseDuration),
    totalHours: minutes > 0 ? Math.max(1, Math.round(minutes / 60)) : null,
    students: num(courseStatsSnap?.get('students')),
    rating: num(stats?.rating),
    reviews: num(stats?.reviews),
    level: 'All Levels',
    language: card?.languages.length ? card.languages.join(', ') : 'English',
    lastUpdated: updated ? updated.toLocaleDateString('en-IN', { month: 'long', year: 'numeric' }) : '',
    category: str(c.category, CARD_DEFAULTS.category),
    skills: Array.isArray(c.skills) ? c.skills.filter((s: unknown): s is string => typeof s === 'string') : [],
    // Unknown (a failed read) counts as sellable: the server decides at payment time.
    sellable: c.self_paced === true || openBatches === null || openBatches.length > 0,
    trainer: {
      id: card?.id || null,
      uid: trainerId || null,
      name: card?.name ?? 'SkillSetu Trainer',
      expertise: card?.expertise ?? CARD_DEFAULTS.expertise,
      experience: card?.experience || CARD_DEFAULTS.experience,
      students: card?.students ?? 0,
      rating: card?.rating ?? 0,
    },
    upcomingCourses: [],
    curriculum: syllabus.map((m) => ({
      module: m.title,
      lessons: m.lessons.map((l) => ({ title: l.title, duration: formatLessonMinutes(l.minutes), completed: false })),
    })),
    // Only what the product does today: no certificate or direct-contact promise.
    features: [
      `${str(c.duration, CARD_DEFAULTS.courseDuration)} with ${card?.name ?? 'your trainer'}`,
      ...(str(c.mode) ? [`${str(c.mode)} sessions`] : []),
      'Secure payment and a receipt in My Learning',
      'Reviews from enrolled learners',
    ],
    requirements: c.prerequisites ? [str(c.prerequisites)] : [],
    testimonials: [],
    introVideoUrl: str(c.intro_video_url) || null,
    mode: str(c.mode) || null,
    batchSize: str(c.batch_size) || null,
  };
}
