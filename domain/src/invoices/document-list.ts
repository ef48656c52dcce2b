import { istMonthKey } from '../ist';
import type { MoneyDocument } from './document';

/** What a document is for, as the lists group them: a course fee, a plan fee, the monthly commission, a credit note. */
export type DocumentGroup = 'course' | 'plan' | 'commission' | 'credit_note';

/** Labels of the groups, in list order. */
export const DOCUMENT_GROUP_LABELS: Record<DocumentGroup, string> = {
  course: 'Course invoices',
  plan: 'Plan invoices',
  commission: 'Commission invoices',
  credit_note: 'Credit notes',
};

/** The group of a document: credit notes; commission (order id `commission_…`, ADR 211); course (on a trainer's behalf); plan. */
export function documentGroup(d: Pick<MoneyDocument, 'kind' | 'order_id' | 'on_behalf_of_trainer'>): DocumentGroup {
  if (d.kind === 'credit_note') return 'credit_note';
  if (d.order_id.startsWith('commission_')) return 'commission';
  return d.on_behalf_of_trainer ? 'course' : 'plan';
}

/** The admin list's filters; empty strings mean any. */
export interface DocumentFilter {
  group: DocumentGroup | '';
  /** IST month of the issue date, 'YYYY-MM'. */
  month: string;
  /** A name, uid or GSTIN of the supplier or recipient (case-insensitive, part of it). */
  party: string;
  /** B2B: the recipient has a GSTIN; B2C: not. */
  buyer: 'b2b' | 'b2c' | '';
}

/** Documents matching every set filter of `f` (docs/admin.md). */
export function filterDocuments<D extends MoneyDocument>(docs: readonly D[], f: DocumentFilter): D[] {
  const q = f.party.trim().toLowerCase();
  return docs.filter((d) => {
    if (f.group && documentGroup(d) !== f.group) return false;
    if (f.month && istMonthKey(d.issued_at) !== f.month) return false;
    if (f.buyer && (d.recipient.gstin ? 'b2b' : 'b2c') !== f.buyer) return false;
    if (!q) return true;
    return [d.supplier, d.recipient].some((p) =>
      [p.name, p.uid ?? '', p.gstin ?? ''].some((v) => v.toLowerCase().includes(q)),
    );
  });
}
