// Withholdings on payouts (docs/decisions/210-withholdings-on-payouts.md): a GST-registered
// trainer's sale is paid out net of TDS (194-O) and TCS (s.52), a refund gives back its share on its
// line, and the payout invariant counts them — checked against what the Razorpay double moved.
import { splitCoursePayment, taxProfiles, withheldOn, saleWithholding } from '@skillsetu/domain';
import { describe, expect, it } from 'vitest';
import { typedDoc } from '../lib/typed-docs';
import { adminDb } from '../payments/payments-test-env';
import {
  expectPayoutsBalanced,
  isHeld,
  payoutOf,
  payoutProblems,
  payoutWhen,
  refund,
  sale,
  transferAtRazorpay,
  PAYOUT_TEST_TIMEOUT_MS,
  useTrainerWithAccount,
} from './payouts-test-env';

const T = PAYOUT_TEST_TIMEOUT_MS;
const db = adminDb();
const registeredTrainer = useTrainerWithAccount();

/** A sale by the trainer, GST-registered in Maharashtra ('27'). */
async function registeredSale(price: number) {
  await typedDoc(db, taxProfiles, registeredTrainer().uid).set(taxProfiles.make({ gstin: '27AAPFU0939F1ZV' }));
  return sale(registeredTrainer(), price);
}

describe('withholdings on a registered trainer’s payout', () => {
  it('sends Razorpay the net less TDS and TCS; the sale line shows both', { timeout: T }, async () => {
    const s = await registeredSale(4999);
    const payout = await payoutWhen(s.orderId, isHeld);
    // ₹4,999 incl. GST → taxable ₹4,236.44: TDS 0.1 % ₹4.24, TCS 0.5 % ₹21.18.
    const held = withheldOn(499_900, saleWithholding(new Date(), true, false));
    expect(held).toEqual({ basePaise: 423_644, tdsPaise: 424, tcsPaise: 2_118 });
    const sent = splitCoursePayment(499_900, 10).netPaise - 424 - 2_118;
    expect(payout).toMatchObject({ amount: sent, tds_bp: 10, tcs_bp: 50, gst_registered: true });
    expect((await transferAtRazorpay(String(payout.razorpay_transfer_id))).amount).toBe(sent);
    const line = (await db.doc(`statement_lines/sale_${s.orderId}`).get()).data();
    expect(line).toMatchObject({ tds_paise: 424, tcs_paise: 2_118, net_paise: sent + 424 + 2_118 });
    await expectPayoutsBalanced([s.orderId]);
  });

  it('a refund line reverses the withholding; the transfer keeps the rest net of it', { timeout: T }, async () => {
    const s = await registeredSale(3000);
    const payout = await payoutWhen(s.orderId, isHeld);
    const refundId = await refund(s, 150_000);
    const kept = payoutOf(300_000, 10, { refundedPaise: 150_000, registered: true });
    await payoutWhen(
      s.orderId,
      (d) => d.amount === kept && typeof d.reversals?.[refundId]?.razorpay_reversal_id === 'string',
    );
    const at = await transferAtRazorpay(String(payout.razorpay_transfer_id));
    expect(at.amount - at.amount_reversed).toBe(kept);
    const w = saleWithholding(new Date(), true, false);
    const [all, half] = [withheldOn(300_000, w), withheldOn(150_000, w)];
    const line = (await db.doc(`statement_lines/refund_${refundId}`).get()).data();
    expect(line).toMatchObject({
      gross_paise: -150_000,
      tds_paise: half.tdsPaise - all.tdsPaise,
      tcs_paise: half.tcsPaise - all.tcsPaise,
    });
    expect(line?.tds_paise).toBeLessThan(0);
    await expectPayoutsBalanced([s.orderId]);
  });

  it('the invariant names statement lines whose withholding disagrees with the payout', { timeout: T }, async () => {
    const s = await registeredSale(2000);
    await payoutWhen(s.orderId, isHeld);
    await expectPayoutsBalanced([s.orderId]);
    await db.doc(`statement_lines/sale_${s.orderId}`).update({ tcs_paise: 0 });
    expect(await payoutProblems([s.orderId])).toEqual([expect.stringContaining('statement lines TDS') as string]);
  });
});
