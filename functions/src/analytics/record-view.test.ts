import type { RecordViewResult } from '@skillsetu/domain';
import { istDayKey, istMonthKey } from '@skillsetu/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, callErrorCode, closeApps, eventually, inWaves, newClient, newUser } from '../mail/accounts-test-env';
import { VIEW_CALLER_LIMITS } from '../lib/caller-limits';
import { takeRateLimitSlot } from '../lib/rate-limit';
import { countView, visitorHash } from './count-view';

const db = adminDb();
afterAll(closeApps);

/** A trainer profile and one published course; resolves once the card trigger has written trainer_cards/{uid}. */
async function seedTrainer(trainerId = `trainer-${randomUUID()}`) {
  const courseId = `course-${randomUUID()}`;
  await db.doc(`trainer_profiles/${trainerId}`).set({
    user_id: trainerId,
    full_name: 'Meera Iyer',
    email: `${trainerId}@example.com`,
    specialization: 'Data Science',
    verified: false,
    created_at: Timestamp.now(),
  });
  await db.doc(`courses/${courseId}`).set({
    trainer_id: trainerId,
    title: 'Python Basics',
    price: 2999,
    duration: '4 weeks',
    is_active: true,
    created_at: Timestamp.now(),
  });
  await eventually(async () => ((await db.doc(`trainer_cards/${trainerId}`).get()).exists ? true : undefined), 30_000);
  return { trainerId, courseId };
}

const today = () => istDayKey(new Date());
async function dayCounts(trainerId: string, day = today()) {
  return (await db.doc(`trainer_analytics/${trainerId}/days/${day}`).get()).data() ?? {};
}
async function monthCounts(trainerId: string, month = istMonthKey(new Date())) {
  return (await db.doc(`trainer_analytics/${trainerId}/months/${month}`).get()).data() ?? {};
}

// Each call is a functions-emulator request (a worker per concurrent call): generous timeouts on a busy machine.
describe('recordView', { timeout: 90_000 }, () => {
  it('one visitor: repeated profile views, course views and clicks on one day count once each', async () => {
    const { trainerId, courseId } = await seedTrainer();
    const visitor = newClient('visitor');
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push(await visitor.call<object, RecordViewResult>('recordView', { kind: 'profile', id: trainerId }));
      results.push(await visitor.call<object, RecordViewResult>('recordView', { kind: 'course', id: courseId }));
      results.push(await visitor.call<object, RecordViewResult>('recordView', { kind: 'enroll_click', id: courseId }));
    }
    expect(results.filter((r) => r.counted)).toHaveLength(3);
    expect(await dayCounts(trainerId)).toMatchObject({
      profile_views: 1,
      course_views: 1,
      enroll_clicks: 1,
      day: today(),
    });
    expect(await monthCounts(trainerId)).toMatchObject({ profile_views: 1, course_views: 1, enroll_clicks: 1 });
  });

  it('concurrent repeats by one visitor still count once', async () => {
    const { trainerId } = await seedTrainer();
    const visitor = newClient('racer');
    const results = await inWaves(6, 6, () =>
      visitor.call<object, RecordViewResult>('recordView', { kind: 'profile', id: trainerId }),
    );
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    expect((await dayCounts(trainerId)).profile_views).toBe(1);
  });

  it('two visitors on two IPs count two; a fresh sign-up on a counted IP counts nothing', async () => {
    const { trainerId } = await seedTrainer();
    const first = newClient('first');
    await first.call('recordView', { kind: 'profile', id: trainerId });
    await newClient('second').call('recordView', { kind: 'profile', id: trainerId });
    expect((await dayCounts(trainerId)).profile_views).toBe(2);
    // Keyed by uid AND IP, and a 10-minute-old account at least (view-visitors.test.ts has the rest).
    const learner = await newUser('learner', first.ip);
    expect(await learner.call('recordView', { kind: 'profile', id: trainerId })).toEqual({ counted: false });
    expect((await dayCounts(trainerId)).profile_views).toBe(2);
  });

  it("the trainer's own visits are not counted", async () => {
    const owner = await newUser('owner');
    const { trainerId, courseId } = await seedTrainer(owner.uid);
    expect(await owner.call('recordView', { kind: 'profile', id: trainerId })).toEqual({ counted: false });
    expect(await owner.call('recordView', { kind: 'course', id: courseId })).toEqual({ counted: false });
    expect(await dayCounts(trainerId)).toEqual({});
  });

  it('no raw uid or IP address is stored in the dedupe documents', async () => {
    const { trainerId } = await seedTrainer();
    const visitor = newClient('private');
    await visitor.call('recordView', { kind: 'profile', id: trainerId });
    const snap = await db.collection('view_dedupe').where('trainer_id', '==', trainerId).get();
    expect(snap.size).toBe(1);
    const stored = JSON.stringify({ id: snap.docs[0]!.id, ...snap.docs[0]!.data() });
    expect(stored).not.toContain(visitor.ip);
    expect(snap.docs[0]!.id).toContain(visitorHash(`ip:${visitor.ip}`));
    expect(snap.docs[0]!.get('expires_at').toMillis()).toBeGreaterThan(Date.now());
  });

  it('the next IST day counts the same visitor again (day and month documents)', async () => {
    const { trainerId } = await seedTrainer();
    const input = { kind: 'profile' as const, id: trainerId };
    const visitor = visitorHash(`ip:${randomUUID()}`);
    // 23:59 IST on 30 Nov and 00:00 IST on 1 Dec: two days, two months
    const late = new Date('2026-11-30T18:29:00Z');
    const next = new Date('2026-11-30T18:30:00Z');
    expect(await countView(db, { input, trainerId, visitors: [visitor], now: late })).toEqual({ counted: true });
    expect(await countView(db, { input, trainerId, visitors: [visitor], now: late })).toEqual({ counted: false });
    expect(await countView(db, { input, trainerId, visitors: [visitor], now: next })).toEqual({ counted: true });
    expect((await dayCounts(trainerId, '2026-11-30')).profile_views).toBe(1);
    expect((await dayCounts(trainerId, '2026-12-01')).profile_views).toBe(1);
    expect((await monthCounts(trainerId, '2026-11')).profile_views).toBe(1);
    expect((await monthCounts(trainerId, '2026-12')).profile_views).toBe(1);
  });

  it('rejects bad input, unknown trainers and unpublished courses, and counts nothing', async () => {
    const { trainerId } = await seedTrainer();
    const hidden = `course-${randomUUID()}`;
    await db.doc(`courses/${hidden}`).set({ trainer_id: trainerId, is_active: false });
    const visitor = newClient('bad');
    for (const data of [
      { kind: 'profile', id: trainerId, n: 99 },
      { kind: 'like', id: trainerId },
      { kind: 'profile', id: 'a/b' },
      null,
    ])
      expect(await callErrorCode(visitor.call('recordView', data))).toBe('invalid-argument');
    expect(await callErrorCode(visitor.call('recordView', { kind: 'profile', id: `nobody-${randomUUID()}` }))).toBe(
      'not-found',
    );
    expect(await callErrorCode(visitor.call('recordView', { kind: 'course', id: hidden }))).toBe('not-found');
    expect(await dayCounts(trainerId)).toEqual({});
  });

  it('one caller over the per-caller limit gets resource-exhausted', async () => {
    const { trainerId } = await seedTrainer();
    const spammer = newClient('spammer');
    // 120 calls per hourly window (fixed, aligned to the UTC hour; docs/decisions/015-per-caller-rate-limits.md).
    // The first 115 slots are taken the way recordView takes each, by takeRateLimitSlot on the
    // caller's key (its counting has its own tests in lib/rate-limit.test.ts): 115 calls fewer
    // through the emulator's workers (ADR 286). When less than a minute of the window is left, wait
    // for the next one, so every slot below falls in one window.
    const hour = 3_600_000;
    if (Date.now() % hour > hour - 60_000) {
      const next = Math.ceil(Date.now() / hour) * hour;
      await eventually(async () => (Date.now() >= next ? true : undefined), 70_000);
    }
    const taken = 115;
    for (let i = 0; i < taken; i++) expect(await takeRateLimitSlot(VIEW_CALLER_LIMITS, `ip:${spammer.ip}`)).toBe(true);
    // One call after another: concurrent calls of one caller that keep losing the counter's
    // transaction are refused too (fail closed, docs/decisions/015-per-caller-rate-limits.md), so only a sequence has an exact
    // count; takeRateLimitSlot's own test races 20 calls. Ids of unknown trainers are refused after
    // the limit is taken, so each call costs a slot.
    const codes = await inWaves(10, 1, async (i) => {
      try {
        await spammer.call('recordView', { kind: 'profile', id: i === 0 ? trainerId : `ghost-${i}` });
        return 'ok';
      } catch (err) {
        return String((err as { code?: string }).code);
      }
    });
    expect(codes.slice(0, 120 - taken)).toEqual(['ok', 'not-found', 'not-found', 'not-found', 'not-found']);
    expect(codes.slice(120 - taken)).toEqual(Array(5).fill('resource-exhausted'));
    expect(await callErrorCode(spammer.call('recordView', { kind: 'profile', id: trainerId }))).toBe(
      'resource-exhausted',
    );
    expect((await dayCounts(trainerId)).profile_views).toBe(1);
  });
});
