import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, closeApps, newUser, seedProfile } from '../payments/payments-test-env';
import { runPlanLifecycle } from './plan-lifecycle';

const db = adminDb();
const DAY = 86_400_000;
afterAll(closeApps);

async function trainerEndingIn(days: number, plan = 'professional'): Promise<string> {
  const t = await newUser('lifecycle');
  await seedProfile(db, t, 'trainer');
  const end = Date.now() + days * DAY;
  await db.doc(`profiles/${t.uid}`).update({
    subscription_plan: plan,
    subscription_status: 'active',
    subscription_start_date: Timestamp.fromMillis(end - 30 * DAY),
    subscription_end_date: Timestamp.fromMillis(end),
  });
  return t.uid;
}
const status = async (uid: string) => (await db.doc(`profiles/${uid}`).get()).get('subscription_status') as string;
const reminders = async (uid: string) =>
  (await db.collection('notifications').where('user_id', '==', uid).get()).docs
    .map((d) => d.get('title') as string)
    .filter((t) => t.startsWith('Your plan ends'))
    .sort();

describe('the hourly plan job (runPlanLifecycle, the core of expirePlans)', () => {
  it(
    'expires ended plans and reminds 7 days and 1 day before, each once, however often it runs',
    { timeout: 120_000 },
    async () => {
      const [ended, inSix, inHalf, inThirty] = await Promise.all([
        trainerEndingIn(-1 / 24),
        trainerEndingIn(6.5),
        trainerEndingIn(0.5, 'starter'),
        trainerEndingIn(30),
      ]);
      const now = new Date();
      await Promise.all([runPlanLifecycle(db, now), runPlanLifecycle(db, now)]);
      await runPlanLifecycle(db, new Date(now.getTime() + 60_000));
      expect(await status(ended)).toBe('expired');
      expect([await status(inSix), await status(inHalf), await status(inThirty)]).toEqual([
        'active',
        'active',
        'active',
      ]);
      expect(await reminders(ended)).toEqual([]);
      expect(await reminders(inSix)).toEqual(['Your plan ends in 7 days']);
      expect(await reminders(inHalf)).toEqual(['Your plan ends tomorrow']);
      expect(await reminders(inThirty)).toEqual([]);
      // The reminder opens the plan page, where the plan can be renewed (docs/decisions/160-trainer-plan-page.md).
      const links = (await db.collection('notifications').where('user_id', '==', inSix).get()).docs
        .filter((d) => String(d.get('title')).startsWith('Your plan ends'))
        .map((d) => d.get('action_url'));
      expect(links).toEqual(['/trainer-dashboard/plan']);

      // Six days later the 7-day reminder is not repeated, the 1-day one comes, then the plan expires.
      await runPlanLifecycle(db, new Date(now.getTime() + 6 * DAY));
      expect(await reminders(inSix)).toEqual(['Your plan ends in 7 days', 'Your plan ends tomorrow']);
      await runPlanLifecycle(db, new Date(now.getTime() + 7 * DAY));
      expect(await status(inSix)).toBe('expired');
      expect(await reminders(inSix)).toHaveLength(2);
    },
  );
});
