// recomputeTrainerCard against the Firestore emulator (never a mock): called directly on an isolated
// named database (no trigger fires there, so every result is deterministic), and end to end through
// the deployed triggers on the default database with real writes.
import { CARD_DEFAULTS, trainerCardSchema, type TrainerCard } from '@skillsetu/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeTrainerCard } from './recompute-trainer-card';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-skillsetu';
const app =
  getApps().find((a) => a.name === 'trainer-card-tests') ?? initializeApp({ projectId: PROJECT }, 'trainer-card-tests');
/** Default database: the functions emulator runs the triggers on writes here. */
const live = getFirestore(app);
/** A separate database of the same emulator: no trigger, so only the direct calls below write cards. */
const direct = getFirestore(app, 'trainer-card-direct');

const RUN = Date.now().toString(36);
const uidOf = (name: string) => `fn-test-${RUN}-${name}`;

function profile(uid: string, extra: Record<string, unknown> = {}) {
  return {
    user_id: uid,
    full_name: 'Kiran Rao',
    email: `${uid}@example.com`,
    phone: '+91 9000000000',
    city: 'Pune',
    specialization: 'Data Science',
    experience: '3-5 years',
    bio: 'I teach data science.',
    hourly_rate: 800,
    certifications: ['IBM Data Science'],
    teaching_languages: ['English', 'Marathi'],
    skills: ['Python'],
    avatar_url: null,
    linkedin_url: null,
    portfolio_url: null,
    verified: false,
    created_at: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
    ...extra,
  };
}

function course(uid: string, extra: Record<string, unknown> = {}) {
  return {
    trainer_id: uid,
    title: 'SQL for Analysts',
    description: 'Joins and window functions.',
    price: 4999,
    duration: '1-2 months',
    category: 'Data Science',
    skills: ['SQL'],
    mode: 'Online',
    batch_size: '11-20 students',
    prerequisites: null,
    is_active: true,
    created_at: Timestamp.fromMillis(Date.UTC(2025, 0, 2)),
    ...extra,
  };
}

async function card(db: Firestore, uid: string): Promise<TrainerCard | null> {
  const snap = await db.doc(`trainer_cards/${uid}`).get();
  return snap.exists ? trainerCardSchema.parse(snap.data()) : null;
}

/** Polls `read` until `done` holds (the trigger runs about a second after a write); returns the last value. */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('recomputeTrainerCard (direct)', () => {
  beforeAll(async () => {
    await direct.recursiveDelete(direct.collection('trainer_cards'));
  });

  it('derives the card with the Introduction Course, then the published course, and skips drafts', async () => {
    const uid = uidOf('direct-a');
    await direct.doc(`trainer_profiles/${uid}`).set(profile(uid));
    expect(await recomputeTrainerCard(direct, uid)).toBe('written');
    const first = await card(direct, uid);
    expect(first?.courses).toEqual([
      { id: 'introduction', title: CARD_DEFAULTS.introCourseTitle, price: 8000, duration: '4 weeks', is_default: true },
    ]);
    expect(first?.id).toBeGreaterThan(0);

    await direct.doc(`courses/${uid}-sql`).set(course(uid));
    await direct.doc(`courses/${uid}-draft`).set(course(uid, { title: 'Secret Draft', is_active: false }));
    expect(await recomputeTrainerCard(direct, uid)).toBe('written');
    const second = await card(direct, uid);
    expect(second?.courses.map((c) => c.title)).toEqual(['SQL for Analysts']);
    expect(second?.min_price).toBe(4999);
    expect(second?.skills).toEqual(['Python', 'SQL']);
    expect(second?.id).toBe(first?.id);
  });

  it('re-running changes nothing: unchanged, and the stored card keeps its update time', async () => {
    const uid = uidOf('direct-b');
    await direct.doc(`trainer_profiles/${uid}`).set(profile(uid));
    await direct.doc(`courses/${uid}-sql`).set(course(uid));
    expect(await recomputeTrainerCard(direct, uid)).toBe('written');
    const before = await direct.doc(`trainer_cards/${uid}`).get();
    expect(await recomputeTrainerCard(direct, uid)).toBe('unchanged');
    expect(await recomputeTrainerCard(direct, uid)).toBe('unchanged');
    const after = await direct.doc(`trainer_cards/${uid}`).get();
    expect(after.updateTime?.isEqual(before.updateTime as Timestamp)).toBe(true);
  });

  it('deleting the last published course falls back to the default Introduction Course', async () => {
    const uid = uidOf('direct-c');
    await direct.doc(`trainer_profiles/${uid}`).set(profile(uid, { hourly_rate: null }));
    await direct.doc(`courses/${uid}-sql`).set(course(uid));
    await recomputeTrainerCard(direct, uid);
    expect((await card(direct, uid))?.courses[0]?.title).toBe('SQL for Analysts');
    await direct.doc(`courses/${uid}-sql`).delete();
    expect(await recomputeTrainerCard(direct, uid)).toBe('written');
    const fallback = await card(direct, uid);
    expect(fallback?.courses).toEqual([
      { id: 'introduction', title: 'Introduction Course', price: 2999, duration: '4 weeks', is_default: true },
    ]);
    expect(fallback?.min_price).toBe(2999);
  });

  it('assigns unique numeric ids, stable across recomputes, even when profiles arrive at once', async () => {
    const uids = Array.from({ length: 6 }, (_, i) => uidOf(`direct-ids-${i}`));
    await Promise.all(uids.map((u) => direct.doc(`trainer_profiles/${u}`).set(profile(u))));
    await Promise.all(uids.map((u) => recomputeTrainerCard(direct, u)));
    const ids = await Promise.all(uids.map(async (u) => (await card(direct, u))?.id));
    expect(ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(uids.length);
    for (const [i, u] of uids.entries()) {
      expect((await direct.doc(`trainer_profiles/${u}`).get()).get('id')).toBe(ids[i]);
    }
    await direct.doc(`trainer_profiles/${uids[0]}`).update({ bio: 'Edited bio' });
    await Promise.all(uids.map((u) => recomputeTrainerCard(direct, u)));
    expect(await Promise.all(uids.map(async (u) => (await card(direct, u))?.id))).toEqual(ids);
  });

  it('deleting the trainer profile deletes the card', async () => {
    const uid = uidOf('direct-d');
    await direct.doc(`trainer_profiles/${uid}`).set(profile(uid));
    await recomputeTrainerCard(direct, uid);
    expect(await card(direct, uid)).not.toBeNull();
    await direct.doc(`trainer_profiles/${uid}`).delete();
    expect(await recomputeTrainerCard(direct, uid)).toBe('deleted');
    expect(await card(direct, uid)).toBeNull();
    expect(await recomputeTrainerCard(direct, uid)).toBe('unchanged');
  });
});

describe('trainer card triggers (deployed on the functions emulator)', () => {
  const uid = uidOf('live');
  const courseRef = live.doc(`courses/${uid}-sql`);

  afterAll(async () => {
    // Leave nothing behind for the Playwright suites that share this emulator run.
    await courseRef.delete();
    await live.doc(`trainer_profiles/${uid}`).delete();
    await eventually(
      () => card(live, uid),
      (c) => c === null,
    );
  });

  it('a real profile write and course writes keep the card in sync, with a stable id', async () => {
    await live.doc(`trainer_profiles/${uid}`).set(profile(uid, { full_name: 'Live Trainer' }));
    const created = await eventually(
      () => card(live, uid),
      (c) => c !== null,
    );
    expect(created?.name).toBe('Live Trainer');
    expect(created?.courses[0]?.is_default).toBe(true);
    expect((await live.doc(`trainer_profiles/${uid}`).get()).get('id')).toBe(created?.id);

    await courseRef.set(course(uid));
    const withCourse = await eventually(
      () => card(live, uid),
      (c) => c?.courses[0]?.title === 'SQL for Analysts',
    );
    expect(withCourse?.courses).toHaveLength(1);

    await courseRef.update({ price: 5999 });
    const repriced = await eventually(
      () => card(live, uid),
      (c) => c?.courses[0]?.price === 5999,
    );
    expect(repriced?.min_price).toBe(5999);

    await courseRef.delete();
    const fallback = await eventually(
      () => card(live, uid),
      (c) => c?.courses[0]?.is_default === true,
    );
    expect(fallback?.courses[0]?.title).toBe('Introduction Course');
    expect(fallback?.id).toBe(created?.id);

    // The trigger already wrote this state: recomputing again is a no-op.
    expect(await recomputeTrainerCard(live, uid)).toBe('unchanged');
  });

  it('deleting the trainer profile deletes the card', async () => {
    const gone = uidOf('live-gone');
    await live.doc(`trainer_profiles/${gone}`).set(profile(gone));
    expect(
      await eventually(
        () => card(live, gone),
        (c) => c !== null,
      ),
    ).not.toBeNull();
    await live.doc(`trainer_profiles/${gone}`).delete();
    expect(
      await eventually(
        () => card(live, gone),
        (c) => c === null,
      ),
    ).toBeNull();
  });
});
