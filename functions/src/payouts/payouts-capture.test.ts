// Payouts when a capture is reported: the hold of a batch enrolment, racing reports of one capture,
// and a trainer without payout setup (docs/payouts.md). Emulators + the Razorpay double.
import { enrollments, orders, type PayoutSetupResponse } from '@skillsetu/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { typedDoc } from '../lib/typed-docs';
import { doubleGet, type CheckoutResult } from '../payments/payments-test-env';
import {
  checkout,
  db,
  expectPayoutsBalanced,
  payoutWhen,
  sale,
  SETUP,
  trainer,
  transferAtRazorpay,
  isHeld,
  PAYOUT_TEST_TIMEOUT_MS,
  useTrainerWithAccount,
  payoutOf,
} from './payouts-test-env';

const T = PAYOUT_TEST_TIMEOUT_MS;
const trainerWithAccount = useTrainerWithAccount();

describe('an enrolment into a batch', () => {
  it('is held until the batch starts (batch_starts_at on the enrolment)', { timeout: T }, async () => {
    const { capturedPaymentAtDouble } = await import('../payments/payments-test-env');
    const orderId = `order_Batch${Date.now()}`;
    const paymentId = await capturedPaymentAtDouble(orderId, 300_000);
    const starts = new Date(Date.now() + 3 * 86_400_000);
    const learnerId = `batch-learner-${Date.now()}`;
    await typedDoc(db, orders, orderId).set(
      orders.make({
        id: orderId,
        uid: learnerId,
        purpose: 'enrollment',
        status: 'paid',
        amount: 300_000,
        course_id: 'batch-course',
        course_title: 'Batch Course',
        trainer_id: trainerWithAccount().uid,
        commission_percent: 5,
        payment_id: paymentId,
      }),
    );
    await typedDoc(db, enrollments, `batch-course_${learnerId}`).set(
      enrollments.make({
        course_id: 'batch-course',
        learner_id: learnerId,
        trainer_id: trainerWithAccount().uid,
        order_id: orderId,
        amount: 300_000,
        commission_percent: 5,
        batch_id: 'batch-1',
        batch_starts_at: starts,
        created_at: new Date(),
      }),
    );
    const payout = await payoutWhen(orderId, isHeld);
    expect((payout.on_hold_until as Timestamp).toMillis()).toBe(starts.getTime());
    expect(payout.amount).toBe(payoutOf(300_000, 5));
    expect((await transferAtRazorpay(String(payout.razorpay_transfer_id))).on_hold_until).toBe(
      Math.ceil(starts.getTime() / 1000),
    );
    await expectPayoutsBalanced([orderId]);
  });
});

describe('one transfer per sale, whoever reports the capture', () => {
  it('two racing captures (verify and the webhook) and racing triggers make one transfer', { timeout: T }, async () => {
    const { sendWebhookViaDouble } = await import('../payments/payments-test-env');
    const { recordSale } = await import('./record-sale');
    const { executeTransfer } = await import('./execute-transfer');
    const s = await checkout(trainerWithAccount(), 1200);
    const enrollmentId = `${s.courseId}_${s.learner.uid}`;
    const again = () => recordSale(db, enrollmentId).then(() => executeTransfer(db, s.orderId));
    await Promise.all([
      s.learner.call<CheckoutResult, unknown>('verifyRazorpayPayment', s.paid),
      sendWebhookViaDouble({ event: 'payment.captured', order_id: s.orderId, payment_id: s.paymentId }),
      sendWebhookViaDouble({ event: 'order.paid', order_id: s.orderId, payment_id: s.paymentId }),
    ]);
    // The trigger's work, delivered twice more at once (at-least-once delivery).
    await Promise.all([again(), again()]);
    await payoutWhen(s.orderId, isHeld);
    const list = await doubleGet<{ count: number }>(`/v1/payments/${s.paymentId}/transfers`);
    expect(list.count).toBe(1);
    const lines = await db.collection('statement_lines').where('order_id', '==', s.orderId).get();
    expect(lines.size).toBe(1);
    await expectPayoutsBalanced([s.orderId]);
  });
});

describe('a trainer without payout setup', () => {
  it(
    'accumulates a balance that is transferred (held) once setup completes; setup is idempotent',
    { timeout: T },
    async () => {
      const t = await trainer(false);
      const s = await sale(t, 1500);
      const waiting = await payoutWhen(s.orderId, (d) => d.status === 'pending_account');
      expect(waiting.razorpay_transfer_id).toBeNull();
      await expectPayoutsBalanced([s.orderId]);
      const [a, b] = await Promise.all([
        t.call<typeof SETUP, PayoutSetupResponse>('setupPayoutAccount', SETUP),
        t.call<typeof SETUP, PayoutSetupResponse>('setupPayoutAccount', { ...SETUP, account_number: '99998888777' }),
      ]);
      expect([a.created, b.created].sort()).toEqual([false, true]);
      expect(a.bank_last4).toBe(b.bank_last4);
      const account = (await db.doc(`payout_accounts/${t.uid}`).get()).data() ?? {};
      expect(JSON.stringify(account)).not.toContain(SETUP.account_number);
      expect(JSON.stringify(account)).not.toContain(SETUP.pan);
      const payout = await payoutWhen(s.orderId, isHeld);
      expect(payout.razorpay_account_id).toBe(account.razorpay_account_id);
      await expectPayoutsBalanced([s.orderId]);
    },
  );
});
