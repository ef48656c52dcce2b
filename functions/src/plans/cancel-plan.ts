import { cancelPlanRequestSchema, type CancelPlanResponse } from '@skillsetu/domain';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { cancelPlanFor } from './plan-cancel-core';

/**
 * cancelPlan `{ confirm }` → CancelPlanResponse: the caller's plan under the 30-day money-back
 * guarantee (docs/product.md#plans, docs/decisions/085-plan-money-back.md) on the server clock. `confirm: false` quotes (refund in
 * paise, or the end date), `confirm: true` cancels: a full refund of each plan order paid within 30
 * days through Razorpay's Refunds API, or no refund and no renewal. Idempotent. Throws
 * unauthenticated, invalid-argument, failed-precondition ('You have no paid plan to cancel.').
 */
export const cancelPlan = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  guarded('cancelPlan', async (): Promise<CancelPlanResponse> => {
    const uid = requireAuth(request);
    const input = parseInput(cancelPlanRequestSchema, request.data);
    return cancelPlanFor(db, uid, input.confirm, new Date());
  }),
);
