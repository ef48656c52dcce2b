// Payouts of a course sale: the held transfer, its release at the boundary, refunds before and after
// release, and replayed Route webhooks (docs/payouts.md). Emulators + the Razorpay double.
import { payoutHoldUntil, splitAfterRefund, splitCoursePayment } from '@skillsetu/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { doubleGet } from '../payments/payments-test-env';
import {
  db,
  doubleHook,
  expectPayoutsBalanced,
  payoutWhen,
  refund,
  sale,
  transferAtRazorpay,
  isHeld,
  payoutOf,
  PAYOUT_TEST_TIMEOUT_MS,
  useTrainerWithAccount,
} from './payouts-test-env';

const T = PAYOUT_TEST_TIMEOUT_MS;
const trainerWithAccount = useTrainerWithAccount();
const releaseAt = async (at: Date) => (await import('./release')).releaseDueTransfers(db, at);

describe('a course sale pays the trainer through a held Route transfer', () => {
  it('creates the transfer of the net less TDS on capture, held until purchase + 7 days', { timeout: T }, async () => {
    const s = await sale(trainerWithAccount(), 4999);
    const payout = await payoutWhen(s.orderId, isHeld);
    const enrolment = await db.doc(`enrollments/${s.courseId}_${s.learner.uid}`).get();
    const bought = (enrolment.get('created_at') as Timestamp).toDate();
    const net = splitCoursePayment(499_900, 10).netPaise;
    // No GSTIN: 0.1 % TDS on the whole price (₹5), no TCS.
    const sent = payoutOf(499_900, 10);
    expect(sent).toBe(net - 500);
    expect(payout).toMatchObject({ amount: sent, trainer_id: trainerWithAccount().uid, status: 'held' });
    expect((payout.on_hold_until as Timestamp).toMillis()).toBe(payoutHoldUntil(bought, null).getTime());
    const at = await transferAtRazorpay(String(payout.razorpay_transfer_id));
    expect(at).toMatchObject({
      amount: sent,
      on_hold: true,
      on_hold_until: Math.ceil(bought.getTime() / 1000) + 7 * 86_400,
    });
    const line = (await db.doc(`statement_lines/sale_${s.orderId}`).get()).data();
    expect(line).toMatchObject({
      kind: 'sale',
      gross_paise: 499_900,
      net_paise: net,
      tds_paise: 500,
      tcs_paise: 0,
      trainer_id: trainerWithAccount().uid,
    });
    await expectPayoutsBalanced([s.orderId]);
  });

  it(
    'releases it at the boundary, not a millisecond before; a settlement carries the UTR',
    { timeout: T },
    async () => {
      const s = await sale(trainerWithAccount(), 2500);
      const payout = await payoutWhen(s.orderId, isHeld);
      const until = (payout.on_hold_until as Timestamp).toDate();
      await releaseAt(new Date(until.getTime() - 1));
      expect((await db.doc(`transfers/${s.orderId}`).get()).get('status')).toBe('held');
      await releaseAt(until);
      const released = await payoutWhen(s.orderId, (d) => d.status === 'released' && d.release_sent === true);
      expect((released.released_at as Timestamp).toMillis()).toBe(until.getTime());
      expect((await transferAtRazorpay(String(payout.razorpay_transfer_id))).on_hold).toBe(false);

      const account = (await db.doc(`payout_accounts/${trainerWithAccount().uid}`).get()).get(
        'razorpay_account_id',
      ) as string;
      await doubleHook('/__test/route/settle', { account_id: account });
      const settled = await payoutWhen(s.orderId, (d) => d.status === 'settled');
      expect(settled.utr).toMatch(/^UTR[0-9A-F]{12}$/);
      await expectPayoutsBalanced([s.orderId]);
    },
  );

  it('a refund before release reverses the transfer by the re-split difference', { timeout: T }, async () => {
    const s = await sale(trainerWithAccount(), 3000);
    const payout = await payoutWhen(s.orderId, isHeld);
    const refundId = await refund(s, 150_000);
    // The trigger's work delivered again at the same time (at-least-once delivery): one reversal.
    const { applyRefund } = await import('./apply-refund');
    await Promise.all([applyRefund(db, refundId), applyRefund(db, refundId)]);
    const kept = payoutOf(300_000, 10, { refundedPaise: 150_000 });
    const after = await payoutWhen(
      s.orderId,
      (d) => d.amount === kept && typeof d.reversals?.[refundId]?.razorpay_reversal_id === 'string',
    );
    expect(after.status).toBe('held');
    const at = await transferAtRazorpay(String(payout.razorpay_transfer_id));
    expect(at.amount - at.amount_reversed).toBe(kept);
    const reversals = await doubleGet<{ count: number }>(
      `/v1/transfers/${String(payout.razorpay_transfer_id)}/reversals`,
    );
    expect(reversals.count).toBe(1);
    const line = (await db.doc(`statement_lines/refund_${refundId}`).get()).data();
    expect(line).toMatchObject({ kind: 'refund', gross_paise: -150_000, after_payout: false });
    expect(line?.net_paise).toBe(
      splitAfterRefund(300_000, 150_000, 10).netPaise - splitCoursePayment(300_000, 10).netPaise,
    );
    expect(line?.tds_paise).toBe(-150); // half the ₹3 TDS given back
    await expectPayoutsBalanced([s.orderId]);
  });

  it("a refund after release is on the statement and reversed from the trainer's balance", { timeout: T }, async () => {
    const s = await sale(trainerWithAccount(), 2000);
    const payout = await payoutWhen(s.orderId, isHeld);
    await releaseAt((payout.on_hold_until as Timestamp).toDate());
    await payoutWhen(s.orderId, (d) => d.status === 'released');
    const refundId = await refund(s, 200_000);
    await payoutWhen(s.orderId, (d) => d.debit_paise === payout.amount && d.amount === 0);
    const line = (await db.doc(`statement_lines/refund_${refundId}`).get()).data();
    expect(line).toMatchObject({ after_payout: true, gross_paise: -200_000, tds_paise: -200 });
    expect(line?.net_paise - line?.tds_paise - line?.tcs_paise).toBe(-payout.amount);
    expect((await db.doc(`payout_debits/${refundId}`).get()).get('status')).toBe('recovered');
    const at = await transferAtRazorpay(String(payout.razorpay_transfer_id));
    expect(at.amount_reversed).toBe(payout.amount);
    await expectPayoutsBalanced([s.orderId]);
  });

  it('replayed Route webhooks change nothing', { timeout: T }, async () => {
    const s = await sale(trainerWithAccount(), 1800);
    const payout = await payoutWhen(s.orderId, (d) => isHeld(d) && d.razorpay_processed_at !== undefined);
    const trf = String(payout.razorpay_transfer_id);
    const first = await doubleHook<{ status: number; body: string }>('/__test/route/webhook', {
      event: 'transfer.processed',
      transfer_id: trf,
      event_id: `evt_replay_${s.orderId}`,
    });
    expect(first.status).toBe(200);
    await releaseAt((payout.on_hold_until as Timestamp).toDate());
    const account = (await db.doc(`payout_accounts/${trainerWithAccount().uid}`).get()).get(
      'razorpay_account_id',
    ) as string;
    const settle = await doubleHook<{ settled: { settlement: { id: string } }[] }>('/__test/route/settle', {
      account_id: account,
    });
    const settled = await payoutWhen(s.orderId, (d) => d.status === 'settled');
    const before = (await db.doc(`transfers/${s.orderId}`).get()).updateTime;
    const settlementId = settle.settled[0]?.settlement.id;
    const replays = await Promise.all([
      doubleHook<{ body: string }>('/__test/route/webhook', {
        event: 'transfer.processed',
        transfer_id: trf,
        event_id: `evt_replay_${s.orderId}`,
      }),
      doubleHook<{ body: string }>('/__test/route/webhook', {
        event: 'settlement.processed',
        settlement_id: settlementId,
      }),
      doubleHook<{ body: string }>('/__test/route/webhook', { event: 'transfer.processed', transfer_id: trf }),
    ]);
    expect(replays[0]?.body).toContain('duplicate-event');
    const now = await db.doc(`transfers/${s.orderId}`).get();
    expect(now.updateTime?.isEqual(before!)).toBe(true);
    expect(now.get('utr')).toBe(settled.utr);
    await expectPayoutsBalanced([s.orderId]);
  });
});
