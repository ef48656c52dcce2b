// recomputeTrainerCard against the Firestore emulator (never a mock): called directly on an isolated
// named database (no trigger fires there, so every result is deterministic), and end to end through
// the deployed triggers on the default database with real writes.
import { CARD_DEFAULTS, CARD_MAX_COURSES, trainerCardSchema, type TrainerCard } from '@skillsetu/domain';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from '../lib/test-wait';
import { recomputeTrainerCard, refreshTrainerCardCourses, type ReadMeter } from './recompute-trainer-card';

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

  it('a card stored under the older camelCase names is rewritten under the profile names (ADR 269)', async () => {
    const uid = uidOf('direct-older');
    await direct.doc(`trainer_profiles/${uid}`).set(profile(uid, { linkedin_url: 'https://linkedin.com/in/kiran' }));
    expect(await recomputeTrainerCard(direct, uid)).toBe('written');
    const ref = direct.doc(`trainer_cards/${uid}`);
    const fresh = (await ref.get()).data() ?? {};
    const { hourly_rate, linkedin_url, portfolio_url, ...rest } = fresh;
    await ref.set({ ...rest, hourlyRate: hourly_rate, linkedinUrl: linkedin_url, portfolioUrl: portfolio_url });
    // read before the rebuild: the older names read as the new ones
    expect(await card(direct, uid)).toMatchObject({ hourly_rate: 800, linkedin_url: 'https://linkedin.com/in/kiran' });
    expect(await recomputeTrainerCard(direct, uid)).toBe('written');
    const rebuilt = (await ref.get()).data() ?? {};
    expect(rebuilt).toMatchObject({ hourly_rate: 800, linkedin_url: 'https://linkedin.com/in/kiran' });
    expect(Object.keys(rebuilt)).not.toContain('hourlyRate');
    expect(await recomputeTrainerCard(direct, uid)).toBe('unchanged');
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

/** Writes `n` published courses for `uid` (batches of 400) with the given size of texts. */
async function manyCourses(db: Firestore, uid: string, n: number, bulky = false) {
  for (let start = 0; start < n; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(n, start + 400); i++) {
      batch.set(
        db.doc(`courses/${uid}-${String(i).padStart(4, '0')}`),
        course(uid, {
          title: bulky ? `${i} ${'Advanced Data Engineering '.repeat(7)}`.slice(0, 200) : `Course ${i}`,
          price: 1000 + i,
          skills: bulky ? Array.from({ length: 30 }, (_, k) => `skill-${i}-${k}-${'x'.repeat(40)}`) : ['SQL'],
          created_at: Timestamp.fromMillis(Date.UTC(2025, 0, 1) + i * 1000),
        }),
      );
    }
    await batch.commit();
  }
}

describe('bounded cost and size (direct)', () => {
  it('150 course writes: each card update reads a bounded number of documents, not the whole list', async () => {
    const uid = uidOf('bounded-150');
    await direct.doc(`trainer_profiles/${uid}`).set(profile(uid));
    const perWrite: number[] = [];
    for (let i = 0; i < 150; i++) {
      await direct.doc(`courses/${uid}-${i}`).set(
        course(uid, {
          title: `Course ${i}`,
          price: 2000 - i,
          created_at: Timestamp.fromMillis(Date.UTC(2025, 0, 1) + i),
        }),
      );
      const meter: ReadMeter = { reads: 0 };
      await refreshTrainerCardCourses(direct, uid, meter);
      perWrite.push(meter.reads);
    }
    // profile + card + id lookup (4), the first 10 courses, the cheapest (1), the count (1)
    expect(Math.max(...perWrite)).toBeLessThanOrEqual(4 + CARD_MAX_COURSES + 2);
    expect(perWrite[149]).toBe(perWrite[20]);
    const c = await card(direct, uid);
    expect(c?.course_count).toBe(150);
    expect(c?.min_price).toBe(2000 - 149);
    expect(c?.courses).toHaveLength(CARD_MAX_COURSES);
    // the full recompute (profile changes, reviews) is bounded as well: three stats aggregations
    // (enrolments, cancelled or refunded enrolments, reviews; docs/decisions/140-refunded-reviews-hidden.md)
    const full: ReadMeter = { reads: 0 };
    expect(await recomputeTrainerCard(direct, uid, full)).toBe('unchanged');
    expect(full.reads).toBeLessThanOrEqual(4 + CARD_MAX_COURSES + 2 + 3);
  }, 300_000);

  it('520 bulky courses: the card stays under 100 kB and still follows later edits', async () => {
    const uid = uidOf('bulky-520');
    await direct.doc(`trainer_profiles/${uid}`).set(profile(uid));
    await manyCourses(direct, uid, 520, true);
    expect(await recomputeTrainerCard(direct, uid)).toBe('written');
    const snap = await direct.doc(`trainer_cards/${uid}`).get();
    const bytes = Buffer.byteLength(JSON.stringify(snap.data()));
    expect(bytes).toBeLessThan(100_000);
    expect((await card(direct, uid))?.course_count).toBe(520);

    await direct.doc(`courses/${uid}-0000`).update({ title: 'Renamed first course', price: 1 });
    expect(await refreshTrainerCardCourses(direct, uid)).toBe('written');
    const edited = await card(direct, uid);
    expect(edited?.courses[0]?.title).toBe('Renamed first course');
    expect(edited?.min_price).toBe(1);
    await direct.doc(`courses/${uid}-0000`).update({ is_active: false });
    await refreshTrainerCardCourses(direct, uid);
    const unpublished = await card(direct, uid);
    expect(unpublished?.course_count).toBe(519);
    expect(unpublished?.min_price).toBe(1001);
    expect(unpublished?.courses[0]?.id).toBe(`${uid}-0001`);
  }, 120_000);
});

describe('the card never freezes on an invalid field (direct)', () => {
  it('drops an emoji-only skill, a blank-looking name and a https://<x> link, and still follows verified', async () => {
    const uid = uidOf('invalid-fields');
    // written with the Admin SDK (no rules): data the rules refuse today but older data may hold
    await direct.doc(`trainer_profiles/${uid}`).set(
      profile(uid, {
        full_name: '\u200b',
        skills: ['🚀', 'Python'],
        linkedin_url: 'https://<x>',
        portfolio_url: 'https://<x>',
        avatar_url: 'https://tracker.example.com/pixel.gif',
        verified: true,
      }),
    );
    expect(await recomputeTrainerCard(direct, uid)).toBe('written');
    const first = await card(direct, uid);
    expect(first?.verified).toBe(true);
    expect(first?.name).toBe('Trainer');
    expect(first?.skills).toEqual(['Python']);
    expect(first?.linkedin_url).toBeNull();
    expect(first?.image).toBeNull();
    expect(first?.location).toBe('Pune');

    // an admin revokes Verified: the card follows although the invalid fields are still there
    await direct.doc(`trainer_profiles/${uid}`).update({ verified: false });
    expect(await recomputeTrainerCard(direct, uid)).toBe('written');
    expect((await card(direct, uid))?.verified).toBe(false);
  });

  it('a course with a fractional price is left off the card, the others stay', async () => {
    const uid = uidOf('bad-course');
    await direct.doc(`trainer_profiles/${uid}`).set(profile(uid));
    await direct.doc(`courses/${uid}-good`).set(course(uid, { title: 'Good', price: 100 }));
    await direct.doc(`courses/${uid}-bad`).set(course(uid, { title: 'Bad', price: 0.5 }));
    await recomputeTrainerCard(direct, uid);
    expect((await card(direct, uid))?.courses.map((c) => c.title)).toEqual(['Good']);
  });
});

describe('trainer card triggers (deployed on the functions emulator)', () => {
  const uid = uidOf('live');
  const courseRef = live.doc(`courses/${uid}-sql`);

  afterAll(async () => {
    // Leave nothing behind for the Playwright suites that share this emulator run.
    await courseRef.delete();
    await live.doc(`trainer_profiles/${uid}`).delete();
    await settled(
      () => card(live, uid),
      (c) => c === null,
    );
  });

  it('a real profile write and course writes keep the card in sync, with a stable id', async () => {
    await live.doc(`trainer_profiles/${uid}`).set(profile(uid, { full_name: 'Live Trainer' }));
    const created = await settled(
      () => card(live, uid),
      (c) => c !== null,
    );
    expect(created?.name).toBe('Live Trainer');
    expect(created?.courses[0]?.is_default).toBe(true);
    expect((await live.doc(`trainer_profiles/${uid}`).get()).get('id')).toBe(created?.id);

    await courseRef.set(course(uid));
    const withCourse = await settled(
      () => card(live, uid),
      (c) => c?.courses[0]?.title === 'SQL for Analysts',
    );
    expect(withCourse?.courses).toHaveLength(1);

    await courseRef.update({ price: 5999 });
    const repriced = await settled(
      () => card(live, uid),
      (c) => c?.courses[0]?.price === 5999,
    );
    expect(repriced?.min_price).toBe(5999);

    await courseRef.delete();
    const fallback = await settled(
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
      await settled(
        () => card(live, gone),
        (c) => c !== null,
      ),
    ).not.toBeNull();
    await live.doc(`trainer_profiles/${gone}`).delete();
    expect(
      await settled(
        () => card(live, gone),
        (c) => c === null,
      ),
    ).toBeNull();
  });
});
