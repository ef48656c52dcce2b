import { z } from 'zod';
import { requiredText } from './common';

const uidSchema = z.string().min(1).max(128);
const docIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a document id');

/** What an `admin_audit/{id}` entry records (who, what, target, when). */
export const AUDIT_ACTIONS = [
  'verification.approve',
  'verification.reject',
  'user.grant_admin',
  'user.revoke_admin',
  'user.disable',
  'user.enable',
  'contact.handled',
  'contact.reply',
  'report.resolve',
  'report.warn',
  'report.block',
  'dispute.resolve',
  'certificate.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `admin_audit/{id}`: written by the admin callables only; `at` is the server time. */
export const auditEntrySchema = z.object({
  id: z.string(),
  actor_uid: z.string(),
  actor_email: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** The document or user acted on: 'user:{uid}', 'verification:{uid}', 'contact:{id}', 'report:{id}'. */
  target: z.string(),
  summary: z.string().max(500),
  at: z.date(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** adminSetAdmin: grant (true) or revoke (false) the admin custom claim. An admin cannot revoke themself. */
export const setAdminRequestSchema = z.strictObject({ uid: uidSchema, admin: z.boolean() });
export type SetAdminRequest = z.infer<typeof setAdminRequestSchema>;

/** adminSetDisabled: disable (true) or re-enable (false) an Auth account. An admin cannot disable themself. */
export const setDisabledRequestSchema = z.strictObject({ uid: uidSchema, disabled: z.boolean() });
export type SetDisabledRequest = z.infer<typeof setDisabledRequestSchema>;

/** adminGetUser: the Auth side of a user (profile, orders and enrolments are read from Firestore). */
export const getUserRequestSchema = z.strictObject({ uid: uidSchema });
export const adminUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  disabled: z.boolean(),
  admin: z.boolean(),
  /** ISO 8601 UTC. */
  created_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Contact message status: a message without one is 'new' (the contact form predates the inbox). */
export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** adminMarkContactHandled: marks contact_messages/{id} handled (handled_at, handled_by). */
export const contactHandledRequestSchema = z.strictObject({ id: docIdSchema });
/** adminReplyContact: queues a reply in mail/ to the message's sender and marks it handled. */
export const contactReplyRequestSchema = z.strictObject({
  id: docIdSchema,
  subject: requiredText(200),
  body: requiredText(5000),
});
export type ContactReplyRequest = z.infer<typeof contactReplyRequestSchema>;

/** Every admin write callable answers this. */
export const adminOkSchema = z.object({ ok: z.literal(true) });
export type AdminOk = z.infer<typeof adminOkSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/** adminLedger filter: status, purpose, created date range (IST days, inclusive). */
export const ledgerFilterSchema = z.strictObject({
  status: z.enum(['created', 'paid']).optional(),
  purpose: z.enum(['subscription', 'enrollment']).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type LedgerFilter = z.infer<typeof ledgerFilterSchema>;

/** A refund of an order (refunds/{id}; amount in paise). */
export const ledgerRefundSchema = z.object({ id: z.string(), amount: z.number(), status: z.string() });

/** One order in the payments ledger. Amounts in paise; times ISO 8601 UTC. */
export const ledgerRowSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  status: z.string(),
  amount: z.number(),
  uid: z.string(),
  user_email: z.string().nullable(),
  item: z.string(),
  razorpay_order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  created_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  flag: z.string().nullable(),
  refunds: z.array(ledgerRefundSchema),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** adminLedger response: newest first; totals over every matching order (paise). */
export const ledgerResponseSchema = z.object({
  rows: z.array(ledgerRowSchema),
  totals: z.object({
    count: z.number(),
    amount: z.number(),
    paid_count: z.number(),
    paid_amount: z.number(),
    refunded: z.number(),
  }),
  /** True when more orders matched than the response carries (LEDGER_MAX_ROWS). */
  truncated: z.boolean(),
});
export type LedgerResponse = z.infer<typeof ledgerResponseSchema>;

/** Most orders one ledger response carries. */
export const LEDGER_MAX_ROWS = 2000;

/** One reconciliation finding: the order or fulfilment and what is wrong, amounts in paise. */
export const reconciliationIssueSchema = z.object({
  order_id: z.string().nullable(),
  fulfilment: z.string().nullable(),
  uid: z.string(),
  detail: z.string(),
});
export type ReconciliationIssue = z.infer<typeof reconciliationIssueSchema>;

/** adminReconcile response: each list is empty when the books are healthy. */
export const reconciliationSchema = z.object({
  paid_without_fulfilment: z.array(reconciliationIssueSchema),
  fulfilment_without_paid_order: z.array(reconciliationIssueSchema),
  amount_mismatches: z.array(reconciliationIssueSchema),
  /** Orders breaking the money invariant, checked against Razorpay (domain money-invariant.ts, docs/decisions/086-money-invariant.md). */
  money_violations: z.array(reconciliationIssueSchema),
  /** Paise over every order checked: paid (at Razorpay) = refunded + retained when healthy. */
  money_totals: z.object({ orders: z.number(), paid: z.number(), refunded: z.number(), retained: z.number() }),
  /**
   * Refunds after payout not yet recovered from the trainer (payout_debits, docs/payouts.md): open
   * paise, since (ISO), overdue when open for more than OVERDUE_DEBIT_DAYS (30) days.
   */
  open_debits: z
    .array(
      z.object({
        refund_id: z.string(),
        order_id: z.string(),
        trainer_id: z.string(),
        open_paise: z.number(),
        since: z.string(),
        overdue: z.boolean(),
      }),
    )
    .default([]),
  checked_orders: z.number(),
  checked_at: z.string(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/**
 * adminOverview response: real counts; "this month" is the calendar month in IST; money in paise.
 * `revenue_this_month` is net of refunds: `gross_revenue_this_month` (orders paid this month) minus
 * `refunds_this_month` (refunds issued this month that did not fail, whatever month their order was
 * paid in), never below 0 (docs/admin.md).
 */
export const adminOverviewSchema = z.object({
  users: z.number(),
  trainers: z.number(),
  pending_verifications: z.number(),
  paid_orders_this_month: z.number(),
  gross_revenue_this_month: z.number(),
  refunds_this_month: z.number(),
  revenue_this_month: z.number(),
  unread_messages: z.number(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** No input (overview, reconciliation). */
export const emptyRequestSchema = z.union([z.null(), z.undefined(), z.strictObject({})]);

export { uidSchema as adminUidSchema };
