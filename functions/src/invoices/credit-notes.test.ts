import { refunds, type CreateOrderResponse } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adminDb,
  closeApps,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  type TestUser,
} from '../payments/payments-test-env';
import { issueCreditNote } from './issue-credit-note';
import { typedDoc } from '../lib/typed-docs';

const db = adminDb();
let learner: TestUser;
let trainer: TestUser;

beforeAll(async () => {
  [learner, trainer] = await Promise.all([newUser('learner'), newUser('trainer')]);
  await Promise.all([seedProfile(db, learner, 'learner'), seedProfile(db, trainer, 'trainer')]);
});
afterAll(closeApps);

const docOf = async (id: string) => (await db.doc(`invoices/${id}`).get()).data();

describe('credit notes of refunds', () => {
  it(
    'a processed refund gets one credit note naming the invoice, under racing callers and the trigger',
    { timeout: 60_000 },
    async () => {
      const year = 2040 + Math.floor(Math.random() * 50);
      const fy = `${String(year % 100).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}`;
      const order = db.collection('orders').doc();
      await order.set({
        uid: learner.uid,
        purpose: 'enrollment',
        status: 'paid',
        amount: 999_900,
        currency: 'INR',
        course_id: 'c1',
        course_title: 'React',
        trainer_id: trainer.uid,
        commission_percent: 10,
        pending_key: 'k',
        payment_id: `pay_${order.id}`,
        paid_at: Timestamp.fromDate(new Date(`${year}-05-01T06:00:00Z`)),
      });
      const refundId = `cncl_pay_${order.id}`;
      await typedDoc(db, refunds, refundId).set(
        refunds.make({
          id: refundId,
          order_id: order.id,
          payment_id: `pay_${order.id}`,
          uid: learner.uid,
          amount: 499_950,
          status: 'processed',
          updated_at: new Date(`${year}-05-02T06:00:00Z`),
        }),
      );
      const results = await Promise.all([1, 2, 3].map(() => issueCreditNote(db, refundId)));
      expect(results.filter((r) => r === 'issued').length).toBeLessThanOrEqual(1);
      const note = await docOf(`cn_${refundId}`);
      const invoice = await docOf(`ord_${order.id}`);
      expect(note).toMatchObject({
        kind: 'credit_note',
        number: `CN/${fy}/000001`,
        original_number: invoice?.number,
        original_id: `ord_${order.id}`,
        total_paise: 499_950,
        total_in_words: 'Rupees Four Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
        party_uids: [trainer.uid, learner.uid],
      });
      expect((await db.doc(`invoice_counters/CN_${fy}`).get()).get('last')).toBe(1);
    },
  );

  it('a refund not processed, or of an order never fulfilled, gets none', async () => {
    await db.doc('refunds/auto_pay_x').set({ order_id: 'nope', amount: 100, status: 'processed' });
    await db.doc('refunds/cncl_pay_y').set({ order_id: 'nope', amount: 100, status: 'created' });
    expect(await issueCreditNote(db, 'auto_pay_x')).toBe('skipped');
    expect(await issueCreditNote(db, 'cncl_pay_y')).toBe('skipped');
  });

  // The emulator delivers triggers late on a loaded machine: a generous wait for onRefundProcessed.
  it('a learner who cancels gets a credit note after Razorpay processes the refund', { timeout: 300_000 }, async () => {
    const courseId = await seedCourse(db, trainer.uid, 1999);
    const order = await learner.call<object, CreateOrderResponse>('createRazorpayOrder', {
      purpose: 'enrollment',
      courseId,
    });
    const paid = await payAtDouble(order.id);
    await learner.call('verifyRazorpayPayment', paid);
    const done = await learner.call<object, { refundId: string | null }>('cancelEnrollment', { courseId });
    const refundId = String(done.refundId);
    expect((await db.doc(`refunds/${refundId}`).get()).get('status')).toBe('processed');
    await vi.waitFor(async () => expect((await docOf(`cn_${refundId}`))?.kind).toBe('credit_note'), {
      timeout: 200_000,
      interval: 1000,
    });
    const note = await docOf(`cn_${refundId}`);
    expect(note?.original_number).toBe((await docOf(`ord_${order.id}`))?.number);
    expect(note?.total_paise).toBe(199_900);
  });
});
