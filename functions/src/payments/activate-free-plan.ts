import { activateFreePlanRequestSchema, planPricePaise, PLANS, type ActivateFreePlanResponse } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { fulfilOrder } from './fulfil-order';
import { freeUntil } from './price-purchase';

/**
 * activateFreePlan `{ plan, billing }` → `{ activated: true }`: the amount-0 path of spec §4's payment
 * flow. The server decides the plan is free now (Starter during the launch offer); otherwise it
 * throws failed-precondition. Records a paid order of 0 paise and fulfils it like any other order.
 */
export const activateFreePlan = onCall((request) =>
  guarded('activateFreePlan', async (): Promise<ActivateFreePlanResponse> => {
    const uid = requireAuth(request);
    const input = parseInput(activateFreePlanRequestSchema, request.data);
    if (planPricePaise(input.plan, input.billing, new Date(), freeUntil()) !== 0) {
      throw new HttpsError('failed-precondition', `The ${PLANS[input.plan].name} plan needs a payment.`);
    }
    const profile = await db.doc(`profiles/${uid}`).get();
    if (!profile.exists)
      throw new HttpsError('failed-precondition', 'Please complete your account before choosing a plan.');
    const orderRef = db.collection('orders').doc(`free_${db.collection('orders').doc().id}`);
    await orderRef.create({
      id: orderRef.id,
      uid,
      purpose: 'subscription',
      status: 'created',
      amount: 0,
      currency: 'INR',
      plan: input.plan,
      billing: input.billing,
      course_id: null,
      course_title: null,
      trainer_id: null,
      pending_key: '',
      created_at: FieldValue.serverTimestamp(),
    });
    await fulfilOrder(db, { orderId: orderRef.id, paymentId: 'free', source: 'free' });
    return { activated: true };
  }),
);
