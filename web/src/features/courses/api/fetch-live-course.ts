import { CARD_DEFAULTS, formatLessonMinutes, istMonthKey, monthLabel, syllabusMinutes } from '@skillsetu/domain';
import { readPublicCourse } from '../../trainers';
import type { CourseDetail } from '../course-detail';
import { loadScheduleView } from '../../analytics';

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' && v ? v : fallback);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * A published course as a CourseDetail: `courses/{id}` (must have is_active true) plus its
 * trainer's card `trainer_cards/{trainer_id}` for the Instructor tab and the course's
 * `review_stats/course_{id}` for its rating and review count, and `course_stats/{id}` for its
 * students (active enrolments, counted by the enrolment trigger). Read with Firestore Lite in the
 * trainer-cards worker, off the main thread and without the full SDK
 * (docs/decisions/248-course-page-prerendered-shell.md). Returns null when the course does not
 * exist, is not published, or the rules deny the read. Other errors (offline) are thrown. A found
 * course's page view is recorded once the page is idle, and its Enroll Now clicks (docs/analytics.md).
 */
export function fetchLiveCourse(id: string): Promise<CourseDetail | null> {
  if (prefetched?.id !== id) return readLiveCourse(id);
  const { result } = prefetched;
  prefetched = null;
  return result;
}

/** The read prefetchLiveCourse started for this page load, taken once by fetchLiveCourse. */
let prefetched: { id: string; result: Promise<CourseDetail | null> } | null = null;

/**
 * Starts fetchLiveCourse(id) before the page's first render (routes/course.tsx `prefetch`, called
 * by app/router.tsx preloadRoute); the next fetchLiveCourse(id) returns that read
 * (docs/decisions/248-course-page-prerendered-shell.md).
 */
export function prefetchLiveCourse(id: string): void {
  const result = readLiveCourse(id);
  result.catch(() => undefined); // reported when fetchLiveCourse hands it over
  prefetched = { id, result };
}

async function readLiveCourse(id: string): Promise<CourseDetail | null> {
  const read = await readPublicCourse(id);
  if (!read) return null;
  const { course: c, card, openBatchCount } = read;
  const trainerId = str(c.trainer_id);
  // --- analytics: the page view and Enroll Now clicks, counted by the server once per visitor per day ---
  const viewed = { id: read.id, title: str(c.title, 'Course') };
  void loadScheduleView().then((m) => {
    m.scheduleViewRecord({ kind: 'course', id: viewed.id });
    m.watchEnrollClicks([viewed]);
  });
  // --- end analytics ---
  const stats = read.reviewStats;
  // the trainer's syllabus (docs/decisions/074-course-syllabus.md), parsed in the worker: [] when none or malformed
  const { syllabus } = read;
  const minutes = syllabusMinutes(syllabus);
  // 'November 2026' (IST) without Intl: its first date format loads ICU data on the main thread (ADR 280)
  const lastUpdated = read.createdAtMs === null ? '' : monthLabel(istMonthKey(new Date(read.createdAtMs)));
  return {
    id: read.id,
    title: str(c.title, 'Course'),
    description: str(c.description),
    price: num(c.price),
    originalPrice: null,
    duration: str(c.duration, CARD_DEFAULTS.courseDuration),
    totalHours: minutes > 0 ? Math.max(1, Math.round(minutes / 60)) : null,
    students: num(read.courseStats?.students),
    rating: num(stats?.rating),
    reviews: num(stats?.reviews),
    level: 'All Levels',
    language: card?.languages.length ? card.languages.join(', ') : 'English',
    lastUpdated,
    category: str(c.category, CARD_DEFAULTS.category),
    skills: Array.isArray(c.skills) ? c.skills.filter((s: unknown): s is string => typeof s === 'string') : [],
    // Unknown (a failed read) counts as sellable: the server decides at payment time.
    sellable: c.self_paced === true || openBatchCount === null || openBatchCount > 0,
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
