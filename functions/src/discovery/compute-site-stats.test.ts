import { randomUUID } from 'node:crypto';
import { SITE_STATS_DOC, siteStatsSchema } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb } from '../mail/accounts-test-env';
import { computeSiteStats } from './compute-site-stats';

const db = adminDb();
const written: string[] = [];
afterAll(async () => {
  await Promise.all(written.map((path) => db.doc(path).delete()));
});

async function put(path: string, data: Record<string, unknown>) {
  written.push(path);
  await db.doc(path).set(data);
}

describe('computeSiteStats (site_stats/public from real data)', () => {
  it('counts learners, verified trainers, categories with trainers and the mean rating of rated trainers', async () => {
    const before = await computeSiteStats(db);
    const id = randomUUID();
    await put(`profiles/stats-learner-${id}`, {
      full_name: 'Stats Learner',
      email: `s-${id}@e2e.test`,
      user_type: 'learner',
      phone: null,
      city: null,
      avatar_url: null,
      updated_at: Timestamp.now(),
    });
    await put(`profiles/stats-trainer-${id}`, {
      full_name: 'Stats Trainer',
      email: `t-${id}@e2e.test`,
      user_type: 'trainer',
      phone: null,
      city: null,
      avatar_url: null,
      updated_at: Timestamp.now(),
    });
    await put(`trainer_cards/stats-a-${id}`, {
      verified: true,
      category: 'Network Administration',
      reviews: 4,
      rating: 5,
    });
    await put(`trainer_cards/stats-b-${id}`, {
      verified: false,
      category: 'Network Administration',
      reviews: 0,
      rating: 0,
    });

    const after = await computeSiteStats(db, new Date('2026-01-02T03:04:05Z'));
    expect(after.learners).toBe(before.learners + 1); // the trainer profile is not a learner
    expect(after.verified_trainers).toBe(before.verified_trainers + 1);
    // other suites' cards share the emulator: the category may or may not have been counted before
    expect(after.categories).toBeGreaterThanOrEqual(Math.max(before.categories, 1));
    expect(after.categories).toBeLessThanOrEqual(before.categories + 1);
    expect(after.rated_trainers).toBe(before.rated_trainers + 1); // a card without reviews has no rating
    expect(after.average_rating).not.toBeNull();
    expect(after.average_rating!).toBeGreaterThan(0);
    expect(after.average_rating!).toBeLessThanOrEqual(5);

    const stored = (await db.doc(SITE_STATS_DOC).get()).data()!;
    expect(stored.updated_at).toBeInstanceOf(Timestamp);
    expect(siteStatsSchema.parse({ ...stored, updated_at: (stored.updated_at as Timestamp).toDate() })).toEqual(after);
  });

  it('has no average rating while no trainer has reviews, never a made-up one', async () => {
    const stats = await computeSiteStats(db);
    expect(stats.average_rating === null).toBe(stats.rated_trainers === 0);
  });
});
