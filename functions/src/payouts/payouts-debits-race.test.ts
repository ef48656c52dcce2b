// Races around refunds after payout (docs/decisions/135-debit-recovery.md): a refund applied while the
// release job runs for the same sale, and two payouts of one trainer netting the same open debit.
// Each ends with one recovery and the invariant computed from what the double moved.
import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeApps, doubleGet } from '../payments/payments-test-env';
import {
  db,
  debitWhen,
  expectPayoutsBalanced,
  isHeld,
  PAYOUT_TEST_TIMEOUT_MS,
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
const NET_1000 = payoutOf(100_000, 10);

describe('a refund racing the release job for the same sale', () => {
  for (const first of ['the release job', 'the refund'] as const) {
    it(`ends with one reversal and the invariant holding when ${first} starts first`, { timeout: T }, async () => {
      const t = await trainer(true);
      const s = await sale(t, 1000);
      const payout = await payoutWhen(s.orderId, isHeld);
      const until = (payout.on_hold_until as Timestamp).toDate();
      if (first === 'the release job') {
        const job = releaseAt(until);
        await Promise.all([job, refund(s, 100_000)]);
      } else {
        const made = refund(s, 100_000);
        await Promise.all([made, releaseAt(until)]);
      }
      await releaseAt(until); // the next run finishes whatever the race left for it
      const trf = String(payout.razorpay_transfer_id);
      await payoutWhen(s.orderId, (d) => d.amount === 0 || d.amount === NET_1000);
      const settled = async () => {
        const debits = await db.collection('payout_debits').where('order_id', '==', s.orderId).get();
        const reversals = await doubleGet<{ count: number }>(`/v1/transfers/${trf}/reversals`);
        return { debits: debits.docs.map((d) => d.get('status') as string), reversals: reversals.count };
      };
      // The reversal reaches Razorpay before the debit's transaction records it: wait for both.
      const recovered = async () => {
        const now = await settled();
        return { reversals: now.reversals, allRecovered: now.debits.every((st) => st === 'recovered') };
      };
      await expect.poll(recovered, { timeout: 60_000 }).toEqual({ reversals: 1, allRecovered: true });
      expect((await settled()).debits.length).toBeLessThanOrEqual(1);
      expect((await transferAtRazorpay(trf)).amount_reversed).toBe(NET_1000);
      await expectPayoutsBalanced([s.orderId]);
    });
  }
});

describe('two payouts of one trainer made at once', () => {
  it('net an open debit once between them', { timeout: T }, async () => {
    const t = await trainer(true);
    const first = await sale(t, 1000);
    const payout = await payoutWhen(first.orderId, isHeld);
    await releaseAt((payout.on_hold_until as Timestamp).toDate());
    await payoutWhen(first.orderId, (d) => d.status === 'released' && d.release_sent === true);
    await settleTrainer(t.uid);
    const refundId = await refund(first, 100_000);
    await debitWhen(refundId, (d) => d.status === 'open' && d.reversal === 'refused');

    const [a, b] = await Promise.all([sale(t, 1000), sale(t, 1000)]);
    const done = (d: { sent_paise?: unknown }) => typeof d.sent_paise === 'number';
    const [pa, pb] = await Promise.all([payoutWhen(a.orderId, done), payoutWhen(b.orderId, done)]);
    const debit = await debitWhen(refundId, (d) => d.status === 'recovered');
    expect(debit.recovered_paise).toBe(NET_1000);
    expect(Number(pa.netted_paise ?? 0) + Number(pb.netted_paise ?? 0)).toBe(NET_1000);
    expect(Number(pa.sent_paise) + Number(pb.sent_paise)).toBe(NET_1000);
    await expectPayoutsBalanced([first.orderId, a.orderId, b.orderId]);
  });
});
