import { z } from 'zod';
import { dateField } from '../schemas/common';
import { amountInWords } from './amount-in-words';
import { gstFromInclusive, GST_RATE_PERCENT, noGst, placeOfSupply, SAC_PLATFORM, SAC_TRAINING } from './gst';

/** What a money document is: tax invoice, bill of supply (unregistered supplier) or credit note. */
export const documentKindSchema = z.enum(['tax_invoice', 'bill_of_supply', 'credit_note']);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** A party on a document: name, GST state code ('27'), GSTIN when registered. */
export const partySchema = z.object({
  uid: z.string().nullable(),
  name: z.string(),
  state: z.string().regex(/^\d{2}$/),
  gstin: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

/**
 * `invoices/{id}` (server-only; the supplier and recipient may read it): `ord_{orderId}` for a paid
 * order. Amounts in paise; `issued_at` a UTC Date shown in IST. docs/payments.md#invoices.
 */
export const moneyDocumentSchema = z.object({
  number: z.string().max(16),
  kind: documentKindSchema,
  order_id: z.string(),
  issued_at: dateField,
  on_behalf_of_trainer: z.boolean(),
  supplier: partySchema,
  recipient: partySchema,
  place_of_supply: z.string(),
  description: z.string(),
  sac: z.string(),
  taxable_paise: z.number().int(),
  cgst_paise: z.number().int(),
  sgst_paise: z.number().int(),
  igst_paise: z.number().int(),
  total_paise: z.number().int(),
  total_in_words: z.string(),
  party_uids: z.array(z.string()),
  /** Credit notes: the invoice they reduce (its number and id) and the refund they document. */
  original_number: z.string().nullable().optional(),
  original_id: z.string().nullable().optional(),
  refund_id: z.string().nullable().optional(),
});
export type MoneyDocument = z.infer<typeof moneyDocumentSchema>;

/** The paid order a document is issued for (amount in paise, GST included). */
export interface DocumentOrder {
  id: string;
  purpose: 'subscription' | 'enrollment';
  amountPaise: number;
  paidAt: Date;
  /** 'Professional plan (monthly)' or the course title. */
  itemName: string;
}

/**
 * The document of a paid order, without its number (docs/decisions/192-invoices.md):
 * - an enrolment: issued on the trainer's behalf to the learner, SAC 999293 — a tax invoice when
 *   the trainer has a GSTIN, else a bill of supply (no GST);
 * - a plan fee: a tax invoice from SkillSetu (`platform`) to the trainer.
 * Prices include GST (ADR 191): the tax is taken out of the amount paid, never added.
 */
export function buildOrderDocument(
  order: DocumentOrder,
  parties: { platform: Party; trainer: Party | null; payer: Party },
): Omit<MoneyDocument, 'number'> {
  const course = order.purpose === 'enrollment';
  const supplier = course ? parties.trainer : parties.platform;
  if (!supplier) throw new RangeError(`Order ${order.id} has no trainer to issue for`);
  const recipient = parties.payer;
  const pos = placeOfSupply(supplier.state, recipient.state);
  const taxed = supplier.gstin !== null;
  const gst = taxed
    ? gstFromInclusive(order.amountPaise, GST_RATE_PERCENT, supplier.state, pos)
    : noGst(order.amountPaise);
  return {
    kind: taxed ? 'tax_invoice' : 'bill_of_supply',
    order_id: order.id,
    issued_at: order.paidAt,
    on_behalf_of_trainer: course,
    supplier,
    recipient,
    place_of_supply: pos,
    description: course ? `Training: ${order.itemName}` : `SkillSetu ${order.itemName}`,
    sac: course ? SAC_TRAINING : SAC_PLATFORM,
    taxable_paise: gst.taxablePaise,
    cgst_paise: gst.cgstPaise,
    sgst_paise: gst.sgstPaise,
    igst_paise: gst.igstPaise,
    total_paise: gst.totalPaise,
    total_in_words: amountInWords(gst.totalPaise),
    party_uids: [...new Set([supplier.uid, recipient.uid].filter((u): u is string => u !== null))],
  };
}

/** The heading a document carries: 'Tax Invoice', 'Bill of Supply' or 'Credit Note'. */
export function documentTitle(kind: DocumentKind): string {
  return kind === 'tax_invoice' ? 'Tax Invoice' : kind === 'bill_of_supply' ? 'Bill of Supply' : 'Credit Note';
}

/**
 * SkillSetu as supplier of plan fees. The GSTIN is a demo registration with a valid checksum
 * (Karnataka, 29): a deployment replaces it with the company's own (docs/decisions/192-invoices.md).
 */
export const PLATFORM_PARTY: Party = { uid: null, name: 'SkillSetu', state: '29', gstin: '29ABCDE1234F1ZW' };

/**
 * `invoice_counters/{series}_{fy}` (server-only): the last serial issued in a document series in a
 * financial year ('26-27'); the next document takes `last + 1` in the same transaction.
 */
export const invoiceCounterSchema = z.object({
  series: z.enum(['SS', 'ST', 'CN']),
  fy: z.string().regex(/^\d{2}-\d{2}$/),
  last: z.number().int().nonnegative(),
  updated_at: dateField,
});
export type InvoiceCounter = z.infer<typeof invoiceCounterSchema>;
