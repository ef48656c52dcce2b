// Demo batches (docs/decisions/080-batches-and-seats.md): future scheduled batches on a few
// published courses that the seeded learners do not buy, so Upcoming shows them and the demo
// learner can pick one in Enroll Now and cancel it from My Learning (docs/payments.md).
import { Timestamp } from 'firebase-admin/firestore';

const DAY = 24 * 60 * 60 * 1000;
/** 10:00 IST is 04:30 UTC. */
const TEN_AM_IST_UTC_MINUTES = 4 * 60 + 30;

/** The start `days` ahead of today at 10:00 IST, as a Timestamp. */
function daysAhead(now, days) {
  const d = new Date(now + days * DAY);
  return Timestamp.fromMillis(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + TEN_AM_IST_UTC_MINUTES * 60 * 1000,
  );
}

/** courseId → the batches to offer on it: days ahead, seats, schedule. */
const PLAN = (demoTrainerUid, firstTrainerUid) => ({
  [`${demoTrainerUid}-c1`]: [
    { key: 'a', days: 5, seats: 20, schedule: 'Sat–Sun, 10 AM–1 PM IST' },
    { key: 'b', days: 19, seats: 15, schedule: 'Weekdays, 7–9 PM IST' },
  ],
  [`${firstTrainerUid}-c1`]: [{ key: 'a', days: 9, seats: 25, schedule: 'Mon, Wed, Fri, 8–10 PM IST' }],
  [`${firstTrainerUid}-c3`]: [{ key: 'a', days: 2, seats: 12, schedule: 'Weekend bootcamp, 9 AM–5 PM IST' }],
});

/**
 * Writes the demo batches (fixed ids `seed-{courseId}-{key}`) with starts in the days ahead of
 * now. A batch that exists and has not started is kept as it is (its seats_taken stays right); a
 * past one is moved ahead again, so a re-seed later still shows upcoming batches.
 * @returns {Promise<number>} batches written
 */
export async function seedBatches(db, { demoTrainerUid, firstTrainerUid }, log = () => {}) {
  const now = Date.now();
  let written = 0;
  for (const [courseId, batches] of Object.entries(PLAN(demoTrainerUid, firstTrainerUid))) {
    const course = await db.doc(`courses/${courseId}`).get();
    if (!course.exists || course.get('is_active') !== true) continue;
    // A course with batches sells only into them (docs/decisions/132-self-paced-courses.md).
    if (course.get('self_paced') !== false) await course.ref.update({ self_paced: false });
    for (const b of batches) {
      const ref = db.doc(`batches/seed-${courseId}-${b.key}`);
      const existing = await ref.get();
      const startsAt = existing.get('starts_at');
      if (existing.exists && startsAt instanceof Timestamp && startsAt.toMillis() > now) continue;
      await ref.set({
        course_id: courseId,
        trainer_id: course.get('trainer_id'),
        starts_at: daysAhead(now, b.days),
        ends_at: daysAhead(now, b.days + 28),
        seats: b.seats,
        seats_taken: 0,
        schedule: b.schedule,
        status: 'scheduled',
        created_at: Timestamp.fromMillis(now),
      });
      written += 1;
    }
  }
  log(`[seed] ${written} demo batches written`);
  return written;
}
