// Demo data for the emulators (`npm run seed`, Playwright's global setup, `npm start`): ~30
// trainers with courses, plus the learner, trainer and admin demo accounts of the README. Every
// document has a fixed id, so seeding twice changes nothing. Writes go through the emulators, so
// the functions derive trainer_cards (and the numeric public ids) as they would in production.
import { Timestamp } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { grantAdmin } from '../grant-admin.mjs';
import { adminServices } from './admin-app.mjs';
import { seedAdminData } from './admin-data.mjs';
import { seedAnalytics } from './analytics.mjs';
import { COURSE_CATALOG } from './course-catalog.mjs';
import { courseCountsDoc, courseDoc, profileDoc, trainerProfileDoc } from './documents.mjs';
import { seedLearning, waitForReviewedCards } from './learning.mjs';
import { seedBatches } from './batches.mjs';
import { seedDemoTrainerStudents } from './learning.mjs'; // students
import { DEMO_TRAINER, SEED_TRAINERS } from './trainers.mjs';
import { seedVerifiedTrainers } from './verification.mjs';
import { seedRefundedLearner } from './support.mjs';
import { seedClasses } from './classes.mjs';

/** Password of every seeded (non-demo) trainer account, e.g. priya.sharma@trainers.skillsetu.demo. */
export const SEEDED_TRAINER_PASSWORD = 'trainer123';

/** The demo accounts documented in the README. */
export const DEMO_ACCOUNTS = {
  learner: { uid: 'demo-learner', email: 'learner@skillsetu.demo', password: 'learner123', name: 'Aarav Mehta' },
  trainer: { uid: 'demo-trainer', email: 'trainer@skillsetu.demo', password: 'trainer123', name: 'Rahul Verma' },
  admin: { uid: 'demo-admin', email: 'admin@skillsetu.demo', password: 'admin123', name: 'SkillSetu Admin' },
};

/** Number of trainer cards the seed produces (the seeded trainers plus the demo trainer). */
export const SEEDED_TRAINER_COUNT = SEED_TRAINERS.length + 1;

// Fixed dates keep re-seeding a no-op for the card trigger.
const BASE_DATE = Date.UTC(2025, 0, 6, 4, 30);
const DAY = 24 * 60 * 60 * 1000;
const at = (days, hours = 0) => Timestamp.fromMillis(BASE_DATE + days * DAY + hours * 60 * 60 * 1000);

const slug = (s) =>
  s
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Fixed uid of a seeded trainer: 'seed-trainer-priya-sharma'. */
export const seededTrainerUid = (t) => `seed-trainer-${slug(`${t.first} ${t.last}`)}`;
const seededTrainerEmail = (t) => `${slug(t.first)}.${slug(t.last)}@trainers.skillsetu.demo`;

/**
 * Creates or updates an Auth user; an existing user with the same email keeps its uid.
 * @returns {Promise<string>} the uid
 */
async function ensureUser(auth, { uid, email, password, name }) {
  const props = { email, password, displayName: name, emailVerified: true, disabled: false };
  try {
    const existing = await auth.getUserByEmail(email);
    await auth.updateUser(existing.uid, props);
    return existing.uid;
  } catch (e) {
    if (e?.code !== 'auth/user-not-found') throw e;
  }
  try {
    await auth.createUser({ uid, ...props });
  } catch (e) {
    if (e?.code !== 'auth/uid-already-exists') throw e;
    await auth.updateUser(uid, props);
  }
  return uid;
}

const phoneFor = (i) => `+91 98${String(45_000_000 + i * 1_234_567).slice(0, 8)}`;

/** profiles/{uid} of a seeded account (documents.mjs profileDoc: domain profiles.make). */
function accountProfile(uid, { name, email, phone, city, userType, subscribed, day }) {
  return profileDoc(uid, {
    full_name: name,
    email,
    phone,
    city,
    user_type: userType,
    subscription_status: subscribed ? 'active' : null,
    subscription_plan: subscribed ? 'starter' : null,
    subscription_start_date: subscribed ? at(day).toDate() : null,
    // a year of Starter from now: publishing needs an active plan (docs/decisions/021-course-limits.md)
    subscription_end_date: subscribed ? new Date(Date.now() + 365 * DAY) : null,
    updated_at: at(day).toDate(),
  });
}

/** Writes one trainer: Auth user, profile, trainer profile (merged: keeps the server's `id`) and courses. */
async function seedTrainer({ auth, db }, t, { uid, email, password, index }) {
  const name = `${t.first} ${t.last}`;
  const realUid = await ensureUser(auth, { uid, email, password, name });
  const phone = phoneFor(index);
  await db
    .doc(`profiles/${realUid}`)
    .set(
      accountProfile(realUid, { name, email, phone, city: t.city, userType: 'trainer', subscribed: true, day: index }),
    );
  await db.doc(`trainer_profiles/${realUid}`).set(
    {
      ...trainerProfileDoc(realUid, {
        full_name: name,
        email,
        phone,
        city: t.city,
        specialization: t.specialization,
        experience: t.experience,
        bio: t.bio,
        hourly_rate: t.hourly_rate,
        certifications: t.certifications,
        teaching_languages: t.languages,
        skills: t.skills,
        linkedin_url: `https://www.linkedin.com/in/${slug(name)}`,
        portfolio_url: '',
        ...(t.media ?? {}),
        created_at: at(index).toDate(),
      }),
      // A verified trainer gets the badge only through the workflow (verification.mjs), never here.
      ...(t.verified ? {} : { verified: false }),
    },
    { merge: true },
  );
  const catalog = COURSE_CATALOG[t.specialization] ?? [];
  const picks = [...t.courses.map((c) => [c, true]), ...(t.drafts ?? []).map((c) => [c, false])];
  await Promise.all(
    picks.map(([c, published], n) => {
      const course = catalog[c];
      if (!course) throw new Error(`No course ${c} for ${t.specialization}`);
      return db.doc(`courses/${realUid}-c${c}`).set({
        ...courseDoc(realUid, {
          title: course.title,
          description: course.description,
          price: course.price,
          duration: course.duration,
          category: t.specialization,
          skills: course.skills,
          mode: course.mode,
          batch_size: course.batch_size,
          prerequisites: course.prerequisites,
          is_active: published,
          // sold without a batch (docs/decisions/132-self-paced-courses.md); seedBatches unsets it where it adds batches
          self_paced: true,
          created_at: at(index, n + 1).toDate(),
        }),
        updated_at: at(index, n + 1),
      });
    }),
  );
  // the counts the rules keep per trainer (docs/decisions/021-course-limits.md)
  await db.doc(`course_counts/${realUid}`).set(
    courseCountsDoc({
      total: picks.length,
      published: picks.filter(([, published]) => published).length,
      course_id: picks.length > 0 ? `${realUid}-c${picks[picks.length - 1][0]}` : '',
    }),
  );
  return realUid;
}

/** Runs fn over items with at most `limit` in flight (the emulators share two cores). */
async function inBatches(items, limit, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(fn))));
  return out;
}

/**
 * Seeds the demo data into the emulators (Auth + Firestore) idempotently: SEEDED_TRAINER_COUNT
 * trainers (Auth users, profiles, trainer_profiles, 1–4 courses each in rupees, a few drafts),
 * the learner, trainer and admin demo accounts (admin gets the custom claim admin: true), and
 * learners' enrolments and reviews made through the purchase and review paths (learning.mjs:
 * needs the functions emulator and the Razorpay double), waiting until the cards show the reviews.
 * @param {{ log?: (message: string) => void }} [options]
 * @returns {Promise<{ trainerUids: string[], accounts: typeof DEMO_ACCOUNTS }>}
 */
export async function seedDemoData({ log = () => {} } = {}) {
  const services = adminServices();
  const { auth, db } = services;
  const started = Date.now();
  const demoTrainer = DEMO_ACCOUNTS.trainer;
  const trainerUids = await inBatches(
    [
      { t: DEMO_TRAINER, uid: demoTrainer.uid, email: demoTrainer.email, password: demoTrainer.password },
      ...SEED_TRAINERS.map((t) => ({
        t,
        uid: seededTrainerUid(t),
        email: seededTrainerEmail(t),
        password: SEEDED_TRAINER_PASSWORD,
      })),
    ].map((x, index) => ({ ...x, index })),
    6,
    ({ t, ...rest }) => seedTrainer(services, t, rest),
  );

  const learner = DEMO_ACCOUNTS.learner;
  const learnerUid = await ensureUser(auth, learner);
  await db.doc(`profiles/${learnerUid}`).set(
    accountProfile(learnerUid, {
      name: learner.name,
      email: learner.email,
      phone: '+91 9876543210',
      city: 'Pune',
      userType: 'learner',
      subscribed: false,
      day: 0,
    }),
  );
  await db.doc(`learner_profiles/${learnerUid}`).set({
    user_id: learnerUid,
    learning_goals: 'Become a full stack web developer and build my own products.',
    experience_level: 'beginner',
    interests: ['Web Development', 'Data Science', 'UI/UX Design'],
  });

  const admin = DEMO_ACCOUNTS.admin;
  const adminUid = await ensureUser(auth, admin);
  await db.doc(`profiles/${adminUid}`).set(
    accountProfile(adminUid, {
      name: admin.name,
      email: admin.email,
      phone: null,
      city: 'Bangalore',
      userType: 'admin',
      subscribed: false,
      day: 0,
    }),
  );
  await grantAdmin(admin.email);

  // --- admin console demo data ---
  const unverified = SEED_TRAINERS.map((t, i) => ({ t, uid: trainerUids[i + 1] }))
    .filter(({ t }) => !t.verified)
    .map(({ t, uid }) => ({ uid, email: seededTrainerEmail(t), name: `${t.first} ${t.last}` }));
  await seedAdminData(db, unverified, trainerUids[0], adminUid);
  const verified = SEED_TRAINERS.map((t, i) => ({ t, uid: trainerUids[i + 1] }))
    .filter(({ t }) => t.verified)
    .map(({ t, uid }) => ({ t, uid, email: seededTrainerEmail(t), name: `${t.first} ${t.last}` }));
  await seedVerifiedTrainers(db, verified, admin, log);
  // --- end admin console demo data ---
  // Enrolments and reviews through the purchase and review paths (scripts/seed/learning.mjs): each
  // trainer's first published course, in seeding order; the demo learner takes two of them.
  const trainerDefs = [DEMO_TRAINER, ...SEED_TRAINERS];
  const courses = trainerUids.map((uid, i) => ({ id: `${uid}-c${trainerDefs[i].courses[0]}`, trainerUid: uid }));
  const { reviewedTrainers } = await seedLearning(services, {
    courses: courses.slice(1),
    demo: { account: learner, courses: [courses[0], courses[Math.floor(courses.length / 2)]] },
    ensureUser,
    log,
  });
  await waitForReviewedCards(db, reviewedTrainers);
  // --- batches: future batches on courses the seeded learners do not buy (scripts/seed/batches.mjs) ---
  await seedBatches(db, { demoTrainerUid: trainerUids[0], firstTrainerUid: trainerUids[1] }, log);
  // --- end batches ---
  // --- students: more sales for the demo trainer's Students tab (scripts/seed/learning.mjs) ---
  await seedDemoTrainerStudents({ course: courses[0], log });
  // --- end students ---
  // --- support: Ravi Walker's refunded enrolment for the admin's user detail (scripts/seed/support.mjs) ---
  await seedRefundedLearner(services, { course: courses[courses.length - 1], ensureUser, log });
  // --- end support ---
  // --- certificates: the demo learner's running batch (classes attended, one to mark today, the next
  // tomorrow) and a completed course with its certificate (scripts/seed/classes.mjs) ---
  await seedClasses(db, {
    learner: { ...learner, uid: learnerUid },
    running: {
      course: { id: `${trainerUids[0]}-c1` },
      trainer: { uid: trainerUids[0], email: demoTrainer.email, password: demoTrainer.password },
    },
    completed: {
      course: courses[2],
      trainer: { uid: trainerUids[2], email: seededTrainerEmail(SEED_TRAINERS[1]), password: SEEDED_TRAINER_PASSWORD },
    },
    log,
  });
  // --- end certificates ---
  // --- analytics: views and Enroll Now clicks for the Analytics tab (scripts/seed/analytics.mjs) ---
  await seedAnalytics(
    db,
    courses.slice(0, 8).map((c) => ({ uid: c.trainerUid, courseId: c.id })),
  );
  // --- end analytics ---

  log(
    `[seed] ${trainerUids.length} trainers, 3 demo accounts, enrolments and reviews of ${reviewedTrainers.length} trainers written in ${Date.now() - started} ms ` +
      `(Firestore ${process.env.FIRESTORE_EMULATOR_HOST}, Auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST})`,
  );
  return { trainerUids, accounts: DEMO_ACCOUNTS };
}

/**
 * Polls until at least `minCount` trainer_cards exist (the functions emulator derives them a
 * second or so after each write), and, when `uids` is given, until each of those cards exists.
 * Throws after `timeoutMs` with how many were found.
 * @param {number} [minCount]
 * @param {number} [timeoutMs]
 * @param {string[]} [uids]
 * @returns {Promise<number>} the number of cards found
 */
export async function waitForTrainerCards(minCount = SEEDED_TRAINER_COUNT, timeoutMs = 120_000, uids = []) {
  const { db } = adminServices();
  const deadline = Date.now() + timeoutMs;
  let count = 0;
  let missing = uids.length;
  for (;;) {
    count = (await db.collection('trainer_cards').count().get()).data().count;
    if (count >= minCount && uids.length > 0) {
      const snaps = await db.getAll(...uids.map((u) => db.doc(`trainer_cards/${u}`)));
      missing = snaps.filter((s) => !s.exists).length;
    } else if (uids.length === 0) missing = 0;
    if (count >= minCount && missing === 0) return count;
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${minCount} trainer cards (found ${count}, ${missing} seeded missing).` +
          ' Is the functions emulator running (firebase emulators:exec --only auth,firestore,functions)?',
      );
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Exits with a clear message when the Firestore emulator does not answer. */
async function requireEmulator() {
  adminServices();
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  try {
    await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) });
  } catch {
    console.error(`[seed] The Firestore emulator is not reachable at ${host}. Start it first (npm start).`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await requireEmulator();
  const { trainerUids } = await seedDemoData({ log: console.log });
  const cards = await waitForTrainerCards(trainerUids.length, 120_000, trainerUids);
  console.log(`[seed] ${cards} trainer cards derived.`);
  for (const [role, a] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${role.padEnd(8)} ${a.email} / ${a.password}`);
  process.exit(0);
}
