import { PAYMENT_MESSAGES, verifyPaymentRequestSchema, type VerifyPaymentResponse, orders } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { fulfilOrder } from './fulfil-order';
import { RAZORPAY_KEY_SECRET } from './razorpay-config';
import { isValidPaymentSignature } from './signatures';
import { staleReasonOf } from './stale-order';
import { dataOf, typedDoc } from '../lib/typed-docs';

/**
 * verifyRazorpayPayment `{ razorpay_order_id, razorpay_payment_id, razorpay_signature, purpose? }` →
 * `{ verified: true }`. Checks HMAC-SHA256 of the STORED order id and the payment id with the key
 * secret (timing-safe), that the order belongs to the caller (and has the stated purpose), then
 * fulfils it once (fulfil-order.ts); a second payment of something already paid is refunded in
 * full and answered `{ verified: true, refunded: true }` (ADR 012), with `stale: 'order_expired' |
 * 'price_changed' | 'batch_changed'` when the order expired or the course's price or batch changed
 * before payment (ADR 145). Any mismatch throws permission-denied with the spec's
 * 'Payment verification failed - invalid signature' (docs/product.md#payments-and-refunds), revealing nothing about other orders.
 */
export const verifyRazorpayPayment = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  guarded('verifyRazorpayPayment', async (): Promise<VerifyPaymentResponse> => {
    const uid = requireAuth(request);
    const input = parseInput(verifyPaymentRequestSchema, request.data);
    const order = dataOf(await typedDoc(db, orders, input.razorpay_order_id).get()) ?? null;
    const signatureOk =
      order !== null &&
      isValidPaymentSignature(
        order.id,
        input.razorpay_payment_id,
        input.razorpay_signature,
        RAZORPAY_KEY_SECRET.value(),
      );
    const ownerOk = order !== null && order.uid === uid && (!input.purpose || input.purpose === order.purpose);
    if (!order || !signatureOk || !ownerOk) {
      logger.warn('Payment verification refused', {
        uid,
        orderId: input.razorpay_order_id,
        orderFound: order !== null,
        signatureOk,
        ownerOk,
      });
      throw new HttpsError('permission-denied', PAYMENT_MESSAGES.invalidSignature);
    }
    const result = await fulfilOrder(db, {
      orderId: order.id,
      paymentId: input.razorpay_payment_id,
      source: 'verify',
    });
    logger.info('Payment verified', { uid, orderId: order.id, result });
    if (result === 'batch-full') return { verified: true, refunded: true, reason: 'batch_full' };
    if (result === 'course-unavailable') return { verified: true, refunded: true, reason: 'course_unavailable' };
    const stale = staleReasonOf(result);
    if (stale) return { verified: true, refunded: true, stale };
    return result === 'duplicate-payment' ? { verified: true, refunded: true } : { verified: true };
  }),
);
