// Refunds after a payout was released (docs/architecture.md#decision-15, docs/decisions/135-debit-recovery.md):
// recovered by a Route reversal while the trainer's linked account has the balance, else netted from
// the trainer's next payouts, oldest first; the invariant is computed from what the double moved.
import { payoutDebits } from '@skillsetu/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedDoc } from '../lib/typed-docs';
import { closeApps, doubleGet } from '../payments/payments-test-env';
import {
  db,
  debitWhen,
  expectPayoutsBalanced,
  isHeld,
  PAYOUT_TEST_TIMEOUT_MS,
  payoutProblems,
  payoutWhen,
  refund,
  sale,
  settleTrainer,
  trainer,
  transferAtRazorpay,
  useRazorpayConfigHere,
  payoutOf,
} from './payouts-test-env';

const T = PAYOUT_TEST_TIMEOUT_MS;
beforeAll(useRazorpayConfigHere);
afterAll(closeApps);
const releaseAt = async (at: Date) => (await import('./release')).releaseDueTransfers(db, at);
const NET_1000 = payoutOf(100_000, 10); // ₹881 of a ₹1,000 sale at Starter's 10 %, less 0.1 % TDS

/** A sale of `price` rupees by `t`, its payout released at the end of its hold. */
async function releasedSale(t: Awaited<ReturnType<typeof trainer>>, price: number) {
  const s = await sale(t, price);
  const payout = await payoutWhen(s.orderId, isHeld);
  await releaseAt((payout.on_hold_until as Timestamp).toDate());
  await payoutWhen(s.orderId, (d) => d.status === 'released' && d.release_sent === true);
  return { ...s, transferId: String(payout.razorpay_transfer_id) };
}

describe('a refund after the payout was released is recovered from the trainer', () => {
  it('by a Route reversal while the linked account still holds the money', { timeout: T }, async () => {
    const t = await trainer(true);
    const s = await releasedSale(t, 1000);
    expect((await transferAtRazorpay(s.transferId)).amount).toBe(NET_1000);
    const refundId = await refund(s, 100_000);
    const debit = await debitWhen(refundId, (d) => d.status === 'recovered');
    expect(debit).toMatchObject({ amount_paise: NET_1000, recovered_paise: NET_1000, reversal: 'done' });
    const at = await transferAtRazorpay(s.transferId);
    expect(at.amount_reversed).toBe(NET_1000);
    const reversals = await doubleGet<{ items: { id: string }[] }>(`/v1/transfers/${s.transferId}/reversals`);
    expect(reversals.items.map((r) => r.id)).toEqual([debit.razorpay_reversal_id]);
    await expectPayoutsBalanced([s.orderId]);
  });

  it(
    'netted from the next payouts, oldest first, when Razorpay refuses the reversal (balance settled)',
    { timeout: T },
    async () => {
      const t = await trainer(true);
      const first = await releasedSale(t, 1000);
      await settleTrainer(t.uid);
      const refundId = await refund(first, 100_000);
      await debitWhen(refundId, (d) => d.status === 'open' && d.reversal === 'refused');
      expect((await transferAtRazorpay(first.transferId)).amount_reversed).toBe(0);
      // Until recovered, the invariant names the money the platform is still owed.
      expect(await payoutProblems([first.orderId])).toEqual([
        `${first.orderId}: ₹881 refunded after payout, not yet recovered from the trainer`,
      ]);

      // A ₹500 sale (payout ₹440.50) is kept in full: nothing goes to Razorpay, the debit is half recovered.
      const small = await sale(t, 500);
      const net500 = payoutOf(50_000, 10);
      const kept = await payoutWhen(small.orderId, (d) => d.sent_paise === 0);
      expect(kept).toMatchObject({ status: 'held', netted_paise: net500, razorpay_transfer_id: null });
      expect((await doubleGet<{ count: number }>(`/v1/payments/${small.paymentId}/transfers`)).count).toBe(0);
      await debitWhen(refundId, (d) => d.status === 'open' && d.recovered_paise === net500);

      // The next ₹1,000 sale nets the rest and sends what is left, naming the netting in its notes.
      const next = await sale(t, 1000);
      const payout = await payoutWhen(next.orderId, isHeld);
      const rest = NET_1000 - net500;
      expect(payout).toMatchObject({ netted_paise: rest, sent_paise: NET_1000 - rest });
      const at = await doubleGet<{ amount: number; notes: Record<string, string> }>(
        `/v1/transfers/${String(payout.razorpay_transfer_id)}`,
      );
      expect(at.amount).toBe(NET_1000 - rest);
      expect(at.notes.recovered).toBe(`${first.orderId}/${refundId}=${rest}`);
      const debit = await debitWhen(refundId, (d) => d.status === 'recovered');
      expect(debit.recoveries).toMatchObject({
        [small.orderId]: { amount_paise: net500 },
        [next.orderId]: { amount_paise: rest },
      });

      // The fully kept payout is released like any other; every sale balances from Razorpay's records.
      await releaseAt((kept.on_hold_until as Timestamp).toDate());
      await payoutWhen(small.orderId, (d) => d.status === 'released' && d.release_sent === true);
      await expectPayoutsBalanced([first.orderId, small.orderId, next.orderId]);
    },
  );
});

describe('open debits in the admin reconciliation', () => {
  it('lists open debits oldest first and flags those open for more than 30 days', async () => {
    const { listOpenDebits } = await import('./open-debits');
    const now = new Date();
    const tag = `flag${Date.now()}`;
    const seed = (id: string, daysAgo: number, status: 'open' | 'recovered') =>
      typedDoc(db, payoutDebits, id).set(
        payoutDebits.make({
          trainer_id: `trainer_${tag}`,
          order_id: `order_${id}`,
          refund_id: id,
          amount_paise: 50_000,
          recovered_paise: status === 'open' ? 10_000 : 50_000,
          status,
          reversal: 'refused',
          refunded_at: new Date(now.getTime() - daysAgo * 86_400_000),
          created_at: new Date(),
        }),
      );
    await Promise.all([
      seed(`${tag}_old`, 31, 'open'),
      seed(`${tag}_new`, 29, 'open'),
      seed(`${tag}_done`, 60, 'recovered'),
    ]);
    const mine = (await listOpenDebits(db, now)).filter((d) => d.trainer_id === `trainer_${tag}`);
    expect(mine.map((d) => [d.refund_id, d.open_paise, d.overdue])).toEqual([
      [`${tag}_old`, 40_000, true],
      [`${tag}_new`, 40_000, false],
    ]);
    await Promise.all(['old', 'new', 'done'].map((k) => db.doc(`payout_debits/${tag}_${k}`).delete()));
  });
});
