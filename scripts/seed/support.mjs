// Support demo data (docs/admin.md): a learner whose story support must tell right. Ravi Walker
// bought a self-paced course and cancelled it the same day, so the refund is 100 % by the policy
// (ADR 132): the admin's user detail shows that enrolment as "Refunded ₹…", not "enrolled", and a
// search for "walker" (any case) finds him. Everything goes through the real purchase and
// cancellation callables and the Razorpay double, so the refund is a real refunds/{id} document.
import { deleteApp } from 'firebase/app';
import { profileDoc } from './documents.mjs';
import { learnerClient, purchase } from './learning.mjs';

/** The seeded learner with a refunded enrolment (README demo accounts: password learner123). */
export const WALKER = {
  uid: 'seed-learner-walker',
  email: 'ravi.walker@learners.skillsetu.demo',
  password: 'learner123',
  name: 'Ravi Walker',
};

/**
 * Waits until the onProfileWritten trigger has indexed `uid` for the admin's user search
 * (ADR 177). A loaded emulator sometimes drops a trigger event; every 10 s without the entry, the
 * profile's updated_at is written again so the trigger runs once more. Throws after `timeoutMs`.
 */
export async function waitForSearchIndex(db, uid, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let nextTouch = Date.now() + 10_000;
  while (!(await db.doc(`user_search/${uid}`).get()).exists) {
    if (Date.now() > deadline) throw new Error(`user_search/${uid} was not written in ${timeoutMs} ms`);
    if (Date.now() > nextTouch) {
      await db.doc(`profiles/${uid}`).update({ updated_at: new Date() });
      nextTouch = Date.now() + 10_000;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Creates Ravi Walker's account and profile, buys `course` ({ id, trainerUid }, a self-paced course)
 * and cancels it for a full refund. Idempotent: an existing enrolment is left as it is.
 * Needs the Auth, Firestore and functions emulators and the Razorpay double.
 */
export async function seedRefundedLearner({ auth, db }, { course, ensureUser, log = () => {} }) {
  const uid = await ensureUser(auth, WALKER);
  await db.doc(`profiles/${uid}`).set(
    profileDoc(uid, {
      full_name: WALKER.name,
      email: WALKER.email,
      city: 'Nagpur',
      updated_at: new Date(Date.UTC(2025, 0, 6)),
    }),
    { merge: true },
  );
  await waitForSearchIndex(db, uid);
  if ((await db.doc(`enrollments/${course.id}_${uid}`).get()).exists) return;
  const client = await learnerClient(WALKER.email, WALKER.password);
  try {
    await purchase(client, course.id);
    const cancelled = await client.call('cancelEnrollment', { courseId: course.id });
    log(`[seed] ${WALKER.email}: bought and cancelled ${course.id}, refund ${cancelled?.amountPaise ?? '?'} paise`);
  } finally {
    await deleteApp(client.app);
  }
}
