import type { CreateOrderResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminDb,
  closeApps,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  sendWebhookViaDouble,
  type TestUser,
} from '../payments/payments-test-env';
import { issueOrderDocument } from './issue-order-document';

const db = adminDb();
let learner: TestUser;
let trainer: TestUser;

beforeAll(async () => {
  [learner, trainer] = await Promise.all([newUser('learner'), newUser('trainer')]);
  await Promise.all([seedProfile(db, learner, 'learner'), seedProfile(db, trainer, 'trainer')]);
  await db.doc(`tax_profiles/${trainer.uid}`).set({ state: '27', gstin: '27AAPFU0939F1ZV' });
  await db.doc(`tax_profiles/${learner.uid}`).set({ state: '27', gstin: null });
});
afterAll(closeApps);

/** A paid enrolment order written as fulfilment writes it, paid at `paidAt`; its id. */
async function seedPaidOrder(paidAt: Date, amount = 599_950): Promise<string> {
  const ref = db.collection('orders').doc();
  await ref.set({
    uid: learner.uid,
    purpose: 'enrollment',
    status: 'paid',
    amount,
    currency: 'INR',
    plan: null,
    billing: null,
    course_id: 'c1',
    course_title: 'React from zero',
    trainer_id: trainer.uid,
    commission_percent: 10,
    pending_key: `enr_c1_${ref.id}`,
    payment_id: `pay_${ref.id}`,
    paid_at: Timestamp.fromDate(paidAt),
  });
  return ref.id;
}

const documentOf = async (orderId: string) => (await db.doc(`invoices/ord_${orderId}`).get()).data();
/**
 * A financial year of its own per test. Counters are keyed by the two-digit year ("ST_98-99"), so
 * 2198 shares one with 2098: the ledger test pays orders in March 2099 (FY 98-99), credit-notes.test.ts
 * issues into FY 40-41 to 89-90, the rest of the suite into 19-20 to 27-28. Band 0 draws FY 01-02 to
 * 09-10; band 1 draws a year whose March and April fall in FY 30-31 to 38-39.
 */
const farYear = (band: 0 | 1) => 2100 + (band === 0 ? 1 : 31) + Math.floor(Math.random() * 9);

describe('invoices of paid orders', () => {
  it(
    'racing orders, each issued by racing callers and the trigger, get 1..N with no gap, once each',
    { timeout: 120_000 },
    async () => {
      const year = farYear(0);
      const fy = `${String(year % 100).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}`;
      const ids = await Promise.all(
        Array.from({ length: 8 }, () => seedPaidOrder(new Date(`${year}-06-01T06:00:00Z`))),
      );
      const results = await Promise.all(ids.flatMap((id) => [issueOrderDocument(db, id), issueOrderDocument(db, id)]));
      // Each order was issued exactly once across both callers and the trigger.
      expect(results.filter((r) => r === 'issued').length).toBeLessThanOrEqual(8);
      const docs = await Promise.all(ids.map(documentOf));
      const numbers = docs.map((d) => String(d?.number)).sort();
      expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `ST/${fy}/${String(i + 1).padStart(6, '0')}`));
      expect((await db.doc(`invoice_counters/ST_${fy}`).get()).get('last')).toBe(8);
      expect(docs[0]).toMatchObject({
        kind: 'tax_invoice',
        sac: '999293',
        on_behalf_of_trainer: true,
        place_of_supply: '27',
        total_paise: 599_950,
        igst_paise: 0,
        total_in_words: 'Rupees Five Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
        party_uids: [trainer.uid, learner.uid],
      });
    },
  );

  it('numbers restart at 1 April (IST) and are never reused across the boundary', { timeout: 60_000 }, async () => {
    const year = farYear(1);
    const yy = (y: number) => String(y % 100).padStart(2, '0');
    const march = await seedPaidOrder(new Date(`${year}-03-31T18:29:00Z`)); // 31 Mar, 23:59 IST
    const april = await seedPaidOrder(new Date(`${year}-03-31T18:30:00Z`)); // 1 Apr, 00:00 IST
    await Promise.all([issueOrderDocument(db, march), issueOrderDocument(db, april)]);
    expect((await documentOf(march))?.number).toBe(`ST/${yy(year - 1)}-${yy(year)}/000001`);
    expect((await documentOf(april))?.number).toBe(`ST/${yy(year)}-${yy(year + 1)}/000001`);
    expect(await issueOrderDocument(db, march)).toBe('exists');
  });

  it('a course paid through checkout and its replayed webhooks has one document', { timeout: 120_000 }, async () => {
    const courseId = await seedCourse(db, trainer.uid, 4999);
    const order = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'enrollment',
      courseId,
    });
    const paid = await payAtDouble(order.id);
    const hook = { event: 'payment.captured' as const, order_id: order.id, payment_id: paid.razorpay_payment_id };
    await Promise.all([
      learner.call('verifyRazorpayPayment', paid),
      sendWebhookViaDouble(hook),
      sendWebhookViaDouble(hook),
    ]);
    await sendWebhookViaDouble({ ...hook, event: 'order.paid' });
    await vi.waitFor(async () => expect((await documentOf(order.id))?.total_paise).toBe(499_900), {
      timeout: 60_000,
      interval: 500,
    });
    const all = await db.collection('invoices').where('order_id', '==', order.id).get();
    expect(all.size).toBe(1);
    expect(await issueOrderDocument(db, order.id)).toBe('exists');
  });

  it('an order not paid gets no document', async () => {
    const ref = db.collection('orders').doc();
    await ref.set({ uid: learner.uid, purpose: 'enrollment', status: 'created', amount: 100, trainer_id: trainer.uid });
    expect(await issueOrderDocument(db, ref.id)).toBe('skipped');
    expect((await db.doc(`invoices/ord_${ref.id}`).get()).exists).toBe(false);
  });
});
