import { z } from 'zod';
import { dateField } from './common';

/** Plain messages of the payout-setup form (one place, so tests and screens share them). */
export const PAYOUT_SETUP_MESSAGES = {
  legalName: 'Enter your name as it appears on your PAN (4 to 120 characters).',
  pan: 'Enter a valid PAN: 5 letters, 4 digits, 1 letter (e.g. ABCDE1234F).',
  accountNumber: 'Enter your bank account number: 9 to 18 digits, numbers only.',
  ifsc: 'Enter a valid IFSC: 4 letters, a zero, then 6 letters or digits (e.g. HDFC0001234).',
} as const;

/**
 * Payout setup (the trainer's Razorpay Route linked account): legal name, PAN `AAAAA9999A`, bank
 * account 9–18 digits, IFSC `AAAA0XXXXXX`. PAN and IFSC are upper-cased, spaces trimmed; the
 * account number may be typed with spaces. Used by the form and by the setupPayoutAccount callable.
 */
export const payoutSetupSchema = z.object({
  legal_name: z.string().trim().min(4, PAYOUT_SETUP_MESSAGES.legalName).max(120, PAYOUT_SETUP_MESSAGES.legalName),
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, PAYOUT_SETUP_MESSAGES.pan),
  account_number: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{9,18}$/, PAYOUT_SETUP_MESSAGES.accountNumber)),
  ifsc: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, PAYOUT_SETUP_MESSAGES.ifsc),
});
export type PayoutSetupInput = z.input<typeof payoutSetupSchema>;
export type PayoutSetup = z.infer<typeof payoutSetupSchema>;

/** setupPayoutAccount's answer: what may be shown back (never the full account number or PAN). */
export const payoutSetupResponseSchema = z.object({
  bank_last4: z.string().regex(/^\d{4}$/),
  ifsc: z.string(),
  legal_name: z.string(),
  created: z.boolean(),
});
export type PayoutSetupResponse = z.infer<typeof payoutSetupResponseSchema>;

/**
 * `payout_accounts/{uid}` (server-only): the Route linked account of a trainer. Only the last 4
 * digits of the bank account are stored; the PAN is not stored at all (Razorpay holds it).
 */
export const payoutAccountSchema = z.object({
  uid: z.string().min(1),
  razorpay_account_id: z.string().min(1),
  legal_name: z.string(),
  bank_last4: z.string(),
  ifsc: z.string(),
  status: z.enum(['active']),
  created_at: dateField,
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/**
 * A payout's state, forward-only: pending_account (no linked account yet: the trainer's balance) →
 * held (on hold at Razorpay until the refund window closes) → released → settled (UTR known), or
 * reversed (refunded in full before release). A sale of a batch with classes is paid per class
 * instead: in_parts (its payout_parts release one by one) → released when the last part is, or
 * reversed (docs/decisions/200-payout-parts.md). Docs: docs/payouts.md.
 */
export const TRANSFER_STATUSES = ['pending_account', 'held', 'in_parts', 'released', 'settled', 'reversed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** One reversal of a payout (`transfers.reversals.{refundId}`): paise reversed, Razorpay's id once sent. */
const transferReversalSchema = z.object({
  amount: z.number().int(),
  razorpay_reversal_id: z.string().nullable(),
  after_payout: z.boolean().optional(),
});

/** `transfers/{orderId}` (server-only): one course sale's payout to the trainer; amounts in paise. */
export const transferSchema = z.object({
  order_id: z.string().min(1),
  enrollment_id: z.string(),
  trainer_id: z.string().min(1),
  course_title: z.string().nullable().default(null),
  /** The net still owed to the trainer after reversals (paise). */
  amount: z.number().int().nonnegative(),
  /** The net at the sale (paise). */
  original_amount: z.number().int().nonnegative(),
  reversed_paise: z.number().int().nonnegative().default(0),
  /** Refunds after release, owed back by the trainer (paise, total); how each was recovered: payout_debits. */
  debit_paise: z.number().int().nonnegative().default(0),
  /** Kept from this payout to recover older refunds after payout (paise; docs/decisions/135-debit-recovery.md). */
  netted_paise: z.number().int().nonnegative().default(0),
  /** Withholding fixed at the sale (domain SaleWithholding; docs/decisions/210-withholdings-on-payouts.md): rates in basis points. */
  tds_bp: z.number().int().nonnegative().default(0),
  tcs_bp: z.number().int().nonnegative().default(0),
  gst_registered: z.boolean().default(false),
  tcs_inter_state: z.boolean().default(false),
  on_hold_until: dateField,
  status: z.enum(TRANSFER_STATUSES),
  razorpay_transfer_id: z.string().nullable().default(null),
  utr: z.string().nullable().default(null),
  released_at: dateField.nullable().default(null),
  settled_at: dateField.nullable().default(null),
  created_at: dateField,
  /** Paid per class: how many classes (payout_parts) the sale has; absent otherwise (docs/decisions/200-payout-parts.md). */
  parts_total: z.number().int().min(1).optional(),
  /** Paid per class: what released parts sent so far (paise). */
  released_paise: z.number().int().nonnegative().optional(),
  /** Paid per class: parts released or withheld so far (docs/decisions/201-part-release-rule.md). */
  parts_decided: z.number().int().nonnegative().optional(),
  /** The sale's Razorpay payment, and the trainer's linked account when the sale was recorded. */
  payment_id: z.string().nullable().optional(),
  razorpay_account_id: z.string().nullable().optional(),
  /** The sale's commission rate (percent), fixed at the sale. */
  commission_percent: z.number().min(0).max(100).optional(),
  /** Refunds of the sale applied to this payout (paise, total of the refunds' amounts). */
  refunded_paise: z.number().int().nonnegative().optional(),
  /** Refunds before release it could not reverse: what it had already netted (paise; docs/decisions/135-debit-recovery.md). */
  shortfall_paise: z.number().int().nonnegative().optional(),
  /** What the Razorpay transfer was created for (paise): the amount less what was netted; 0 when netted in full. */
  sent_paise: z.number().int().nonnegative().optional(),
  /** Released: whether Razorpay was told to lift the hold (false until it was). */
  release_sent: z.boolean().optional(),
  /** Reversals per refund id: the paise reversed and Razorpay's reversal id once sent (docs/decisions/097-explicit-transfer-reversals.md). */
  reversals: z.record(z.string(), transferReversalSchema).optional(),
  /** Netting of older debits, done once before the transfer is sent: per refund id (docs/decisions/135-debit-recovery.md). */
  netting_done: z.boolean().optional(),
  netted: z.record(z.string(), z.object({ order_id: z.string(), amount_paise: z.number().int() })).optional(),
  /** When Route's transfer.processed webhook reported the transfer (docs/payouts.md); absent until then. */
  razorpay_processed_at: dateField.optional(),
  /** The Razorpay settlement that paid the payout out to the trainer's bank (with `utr`); absent until settled. */
  settlement_id: z.string().optional(),
});
export type Transfer = z.infer<typeof transferSchema>;

/** `statement_lines/{id}` (server-only): one line per sale or refund; signed paise (refunds negative). */
export const statementLineSchema = z.object({
  trainer_id: z.string().min(1),
  kind: z.enum(['sale', 'refund']),
  /** 'YYYY-MM' in IST: the statement month the line belongs to. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  occurred_at: dateField,
  order_id: z.string(),
  enrollment_id: z.string(),
  course_title: z.string().nullable().default(null),
  gross_paise: z.number().int(),
  commission_paise: z.number().int(),
  gst_paise: z.number().int(),
  net_paise: z.number().int(),
  /** Income-tax TDS (section 194-O) withheld on the line, paise (negative on a refund: given back); 0 on older lines. */
  tds_paise: z.number().int().default(0),
  /** GST TCS (section 52) withheld on the line, paise (negative on a refund); 0 on older lines. */
  tcs_paise: z.number().int().default(0),
  /** TCS as IGST (the supply crossed states), else CGST + SGST (docs/decisions/210-withholdings-on-payouts.md). */
  tcs_inter_state: z.boolean().default(false),
  /** A refund after the payout was released: the platform refunded it, the trainer owes it back. */
  after_payout: z.boolean().default(false),
  /** The refund of a refund line (its payout_debits/{refund_id} says how it was recovered). */
  refund_id: z.string().optional(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** How a debit is recovered: a Route reversal to try, refused by Razorpay (then netted), or done. */
export const DEBIT_REVERSALS = ['pending', 'refused', 'done'] as const;

/**
 * `payout_debits/{refundId}` (server-only; the trainer and admins read): a refund processed after
 * the sale's payout was released, owed back by the trainer (paise). Recovered by a Route reversal
 * when the linked account's balance allows it, else netted from the trainer's next payouts, oldest
 * first; `recoveries` maps each payout (its order id) that netted part of it to the amount and time.
 * Status forward-only: open → recovered. Docs: docs/payouts.md, docs/decisions/135-debit-recovery.md.
 */
export const payoutDebitSchema = z.object({
  trainer_id: z.string().min(1),
  order_id: z.string().min(1),
  refund_id: z.string().min(1),
  course_title: z.string().nullable().default(null),
  amount_paise: z.number().int().positive(),
  recovered_paise: z.number().int().nonnegative(),
  status: z.enum(['open', 'recovered']),
  reversal: z.enum(DEBIT_REVERSALS),
  razorpay_reversal_id: z.string().nullable().default(null),
  recoveries: z.record(z.string(), z.object({ amount_paise: z.number().int().positive(), at: dateField })).default({}),
  refunded_at: dateField,
  created_at: dateField,
  recovered_at: dateField.nullable().default(null),
});
export type PayoutDebit = z.infer<typeof payoutDebitSchema>;

/** A debit still open after this many days is flagged to admins (docs/payouts.md). */
export const OVERDUE_DEBIT_DAYS = 30;
