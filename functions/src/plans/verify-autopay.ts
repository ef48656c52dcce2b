import { AUTOPAY_MESSAGES, autopayVerifySchema, planSubscriptions } from '@skillsetu/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { isValidSubscriptionSignature } from '../payments/signatures';
import { applyAutopayEvent } from './autopay-events';

/**
 * verifyAutopay `{ razorpay_payment_id, razorpay_subscription_id, razorpay_signature }` → `{ status }`:
 * checks Checkout's signature HMAC-SHA256(`payment_id|subscription_id`, key secret) and marks the
 * caller's subscription active (docs/decisions/162-autopay-subscriptions.md). The money — the order row and the plan period —
 * comes with the subscription.charged webhook, once per payment. Throws unauthenticated,
 * invalid-argument, permission-denied (bad signature, another trainer's subscription).
 */
export const verifyAutopay = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  guarded('verifyAutopay', async (): Promise<{ status: string }> => {
    const uid = requireAuth(request);
    const input = parseInput(autopayVerifySchema, request.data);
    const ok = isValidSubscriptionSignature(
      input.razorpay_payment_id,
      input.razorpay_subscription_id,
      input.razorpay_signature,
      RAZORPAY_KEY_SECRET.value(),
    );
    if (!ok) throw new HttpsError('permission-denied', AUTOPAY_MESSAGES.badSignature);
    const sub = dataOf(await typedDoc(db, planSubscriptions, input.razorpay_subscription_id).get());
    if (sub?.uid !== uid) throw new HttpsError('permission-denied', AUTOPAY_MESSAGES.notYours);
    const status = await applyAutopayEvent(
      db,
      {
        event: 'subscription.authenticated',
        eventId: `verify_${input.razorpay_payment_id}`,
        subscriptionId: input.razorpay_subscription_id,
      },
      new Date(),
    );
    return { status };
  }),
);
