// Demo analytics (docs/analytics.md): views and Enroll Now clicks for the demo trainers, so the
// dashboard's Analytics tab is not empty on a fresh emulator.
import { FUNCTIONS_REGION, HOST, PROJECT_ID, ports } from '../lib/ports.mjs';
import { analyticsDoc } from './documents.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 330 * 60 * 1000;
/** The IST day 'YYYY-MM-DD' of epoch ms `at` (as domain's istDayKey; this plain script cannot import TypeScript). */
const istDayKey = (at) => new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);
/** Past days of history written per trainer. */
const HISTORY_DAYS = 120;

/** A small deterministic pseudo-random integer in [0, max) from a string (the same every seed). */
function noise(key, max) {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) % max;
}

/** One past day's counters of a trainer: more views than clicks, weekends a little busier. */
function pastDay(uid, day, scale) {
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()) ? 2 : 0;
  const profile = noise(`${uid}${day}p`, 6 * scale) + weekend;
  const course = noise(`${uid}${day}c`, 4 * scale) + Math.floor(weekend / 2);
  return {
    profile_views: profile,
    course_views: course,
    enroll_clicks: noise(`${uid}${day}e`, 1 + Math.floor(course / 2)),
  };
}

/**
 * History before today through the Admin SDK: recordView counts only the current IST day (it has
 * no clock to move, by design), so past days cannot go through it. Each day and month document is
 * created only when absent, so re-seeding never overwrites counts the real callable made since.
 */
async function writeHistory(db, uid, scale, now) {
  const days = new Map();
  for (let i = HISTORY_DAYS; i >= 1; i--) {
    const day = istDayKey(now - i * DAY_MS);
    days.set(day, pastDay(uid, day, scale));
  }
  const months = new Map();
  for (const [day, c] of days) {
    const m = months.get(day.slice(0, 7)) ?? { profile_views: 0, course_views: 0, enroll_clicks: 0 };
    for (const k of Object.keys(m)) m[k] += c[k];
    months.set(day.slice(0, 7), m);
  }
  // Written before today's calls (seedAnalytics), so the callable then adds today to this month.
  const updated_at = new Date(now);
  const createIfAbsent = (ref, data) =>
    ref.create(data).catch((e) => {
      if (e?.code !== 6) throw e; // ALREADY_EXISTS: keep what is there
    });
  await Promise.all([
    ...[...days].map(([day, c]) =>
      createIfAbsent(
        db.doc(`trainer_analytics/${uid}/days/${day}`),
        analyticsDoc({ trainer_id: uid, day, ...c, updated_at }),
      ),
    ),
    ...[...months].map(([month, c]) =>
      createIfAbsent(
        db.doc(`trainer_analytics/${uid}/months/${month}`),
        analyticsDoc({ trainer_id: uid, month, ...c, updated_at }),
      ),
    ),
  ]);
}

/** Today's views through the real recordView callable, from `visitors` simulated signed-out visitors (one IP each). */
async function viewToday(uid, courseId, visitors) {
  const url = `http://${HOST}:${ports().functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/recordView`;
  const call = async (ip, data) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ data }),
    });
    const body = await res.json();
    if (body.error) throw new Error(`recordView: ${body.error.message}`);
  };
  for (let v = 1; v <= visitors; v++) {
    const ip = `2001:db8:5eed::${v.toString(16)}`;
    await call(ip, { kind: 'profile', id: uid });
    if (v % 2 === 1) await call(ip, { kind: 'course', id: courseId });
    if (v % 4 === 1) await call(ip, { kind: 'enroll_click', id: courseId });
  }
}

/**
 * Seeds analytics for `trainers` ({ uid, courseId } each; the first is the demo trainer, who gets
 * the most): today's views through recordView (so the server path is exercised; re-seeding the
 * same day counts nothing more), earlier days through the Admin SDK (see writeHistory).
 */
export async function seedAnalytics(db, trainers, now = Date.now()) {
  await Promise.all(trainers.map((t, i) => writeHistory(db, t.uid, i === 0 ? 3 : 1, now)));
  for (const [i, t] of trainers.slice(0, 3).entries()) {
    // recordView answers not-found until the card trigger has written the trainer's card
    for (let wait = 0; !(await db.doc(`trainer_cards/${t.uid}`).get()).exists; wait++) {
      if (wait > 120) throw new Error(`[seed] no trainer card for ${t.uid} after 60 s`);
      await new Promise((r) => setTimeout(r, 500));
    }
    await viewToday(t.uid, t.courseId, i === 0 ? 6 : 2);
  }
}
