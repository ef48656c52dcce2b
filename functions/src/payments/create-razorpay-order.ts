import { checkoutTimeoutSeconds, createOrderRequestSchema, type CreateOrderResponse } from '@skillsetu/domain';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth, requireVerifiedEmail } from '../lib/callable';
import { createOrReuseOrder } from './pending-order';
import { pricePurchase } from './price-purchase';
import { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, razorpayClient } from './razorpay-config';

/**
 * createRazorpayOrder `{ purpose: 'subscription', plan, billing } | { purpose: 'enrollment', courseId }`
 * → `{ id, amount (paise), currency, key_id, timeout_seconds }`. The amount comes from the plan catalogue or the course
 * document (docs/architecture.md#decision-2); the order belongs to the signed-in uid; a retried create for the same pending
 * purchase returns the same order while it has time left; `timeout_seconds` is what is left before
 * the order's expires_at, for Checkout's `timeout` (docs/decisions/145-orders-expire.md). A free plan is refused here:
 * it goes through activateFreePlan. Buying a course needs a verified e-mail, else failed-precondition
 * (docs/decisions/170-verified-email.md).
 */
export const createRazorpayOrder = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  guarded('createRazorpayOrder', async (): Promise<CreateOrderResponse> => {
    const uid = requireAuth(request);
    const input = parseInput(createOrderRequestSchema, request.data);
    // A plan is bought in the sign-up dialog itself; what it pays for (publishing) needs the verified address.
    if (input.purpose === 'enrollment') requireVerifiedEmail(request);
    const purchase = await pricePurchase(db, uid, input);
    if (purchase.amount <= 0) {
      throw new HttpsError('failed-precondition', 'This plan is free right now: no payment is needed.');
    }
    const order = await createOrReuseOrder(db, uid, purchase, async (receipt) => {
      const created = await razorpayClient().orders.create({
        amount: purchase.amount,
        currency: 'INR',
        receipt,
        notes: { uid, purpose: purchase.purpose, description: purchase.description },
      });
      if (!created?.id || Number(created.amount) !== purchase.amount) {
        throw new Error(`Razorpay returned an unexpected order: ${JSON.stringify(created)}`);
      }
      return { id: created.id };
    });
    return {
      id: order.id,
      amount: order.amount,
      currency: 'INR',
      key_id: RAZORPAY_KEY_ID.value(),
      ...(order.expires_at ? { timeout_seconds: checkoutTimeoutSeconds(order.expires_at, new Date()) } : {}),
    };
  }),
);
