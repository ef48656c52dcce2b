// Demo enrolments and reviews, made through the paths a real learner takes (docs/decisions/031-seed-through-server-paths.md):
// each learner signs in on the Auth emulator with the client SDK, calls createRazorpayOrder (the
// server prices the course), "pays" on the Razorpay test double's checkout endpoint, and calls
// verifyRazorpayPayment, whose fulfilment writes the enrolment; the review is then written as that
// learner through firestore.rules, and the trigger computes every rating, review count and student
// count. No card number is written by hand. Existing enrolments and reviews are skipped, so seeding
// twice changes nothing.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, serverTimestamp, setDoc } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { profileDoc } from './documents.mjs';
import { doubleBaseUrl, razorpayTestCredentials } from '../razorpay-double/config.mjs';
import { FUNCTIONS_REGION, HOST, PROJECT_ID, ports } from '../lib/ports.mjs';

/** Seeded learners (password learner123), besides the demo learner. */
export const SEED_LEARNERS = [
  'Ananya Iyer',
  'Rohan Gupta',
  'Sneha Patil',
  'Vikram Singh',
  'Meera Nair',
  'Karan Malhotra',
  'Divya Reddy',
  'Arjun Das',
];

const REVIEW_TEXTS = {
  5: [
    'Excellent course. Every session was practical and the trainer answered all my questions.',
    'Clear explanations and real projects. I used what I learned at work the very next week.',
    'One of the best courses I have taken. Well paced and very well organised.',
  ],
  4: [
    'Very good content and a helpful trainer. A few topics could use more examples.',
    'Solid course with useful assignments. The pace was a little fast in the middle weeks.',
  ],
  3: ['Good basics, but I expected more depth in the advanced modules.'],
};

/** 'Ananya Iyer' → 'Ananya I.' (domain reviewerDisplayName). */
const shortName = (name) => {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? `${words[0]} ${words.at(-1).charAt(0).toUpperCase()}.` : words[0];
};

const hostOf = (value, fallbackPort) => {
  const [host, port] = (value ?? `${HOST}:${fallbackPort}`).split(':');
  return { host, port: Number(port) };
};

// 'aborted' is the order lock's 'Please try again in a moment.' (functions/src/payments/pending-order.ts).
const TRANSIENT = /deadline-exceeded|unavailable|internal|aborted|ECONNRESET|fetch failed/i;

/** Runs `fn` up to 4 times while it fails with a transient error (waits 2, 4, 8 s between tries). */
async function withRetry(fn) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 4 || !TRANSIENT.test(`${err?.code ?? ''} ${err?.message ?? ''}`)) throw err;
      await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
    }
  }
}

/** A client app signed in as this account (a learner, or the admin in verification.mjs), connected to the emulators. */
export async function learnerClient(email, password) {
  const p = ports();
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key', appId: '1:0:web:0' }, `seed-${email}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:${p.auth}`}`, {
    disableWarnings: true,
  });
  const fs = hostOf(process.env.FIRESTORE_EMULATOR_HOST, p.firestore);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, fs.host, fs.port);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, HOST, p.functions);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  // A loaded machine can take a minute to start a function: generous timeout, and retries on
  // transient errors (both callables are idempotent: the same pending purchase returns the same order).
  const call = (name, data) =>
    withRetry(() => httpsCallable(functions, name, { timeout: 180_000 })(data).then((r) => r.data));
  return { app, db, uid: user.uid, call };
}

/**
 * Enrols through createRazorpayOrder → the double's checkout "Pay" → verifyRazorpayPayment (also
 * scripts/seed/support.mjs, classes.mjs); `batchId` picks the batch of a course sold in batches.
 */
export async function purchase(client, courseId, batchId) {
  const order = await client.call('createRazorpayOrder', {
    purpose: 'enrollment',
    courseId,
    ...(batchId ? { batchId } : {}),
  });
  const res = await withRetry(() =>
    fetch(`${process.env.RAZORPAY_API_BASE ?? doubleBaseUrl()}/v1/__checkout/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: order.id, key: razorpayTestCredentials().keyId, webhook: false }),
    }),
  );
  if (!res.ok) throw new Error(`Razorpay double checkout failed: ${res.status} ${await res.text()}`);
  const paid = await res.json();
  const verified = await client.call('verifyRazorpayPayment', paid);
  if (!verified?.verified) throw new Error(`verifyRazorpayPayment did not verify ${order.id}`);
}

/**
 * Buys a trainer plan for an existing account through the server path: createRazorpayOrder →
 * the double's checkout "Pay" → verifyRazorpayPayment (a paid order the reconciliation can match).
 * Needs the emulators and the Razorpay double. Throws when the payment is not verified.
 */
export async function buyPlan(email, password, plan = 'professional', billing = 'monthly') {
  const client = await learnerClient(email, password);
  try {
    const order = await client.call('createRazorpayOrder', { purpose: 'subscription', plan, billing });
    const res = await withRetry(() =>
      fetch(`${process.env.RAZORPAY_API_BASE ?? doubleBaseUrl()}/v1/__checkout/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ order_id: order.id, key: razorpayTestCredentials().keyId, webhook: false }),
      }),
    );
    if (!res.ok) throw new Error(`Razorpay double checkout failed: ${res.status} ${await res.text()}`);
    const verified = await client.call('verifyRazorpayPayment', await res.json());
    if (!verified?.verified) throw new Error(`verifyRazorpayPayment did not verify ${order.id}`);
    return order.id;
  } finally {
    await deleteApp(client.app);
  }
}

/**
 * One learner's plan: `{ courseId, trainerUid, rating|null }` items. The learner enrols in each
 * course (skipped when enrolled) and reviews those with a rating (skipped when reviewed).
 */
async function seedLearner({ email, password, name }, plan, log) {
  const client = await learnerClient(email, password);
  let enrolled = 0;
  let reviewed = 0;
  try {
    for (const [i, item] of plan.entries()) {
      const enrolment = await getDoc(doc(client.db, 'enrollments', `${item.courseId}_${client.uid}`)).catch(() => null);
      if (!enrolment?.exists()) {
        await purchase(client, item.courseId);
        enrolled += 1;
      }
      if (item.rating === null) continue;
      const reviewRef = doc(client.db, 'reviews', `${item.courseId}_${client.uid}`);
      if ((await getDoc(reviewRef)).exists()) continue;
      const texts = REVIEW_TEXTS[item.rating] ?? REVIEW_TEXTS[4];
      await setDoc(reviewRef, {
        course_id: item.courseId,
        trainer_id: item.trainerUid,
        learner_id: client.uid,
        learner_name: shortName(name),
        rating: item.rating,
        text: texts[i % texts.length],
        created_at: serverTimestamp(),
        updated_at: serverTimestamp(),
      });
      reviewed += 1;
    }
  } finally {
    await deleteApp(client.app);
  }
  log?.(`[seed] ${email}: ${enrolled} enrolments, ${reviewed} reviews`);
  return { enrolled, reviewed };
}

/**
 * Seeds learners' enrolments and reviews through the server paths (see the file comment).
 * `courses` are published, priced courses `{ id, trainerUid }`, at most one per trainer, in a
 * fixed order; `demo` is the demo learner (two enrolments, one review to edit).
 * Needs the Auth, Firestore and functions emulators and the Razorpay double.
 * @returns {Promise<{ reviewedTrainers: string[] }>} the trainers who get at least one review
 */
export async function seedLearning({ auth, db }, { courses, demo, ensureUser, log }) {
  const ratingOf = (l, c) => [5, 4, 5, 3, 5, 4, 5][(l * 3 + c) % 7];
  const learners = await Promise.all(
    SEED_LEARNERS.map(async (name, l) => {
      const email = `learner${l + 1}@learners.skillsetu.demo`;
      const uid = await ensureUser(auth, { uid: `seed-learner-${l + 1}`, email, password: 'learner123', name });
      await db
        .doc(`profiles/${uid}`)
        .set(profileDoc(uid, { full_name: name, email, city: 'Pune', updated_at: new Date(Date.UTC(2025, 0, 6)) }), {
          merge: true,
        });
      return { email, password: 'learner123', name, l };
    }),
  );
  // Three courses per learner, walking the course list, so most trainers get students and reviews.
  const reviewedTrainers = new Set();
  const plans = learners.map(({ l }) =>
    [0, 1, 2].map((c) => {
      const course = courses[(l * 3 + c) % courses.length];
      const rating = c < 2 || l % 2 === 0 ? ratingOf(l, c) : null;
      if (rating !== null) reviewedTrainers.add(course.trainerUid);
      return { courseId: course.id, trainerUid: course.trainerUid, rating };
    }),
  );
  // Three at a time: the functions emulator shares two cores with everything else (each purchase
  // is two callables plus the enrolment, review and card triggers: ~4 s on a busy machine).
  const jobs = learners.map((learner, i) => () => seedLearner(learner, plans[i], log));
  for (let i = 0; i < jobs.length; i += 3) await Promise.all(jobs.slice(i, i + 3).map((job) => job()));
  // The demo learner: two enrolments, one reviewed (to edit in My Learning).
  const [first, second] = demo.courses;
  await seedLearner(
    demo.account,
    [
      { courseId: first.id, trainerUid: first.trainerUid, rating: 4 },
      { courseId: second.id, trainerUid: second.trainerUid, rating: null },
    ],
    log,
  );
  reviewedTrainers.add(first.trainerUid);
  return { reviewedTrainers: [...reviewedTrainers] };
}

/**
 * Polls until each trainer in `uids` has a card with at least one review (the review trigger runs
 * a second or so after each write). Throws after `timeoutMs` with how many are still missing.
 */
export async function waitForReviewedCards(db, uids, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snaps = uids.length ? await db.getAll(...uids.map((u) => db.doc(`trainer_cards/${u}`))) : [];
    const missing = snaps.filter((s) => !(Number(s.get('reviews')) > 0)).length;
    if (missing === 0) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for review stats on ${missing} trainer cards`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

// --- students: the demo trainer's Students tab shows several sales ---
/**
 * Three seeded learners also buy the demo trainer's first course (no reviews), through the same
 * purchase path, so the demo trainer's Students tab, sale notifications and net Earnings are not a
 * single row. Existing enrolments are skipped (seeding twice changes nothing).
 */
export async function seedDemoTrainerStudents({ course, log }) {
  const buyers = SEED_LEARNERS.slice(0, 3).map((name, l) => ({
    email: `learner${l + 1}@learners.skillsetu.demo`,
    password: 'learner123',
    name,
  }));
  await Promise.all(
    buyers.map((b) => seedLearner(b, [{ courseId: course.id, trainerUid: course.trainerUid, rating: null }], log)),
  );
}
// --- end students ---
