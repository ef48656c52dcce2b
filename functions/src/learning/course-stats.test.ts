// onEnrollmentWritten → course_stats/{courseId} against the emulators (never a mock): real enrolment
// writes fire the deployed trigger, which counts the course's active enrolments exactly. N enrolments
// give students N; a refunded one stops counting; replaying the recompute changes nothing.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { settled } from '../lib/test-wait';
import { recomputeCourseStats } from './course-stats';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-skillsetu';
const app =
  getApps().find((a) => a.name === 'course-stats-tests') ?? initializeApp({ projectId: PROJECT }, 'course-stats-tests');
const db = getFirestore(app);

const RUN = Date.now().toString(36);
const trainer = `fn-cstats-${RUN}-trainer`;
const courseId = `fn-cstats-${RUN}-course`;
const otherCourse = `fn-cstats-${RUN}-other`;
const N = 12;
const learners = Array.from({ length: N }, (_, i) => `fn-cstats-${RUN}-l${i}`);

const enrollment = (course: string, learner: string) => ({
  course_id: course,
  learner_id: learner,
  trainer_id: trainer,
  order_id: `order_${course}_${learner}`,
  amount: 149900,
  currency: 'INR',
  created_at: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
});

const students = async (id: string) => (await db.doc(`course_stats/${id}`).get()).get('students') as unknown;

afterAll(async () => {
  const writer = db.bulkWriter();
  for (const l of learners) void writer.delete(db.doc(`enrollments/${courseId}_${l}`));
  void writer.delete(db.doc(`enrollments/${otherCourse}_${learners[0]}`));
  void writer.delete(db.doc(`course_stats/${courseId}`));
  void writer.delete(db.doc(`course_stats/${otherCourse}`));
  await writer.close();
});

describe('course_stats (onEnrollmentWritten, deployed on the functions emulator)', () => {
  it(
    `${N} enrolments give students ${N}; a refund stops counting; replays change nothing`,
    { timeout: 240_000 },
    async () => {
      const writer = db.bulkWriter();
      for (const l of learners) void writer.set(db.doc(`enrollments/${courseId}_${l}`), enrollment(courseId, l));
      // An enrolment in another course must not count here.
      void writer.set(db.doc(`enrollments/${otherCourse}_${learners[0]}`), enrollment(otherCourse, learners[0] ?? ''));
      await writer.close();

      expect(
        await settled(
          () => students(courseId),
          (s) => s === N,
        ),
      ).toBe(N);
      expect(
        await settled(
          () => students(otherCourse),
          (s) => s === 1,
        ),
      ).toBe(1);

      // Replayed recomputes (as a redelivered trigger would run), even concurrently: unchanged.
      const before = (await db.doc(`course_stats/${courseId}`).get()).updateTime;
      const replays = await Promise.all(Array.from({ length: 5 }, () => recomputeCourseStats(db, courseId)));
      expect(replays).toEqual(Array.from({ length: 5 }, () => ({ students: N })));
      const after = await db.doc(`course_stats/${courseId}`).get();
      expect(after.get('students')).toBe(N);
      expect(after.updateTime?.isEqual(before as Timestamp)).toBe(true);

      // A refunded enrolment is no longer a student.
      await db.doc(`enrollments/${courseId}_${learners[1]}`).update({ status: 'refunded' });
      expect(
        await settled(
          () => students(courseId),
          (s) => s === N - 1,
        ),
      ).toBe(N - 1);
      expect(await recomputeCourseStats(db, courseId)).toEqual({ students: N - 1 });
    },
  );
});
