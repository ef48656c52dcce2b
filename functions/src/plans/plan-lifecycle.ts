import {
  PLAN_PAGE_PATH,
  PLANS,
  planLifecycleAction,
  planReminders,
  profiles,
  type PlanReminder,
} from '@skillsetu/domain';
import { Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { appUrl, escapeHtml, queueMailInTx } from '../mail/mail-queue';
import { wantsMail } from '../notifications/mail-preferences';
import { withContentionRetry } from '../payments/lease';
import { currentSubscription } from '../payments/current-subscription';
import { runTransaction } from '../lib/transaction';

/** Profiles handled per query page (the job pages until none is left). */
const PAGE = 200;
const DAY_MS = 86_400_000;

/** What one run did: how many plans it expired and reminders it sent. */
export interface LifecycleRun {
  expired: number;
  reminded: number;
}

/** '23 Nov 2027' (IST). */
const dateIst = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function reminderText(plan: string, end: Date, kind: PlanReminder) {
  const name = PLANS[plan as keyof typeof PLANS]?.name ?? 'Your';
  return {
    title: kind === '1d' ? 'Your plan ends tomorrow' : 'Your plan ends in 7 days',
    message: `Your ${name} plan ends on ${dateIst(end)}. Renew it to keep your courses published.`,
  };
}

/** The reminder as a mail (kind 'plan-reminder', a "Plan mails" preference), linking to the plan page. */
function reminderMail(to: string, t: { title: string; message: string }) {
  const link = `${appUrl()}${PLAN_PAGE_PATH}`;
  return {
    to,
    subject: t.title,
    text: `${t.message}\n\n${link}`,
    html: `<p>${escapeHtml(t.message)}</p><p><a href="${link}">Open your plan</a></p>`,
    kind: 'plan-reminder' as const,
  };
}

/**
 * The plan job's core at `now` (ADR 013; the schedule is expire-plans.ts): every active profile whose
 * subscription_end_date is within 7 days gets planLifecycleAction's decision, applied in one
 * transaction per profile that re-reads it — 'expire' sets subscription_status 'expired'; a reminder
 * writes one notification and records it in plan_reminders/{uid}_{endMillis} (server-only), so
 * repeated or overlapping runs send each reminder once per end date. Needs the composite index
 * profiles (subscription_status, subscription_end_date).
 */
export async function runPlanLifecycle(db: Firestore, now: Date): Promise<LifecycleRun> {
  const run: LifecycleRun = { expired: 0, reminded: 0 };
  const horizon = Timestamp.fromMillis(now.getTime() + 7 * DAY_MS);
  // the page's last profile is the cursor (its end date, then its id): no field of it is read here
  let after: QueryDocumentSnapshot | null = null;
  for (;;) {
    let q = db
      .collection('profiles')
      .where('subscription_status', '==', 'active')
      .where('subscription_end_date', '<=', horizon)
      .orderBy('subscription_end_date')
      .limit(PAGE);
    if (after) q = q.startAfter(after);
    const page = await q.get();
    for (const doc of page.docs) {
      const done = await withContentionRetry(() => applyOne(db, doc.id, now));
      if (done === 'expire') run.expired += 1;
      else if (done) run.reminded += 1;
    }
    if (page.size < PAGE) break;
    after = page.docs[page.docs.length - 1] ?? null;
  }
  logger.info('Plan lifecycle run', { at: now.toISOString(), ...run });
  return run;
}

async function applyOne(db: Firestore, uid: string, now: Date): Promise<'expire' | PlanReminder | null> {
  const profileRef = db.doc(`profiles/${uid}`);
  return runTransaction(db, async (tx) => {
    const profile = await tx.get(profileRef);
    const sub = currentSubscription(profile.data());
    if (!sub.end) return null;
    const reminderRef = typedDoc(db, planReminders, `${uid}_${sub.end.getTime()}`);
    const sent = dataOf(await tx.get(reminderRef))?.sent ?? [];
    const action = planLifecycleAction(sub, sent, now);
    const email = typedRead(profiles, profile)?.email;
    // the trainer's "Plan mails" choice (docs/accounts.md); the bell notification is always written
    const mailTo = action && action !== 'expire' && email && (await wantsMail(tx, uid, 'plans')) ? email : null;
    if (action === 'expire') {
      tx.update(profileRef, { subscription_status: 'expired', updated_at: Timestamp.fromDate(now) });
    } else if (action) {
      tx.set(reminderRef, { uid, end: sub.end, sent: [...sent, action] });
      tx.create(db.collection('notifications').doc(), {
        user_id: uid,
        ...reminderText(sub.plan ?? '', sub.end, action),
        type: 'info',
        is_read: false,
        // The plan page renews the plan; /become-trainer is for visitors (docs/decisions/160-trainer-plan-page.md).
        action_url: PLAN_PAGE_PATH,
        created_at: Timestamp.fromDate(now),
      });
      if (mailTo) queueMailInTx(tx, reminderMail(mailTo, reminderText(sub.plan ?? '', sub.end, action)));
    }
    return action;
  });
}
