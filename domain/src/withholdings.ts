import { splitAfterRefund } from './earnings';
import { GST_RATE_PERCENT } from './invoices/gst';
import { istDayKey } from './ist';

/**
 * A rate in force from an IST date (inclusive) until the next entry's date, in basis points of the
 * base (1 bp = 0.01 %, so 0.1 % is 10). Sources and dates: docs/decisions/210-withholdings-on-payouts.md.
 */
export interface RateFrom {
  /** First IST day the rate applies, 'YYYY-MM-DD'. */
  from: string;
  bp: number;
}

/** Income-tax TDS under section 194-O (e-commerce operator), with a PAN furnished. Oldest first. */
export const TDS_194O_RATES: readonly RateFrom[] = [
  { from: '2020-10-01', bp: 75 }, // section in force; 0.75 % relief rate until 31 Mar 2021
  { from: '2021-04-01', bp: 100 },
  { from: '2024-10-01', bp: 10 }, // Finance (No. 2) Act 2024
];

/** GST TCS under section 52 of the CGST Act (CGST + SGST, or IGST, together). Oldest first. */
export const TCS_52_RATES: readonly RateFrom[] = [
  { from: '2018-10-01', bp: 100 },
  { from: '2024-07-10', bp: 50 }, // notification 15/2024-Central Tax: 0.25 % + 0.25 % or 0.5 % IGST
];

/** The rate of `table` on the IST date of `at`; 0 before the first entry. */
export function rateOn(table: readonly RateFrom[], at: Date): number {
  const day = istDayKey(at);
  let bp = 0;
  for (const r of table) if (r.from <= day) bp = r.bp;
  return bp;
}

/**
 * What is withheld from one sale's payout, fixed at the sale (stored on `transfers/{orderId}`):
 * rates in basis points on the IST date of the sale, whether the trainer was GST-registered then
 * (a GSTIN: the base is the taxable value and TCS applies; else the base is the whole price and no
 * TCS), and whether the supply crossed states (TCS as IGST, else CGST + SGST).
 */
export interface SaleWithholding {
  tds_bp: number;
  tcs_bp: number;
  gst_registered: boolean;
  tcs_inter_state: boolean;
}

/** No withholding (payouts recorded before withholdings existed read as this). */
export const NO_WITHHOLDING: SaleWithholding = { tds_bp: 0, tcs_bp: 0, gst_registered: false, tcs_inter_state: false };

/**
 * The withholding of a sale at `soldAt` (a UTC instant, compared by its IST date) for a trainer who
 * is GST-registered or not, supplying in their state or across states. docs/decisions/210-withholdings-on-payouts.md.
 */
export function saleWithholding(soldAt: Date, gstRegistered: boolean, interState: boolean): SaleWithholding {
  return {
    tds_bp: rateOn(TDS_194O_RATES, soldAt),
    tcs_bp: gstRegistered ? rateOn(TCS_52_RATES, soldAt) : 0,
    gst_registered: gstRegistered,
    tcs_inter_state: gstRegistered && interState,
  };
}

/** The withholdings on an amount the learner kept paid, paise. */
export interface Withheld {
  /** The base: taxable value (the price less the GST in it, ADR 191) when registered, else the price. */
  basePaise: number;
  /** Income-tax TDS, section 194-O: base × rate, rounded half up to the paisa. */
  tdsPaise: number;
  /** GST TCS, section 52: base × rate, rounded half up to the paisa. */
  tcsPaise: number;
}

const pct = (basePaise: number, bp: number): number => Math.round((basePaise * bp) / 10_000);

/**
 * The withholdings on `keptPaise` (a sale's price less its refunds, GST included; a whole
 * non-negative number) at the sale's `w`. Throws RangeError on a negative or fractional amount.
 */
export function withheldOn(keptPaise: number, w: SaleWithholding): Withheld {
  if (!Number.isSafeInteger(keptPaise) || keptPaise < 0) throw new RangeError(`Invalid amount in paise: ${keptPaise}`);
  const basePaise = w.gst_registered ? Math.round((keptPaise * 100) / (100 + GST_RATE_PERCENT)) : keptPaise;
  return { basePaise, tdsPaise: pct(basePaise, w.tds_bp), tcsPaise: pct(basePaise, w.tcs_bp) };
}

/**
 * The payout of a sale after `refundedPaise` went back: its net (after commission and GST on it,
 * splitAfterRefund) less TDS and TCS on the kept amount, paise. The one place a payout amount is
 * decided (the sale's transfer, and each refund's change to it).
 */
export function payoutAfterWithholding(
  amountPaise: number,
  refundedPaise: number,
  commissionPercent: number,
  w: SaleWithholding,
): { netPaise: number; tdsPaise: number; tcsPaise: number; payoutPaise: number } {
  const { netPaise } = splitAfterRefund(amountPaise, refundedPaise, commissionPercent);
  const { tdsPaise, tcsPaise } = withheldOn(amountPaise - refundedPaise, w);
  return { netPaise, tdsPaise, tcsPaise, payoutPaise: netPaise - tdsPaise - tcsPaise };
}

/** TCS in its parts (paise, they add up to `tcsPaise`): IGST across states, else CGST + SGST (CGST takes an odd paisa). */
export function tcsParts(
  tcsPaise: number,
  interState: boolean,
): { cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (interState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: tcsPaise };
  const cgstPaise = tcsPaise >= 0 ? Math.ceil(tcsPaise / 2) : -Math.ceil(-tcsPaise / 2);
  return { cgstPaise, sgstPaise: tcsPaise - cgstPaise, igstPaise: 0 };
}

/** Reads a transfer's stored withholding leniently: missing fields (older payouts) withhold nothing. */
export function readSaleWithholding(data: Record<string, unknown> | undefined): SaleWithholding {
  const n = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
  return {
    tds_bp: n(data?.tds_bp),
    tcs_bp: n(data?.tcs_bp),
    gst_registered: data?.gst_registered === true,
    tcs_inter_state: data?.tcs_inter_state === true,
  };
}

/** A month's withholdings in paise: TDS, and TCS with its CGST / SGST / IGST parts (they add up to `tcsPaise`). */
export interface WithholdingSummary {
  tdsPaise: number;
  tcsPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Sums the withholdings of statement lines (a month's, for the trainer's summary and Form 26AS /
 * GSTR-8 reconciliation): TDS, and TCS split per line by `tcs_inter_state` (tcsParts).
 */
export function withholdingSummary(
  lines: readonly {
    tds_paise?: number | undefined;
    tcs_paise?: number | undefined;
    tcs_inter_state?: boolean | undefined;
  }[],
): WithholdingSummary {
  const s: WithholdingSummary = { tdsPaise: 0, tcsPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const l of lines) {
    const tcs = l.tcs_paise ?? 0;
    const parts = tcsParts(tcs, l.tcs_inter_state === true);
    s.tdsPaise += l.tds_paise ?? 0;
    s.tcsPaise += tcs;
    s.cgstPaise += parts.cgstPaise;
    s.sgstPaise += parts.sgstPaise;
    s.igstPaise += parts.igstPaise;
  }
  return s;
}
