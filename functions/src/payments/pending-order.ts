import {
  enrollmentId,
  MONEY_MESSAGES,
  orderExpiresAt,
  orderReusableAt,
  orders,
  pendingPurchases,
  type Order,
} from '@skillsetu/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PricedPurchase } from './price-purchase';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/** A claim older than this is treated as abandoned (the claiming instance died mid-create). */
const CLAIM_TTL_MS = 20_000;
const POLL_MS = 250;
const MAX_WAIT_MS = 15_000;

type Step = { kind: 'reuse'; order: Order } | { kind: 'claimed'; claimId: string } | { kind: 'wait' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Returns the open order of this pending purchase (pending_purchases/{pendingKey} → orders/{id}) when
 * one exists with the same amount, commission and batch start and at least two minutes before its expires_at
 * (never an expired one: docs/decisions/145-orders-expire.md) — one open order per learner and course, or per
 * trainer, plan and billing — and throws already-exists when the enrolment is paid meanwhile; else
 * creates one through `createAtRazorpay` exactly once even under concurrent retries: a transaction
 * claims the key first; others wait for the claim's order. A new order expires 30 minutes after creation.
 */
export async function createOrReuseOrder(
  db: Firestore,
  uid: string,
  purchase: PricedPurchase,
  createAtRazorpay: (receipt: string) => Promise<{ id: string }>,
): Promise<Order> {
  const pendingRef = typedDoc(db, pendingPurchases, purchase.pendingKey);
  const { course_id: courseId } = purchase.fields;
  const enrollmentRef =
    purchase.purpose === 'enrollment' && courseId ? db.doc(`enrollments/${enrollmentId(courseId, uid)}`) : null;
  const started = Date.now();
  for (;;) {
    const step = await runTransaction<Step>(db, async (tx) => {
      const pendingSnap = await tx.get(pendingRef);
      const pending = dataOf(pendingSnap);
      // Checked again here: an enrolment paid since pricePurchase read it gets no second order.
      if (enrollmentRef && (await tx.get(enrollmentRef)).exists) {
        throw new HttpsError('already-exists', MONEY_MESSAGES.alreadyEnrolled);
      }
      const orderId = pending?.order_id;
      if (orderId) {
        const order = dataOf(await tx.get(typedDoc(db, orders, orderId))) ?? null;
        if (
          order &&
          order.status === 'created' &&
          order.uid === uid &&
          order.amount === purchase.amount &&
          order.commission_percent === purchase.fields.commission_percent &&
          (order.batch_starts_at?.getTime() ?? null) === (purchase.fields.batch_starts_at?.getTime() ?? null) &&
          orderReusableAt(order.expires_at ?? null, new Date())
        ) {
          return { kind: 'reuse', order };
        }
      } else if (pendingSnap.exists) {
        const claimedAt = pending?.claimed_at;
        if (claimedAt && Date.now() - claimedAt.getTime() < CLAIM_TTL_MS) return { kind: 'wait' };
      }
      const claimId = db.collection('pending_purchases').doc().id;
      tx.set(pendingRef, { uid, order_id: null, claim_id: claimId, claimed_at: new Date() });
      return { kind: 'claimed', claimId };
    });
    if (step.kind === 'reuse') return step.order;
    if (step.kind === 'wait') {
      if (Date.now() - started > MAX_WAIT_MS) throw new HttpsError('aborted', 'Please try again in a moment.');
      await sleep(POLL_MS);
      continue;
    }
    const receipt = `rcpt_${step.claimId}`;
    const created = await createAtRazorpay(receipt);
    const order: Order = {
      id: created.id,
      uid,
      purpose: purchase.purpose,
      status: 'created',
      amount: purchase.amount,
      currency: 'INR',
      ...purchase.fields,
      pending_key: purchase.pendingKey,
      payment_id: null,
      expires_at: orderExpiresAt(new Date()),
    };
    const batch = db.batch();
    batch.set(typedDoc(db, orders, created.id), { ...order, receipt, created_at: FieldValue.serverTimestamp() });
    batch.set(pendingRef, { order_id: created.id, updated_at: FieldValue.serverTimestamp() }, { merge: true });
    await batch.commit();
    return order;
  }
}
