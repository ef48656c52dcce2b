import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, closeApps, eventually, mailsTo, newUser, type Client } from '../mail/accounts-test-env';
import { runPlanLifecycle } from '../plans/plan-lifecycle';

// Every mail a user may turn off reads notification_preferences/{uid} (docs/accounts.md
// "Notification preferences"): the away-message mail and the plan reminder mail, on the emulators.
const db = adminDb();
const DAY = 86_400_000;
afterAll(closeApps);

type User = Client & { uid: string; email: string };

async function withProfile(label: string, userType: 'learner' | 'trainer', extra: Record<string, unknown> = {}) {
  const user: User = await newUser(label);
  await db.doc(`profiles/${user.uid}`).set({
    full_name: `${label} name`,
    email: user.email,
    user_type: userType,
    phone: null,
    city: null,
    avatar_url: null,
    updated_at: Timestamp.now(),
    ...extra,
  });
  return user;
}

const choose = (uid: string, over: Record<string, boolean>) =>
  db.doc(`notification_preferences/${uid}`).set({
    messages: true,
    reminders: true,
    marketing: false,
    plans: true,
    payouts: true,
    updated_at: Timestamp.now(),
    ...over,
  });

describe('mail preferences', { timeout: 120_000 }, () => {
  it('no away-message mail to a recipient who turned "New messages" off; the bell notification still comes', async () => {
    const [learner, quiet, loud] = await Promise.all([
      withProfile('writer', 'learner'),
      withProfile('quiet', 'trainer'),
      withProfile('loud', 'trainer'),
    ]);
    await choose(quiet.uid, { messages: false });
    for (const trainer of [quiet, loud]) {
      const cid = `${learner.uid}_${trainer.uid}`;
      await db.doc(`conversations/${cid}`).set({
        learner_id: learner.uid,
        trainer_id: trainer.uid,
        participants: [learner.uid, trainer.uid],
        created_at: Timestamp.now(),
        last_message_at: Timestamp.now(),
        unread: {},
        blocked_by: [],
      });
      await db.doc(`conversations/${cid}/messages/${learner.uid}_1`).set({
        sender_id: learner.uid,
        text: 'Is the weekend batch open?',
        created_at: Timestamp.now(),
      });
    }
    for (const trainer of [quiet, loud]) {
      await eventually(
        async () =>
          (await db.doc(`notifications/message_${learner.uid}_${trainer.uid}_${trainer.uid}`).get()).exists
            ? true
            : undefined,
        60_000,
      );
    }
    expect(await mailsTo(db, quiet.email)).toHaveLength(0);
    expect(await mailsTo(db, loud.email)).toHaveLength(1);
  });

  it('the plan reminder mails only trainers whose "Plan mails" are on (default on)', async () => {
    const end = Timestamp.fromMillis(Date.now() + 6.5 * DAY);
    const plan = {
      subscription_plan: 'professional',
      subscription_status: 'active',
      subscription_start_date: Timestamp.fromMillis(end.toMillis() - 30 * DAY),
      subscription_end_date: end,
    };
    const [off, byDefault] = await Promise.all([
      withProfile('planoff', 'trainer', plan),
      withProfile('plandefault', 'trainer', plan),
    ]);
    await choose(off.uid, { plans: false });
    await runPlanLifecycle(db, new Date());
    const bell = async (uid: string) => (await db.collection('notifications').where('user_id', '==', uid).get()).docs;
    expect((await bell(off.uid)).some((d) => d.get('title') === 'Your plan ends in 7 days')).toBe(true);
    expect(await mailsTo(db, off.email)).toHaveLength(0);
    const mails = await mailsTo(db, byDefault.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'plan-reminder', message: { subject: 'Your plan ends in 7 days' } });
  });
});
