import { AUTOPAY_MESSAGES, planSubscriptions } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, requireAuth } from '../lib/callable';
import { collectionPath, typedRead } from '../lib/typed-docs';
import { RAZORPAY_KEY_SECRET, razorpayClient } from '../payments/razorpay-config';
import { AUTOPAY_LIVE } from './create-autopay';

/**
 * cancelAutopay `{}` → `{ cancelled }`: stops the next charge of the caller's autopay (Razorpay
 * POST /v1/subscriptions/{id}/cancel with cancel_at_cycle_end=1); the plan runs to its end date and
 * reads "will not renew" (docs/decisions/162-autopay-subscriptions.md). Idempotent: a second call finds nothing left to
 * cancel. Throws unauthenticated and failed-precondition ('You have no autopay to cancel.').
 */
export const cancelAutopay = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  guarded('cancelAutopay', async (): Promise<{ cancelled: number }> => {
    const uid = requireAuth(request);
    const live = (
      await db
        .collection(collectionPath(planSubscriptions))
        .where('uid', '==', uid)
        .where('status', 'in', [...AUTOPAY_LIVE])
        .get()
    ).docs.filter((d) => typedRead(planSubscriptions, d)?.cancel_at_cycle_end !== true);
    if (live.length === 0) throw new HttpsError('failed-precondition', AUTOPAY_MESSAGES.noneToCancel);
    for (const doc of live) {
      await razorpayClient().subscriptions.cancel(doc.id, true);
      await doc.ref.update({ cancel_at_cycle_end: true, updated_at: FieldValue.serverTimestamp() });
    }
    await db
      .doc(`profiles/${uid}`)
      .update({ subscription_cancel_at_period_end: true, updated_at: FieldValue.serverTimestamp() });
    return { cancelled: live.length };
  }),
);
