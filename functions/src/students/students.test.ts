// onEnrollmentWritten's students part against the emulators (never a mock): real enrolment writes fire the deployed
// trigger, which writes the trainer's Students row, keeps trainer_student_stats exact (students and
// net after commission, GST and refunds) and notifies the trainer once per sale and per cancellation.
// Replays (run here directly, also concurrently with the trigger) change nothing.
import { splitAfterRefund, STUDENTS_TAB_URL, STUDENTS_TEXT } from '@skillsetu/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { projectEnrollment } from './project-enrollment';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-skillsetu';
const app =
  getApps().find((a) => a.name === 'students-tests') ?? initializeApp({ projectId: PROJECT }, 'students-tests');
const db = getFirestore(app);

const RUN = Date.now().toString(36);
const trainer = `fn-stu-${RUN}-trainer`;
const course = `fn-stu-${RUN}-course`;
const learner = (i: number) => `fn-stu-${RUN}-l${i}`;
const AMOUNT = 499900;

const enrollment = (i: number, over: Record<string, unknown> = {}) => ({
  course_id: course,
  learner_id: learner(i),
  trainer_id: trainer,
  order_id: `order_${RUN}_${i}`,
  amount: AMOUNT,
  currency: 'INR',
  status: 'active',
  commission_percent: i % 2 === 0 ? 10 : 5,
  created_at: Timestamp.fromMillis(Date.UTC(2026, 10, 1) + i * 60_000),
  ...over,
});
const id = (i: number) => `${course}_${learner(i)}`;
const net = (i: number, refunded = 0) => splitAfterRefund(AMOUNT, refunded, i % 2 === 0 ? 10 : 5).netPaise;

/**
 * `read()` once `done` holds (vi.waitFor: a trigger runs about a second after a write), or its last
 * value after `timeoutMs`, so the test's own assertion shows what was there.
 */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 90_000): Promise<T> {
  try {
    return await vi.waitFor(
      async () => {
        const v = await read();
        if (!done(v)) throw new Error('not yet');
        return v;
      },
      { timeout: timeoutMs, interval: 300 },
    );
  } catch {
    return read();
  }
}

const stats = async () => (await db.doc(`trainer_student_stats/${trainer}`).get()).data() ?? {};
const row = async (i: number) => (await db.doc(`trainer_students/${id(i)}`).get()).data();
const trainerNotes = async () =>
  (await db.collection('notifications').where('user_id', '==', trainer).get()).docs.map((d) => d.id).sort();

const N = 6;
afterAll(async () => {
  const writer = db.bulkWriter();
  for (let i = 0; i < N; i++) {
    void writer.delete(db.doc(`enrollments/${id(i)}`));
    void writer.delete(db.doc(`profiles/${learner(i)}`));
  }
  void writer.delete(db.doc(`courses/${course}`));
  await writer.close();
});

describe('trainer students (onEnrollmentWritten, deployed on the functions emulator)', () => {
  it(
    'a sale gives a row with the learner name, the net and one notification; replays change nothing',
    { timeout: 240_000 },
    async () => {
      await db.doc(`courses/${course}`).set({ trainer_id: trainer, title: 'React, from zero', price: 4999 });
      await db
        .doc(`profiles/${learner(0)}`)
        .set({ full_name: 'Asha Rao', email: 'asha@example.com', phone: '+919999999999', user_type: 'learner' });
      await db.doc(`enrollments/${id(0)}`).set(enrollment(0));

      const r = await eventually(
        () => row(0),
        (v) => v !== undefined,
      );
      expect(r).toMatchObject({
        trainer_id: trainer,
        learner_id: learner(0),
        learner_name: 'Asha Rao',
        course_id: course,
        course_title: 'React, from zero',
        batch_id: null,
        amount_paise: AMOUNT,
        refunded_paise: 0,
        net_paise: net(0),
        status: 'active',
      });
      // Learners' private data stays private: no email or phone on the trainer's row.
      expect(JSON.stringify(r)).not.toMatch(/asha@example|9999999999/);
      expect(await eventually(stats, (s) => s.students === 1)).toMatchObject({
        students: 1,
        active_students: 1,
        net_paise: net(0),
      });
      const notes = await eventually(trainerNotes, (n) => n.length === 1);
      expect(notes).toEqual([`enrolment_new_${id(0)}`]);
      const note = (await db.doc(`notifications/enrolment_new_${id(0)}`).get()).data();
      expect(note).toMatchObject({
        user_id: trainer,
        title: STUDENTS_TEXT.newEnrolmentTitle,
        message: 'Asha Rao enrolled in React, from zero (₹4,999).',
        type: 'success',
        is_read: false,
        action_url: STUDENTS_TAB_URL,
      });

      // A redelivered trigger, five at once: nothing changes, no second notification.
      const before = (await db.doc(`trainer_student_stats/${trainer}`).get()).updateTime;
      expect(await Promise.all(Array.from({ length: 5 }, () => projectEnrollment(db, id(0))))).toEqual(
        Array.from({ length: 5 }, () => 'unchanged'),
      );
      expect((await db.doc(`trainer_student_stats/${trainer}`).get()).updateTime?.isEqual(before!)).toBe(true);
      expect(await trainerNotes()).toEqual([`enrolment_new_${id(0)}`]);
    },
  );

  it(
    'racing sales add up exactly: students and net are the sums over every enrolment',
    { timeout: 240_000 },
    async () => {
      const writer = db.bulkWriter();
      for (let i = 1; i < N; i++) {
        void writer.set(db.doc(`profiles/${learner(i)}`), { full_name: `Learner ${i}`, user_type: 'learner' });
        void writer.set(
          db.doc(`enrollments/${id(i)}`),
          enrollment(
            i,
            i === 1 ? { batch_id: 'b1', batch_starts_at: Timestamp.fromMillis(Date.UTC(2026, 11, 1)) } : {},
          ),
        );
      }
      await writer.close();
      // replays racing the deployed trigger
      await Promise.all(Array.from({ length: N - 1 }, (_, k) => projectEnrollment(db, id(k + 1))));
      const total = Array.from({ length: N }, (_, i) => net(i)).reduce((a, b) => a + b, 0);
      expect(await eventually(stats, (s) => s.students === N && s.net_paise === total)).toMatchObject({
        students: N,
        active_students: N,
        net_paise: total,
      });
      expect(await eventually(trainerNotes, (n) => n.length === N)).toHaveLength(N);
      expect(await row(1)).toMatchObject({ batch_id: 'b1', learner_name: 'Learner 1' });
      const batches = (await db.doc(`trainer_student_batches/${course}`).get()).data();
      expect(batches?.trainer_id).toBe(trainer);
      expect((batches?.batches as Record<string, Timestamp>).b1?.toMillis()).toBe(Date.UTC(2026, 11, 1));
    },
  );

  it(
    'a cancellation with a refund re-splits the net, notifies once, and a removed enrolment leaves the stats',
    { timeout: 240_000 },
    async () => {
      const refunded = AMOUNT / 2;
      await db
        .doc(`enrollments/${id(2)}`)
        .update({ status: 'cancelled', refunded_paise: refunded, cancelled_by: 'learner' });
      await db.doc(`enrollments/${id(3)}`).update({ status: 'cancelled', refunded_paise: 0, cancelled_by: 'trainer' });
      expect(
        await eventually(
          () => row(2),
          (v) => v?.status === 'refunded',
        ),
      ).toMatchObject({
        status: 'refunded',
        refunded_paise: refunded,
        net_paise: net(2, refunded),
      });
      expect(
        (
          await eventually(
            () => row(3),
            (v) => v?.status === 'cancelled',
          )
        )?.status,
      ).toBe('cancelled');
      const total = Array.from({ length: N }, (_, i) => (i === 2 ? net(2, refunded) : net(i))).reduce(
        (a, b) => a + b,
        0,
      );
      expect(await eventually(stats, (s) => s.net_paise === total && s.active_students === N - 2)).toMatchObject({
        students: N,
        active_students: N - 2,
        net_paise: total,
      });
      await Promise.all([projectEnrollment(db, id(2)), projectEnrollment(db, id(2)), projectEnrollment(db, id(3))]);
      const notes = await eventually(trainerNotes, (n) => n.length === N + 2);
      expect(notes.filter((n) => n.startsWith('enrolment_cancelled_')).sort()).toEqual(
        [`enrolment_cancelled_${id(2)}`, `enrolment_cancelled_${id(3)}`].sort(),
      );
      expect((await db.doc(`notifications/enrolment_cancelled_${id(2)}`).get()).data()).toMatchObject({
        title: STUDENTS_TEXT.cancelledTitle,
        type: 'warning',
        action_url: STUDENTS_TAB_URL,
      });

      await db.doc(`enrollments/${id(5)}`).delete();
      expect(
        await eventually(
          () => row(5),
          (v) => v === undefined,
        ),
      ).toBeUndefined();
      expect(await eventually(stats, (s) => s.students === N - 1)).toMatchObject({
        students: N - 1,
        net_paise: total - net(5),
      });
    },
  );
});
