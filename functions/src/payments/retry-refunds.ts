import { refunds } from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { typedRead } from '../lib/typed-docs';
import { RAZORPAY_KEY_SECRET } from './razorpay-config';
import { executeRefund } from './refunds';

/** A 'created' refund younger than this may still be in its first caller's hands (ms). */
const GRACE_MS = 10 * 60_000;

/**
 * Sends every refund still 'created' without a Razorpay refund id and older than GRACE_MS (its
 * caller died between the transaction and the API call) through executeRefund, which is idempotent
 * (ADR 012). Returns how many it sent. At most 100 per run.
 */
export async function retryStuckRefunds(firestore: Firestore, now: Date): Promise<number> {
  const page = await firestore
    .collection('refunds')
    .where('status', '==', 'created')
    .where('razorpay_refund_id', '==', null)
    .limit(100)
    .get();
  const stuck = page.docs.filter((d) => {
    // A refund without a creation time (read as the epoch) counts as stuck, as before.
    const created = typedRead(refunds, d)?.created_at;
    return !created || now.getTime() - created.getTime() >= GRACE_MS;
  });
  for (const doc of stuck) await executeRefund(firestore, doc.ref);
  return stuck.length;
}

/** retryRefunds (every 30 minutes): completes refunds left half-done by a crashed caller (ADR 012). */
export const retryRefunds = onSchedule({ schedule: 'every 30 minutes', secrets: [RAZORPAY_KEY_SECRET] }, async () => {
  await retryStuckRefunds(db, new Date());
});
