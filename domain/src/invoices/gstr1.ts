import { csvText } from '../csv';
import { csvRupees } from '../format';
import { istDayKey } from '../ist';
import type { MoneyDocument } from './document';
import { stateLabel } from './gst-states';

/** GSTR-1's tables our documents fall in (docs/decisions/212-documents-list-and-gstr1-export.md). */
export type Gstr1Section = 'B2B' | 'B2CL' | 'B2CS' | 'CDNR' | 'CDNUR' | 'Not in GSTR-1';

/** B2C (large): an inter-state invoice to an unregistered recipient above ₹1,00,000 (since 1 Aug 2024). */
export const B2CL_LIMIT_PAISE = 10_000_000;

/**
 * The GSTR-1 table of a document: a tax invoice to a GSTIN → B2B; to an unregistered recipient →
 * B2CL when inter-state and above ₹1,00,000, else B2CS; a credit note → CDNR (recipient has a GSTIN)
 * or CDNUR; a bill of supply (an unregistered supplier files no GSTR-1) → 'Not in GSTR-1'.
 */
export function gstr1Section(
  d: Pick<MoneyDocument, 'kind' | 'recipient' | 'supplier' | 'place_of_supply' | 'total_paise'>,
): Gstr1Section {
  if (d.kind === 'bill_of_supply') return 'Not in GSTR-1';
  if (d.kind === 'credit_note') return d.recipient.gstin ? 'CDNR' : 'CDNUR';
  if (d.recipient.gstin) return 'B2B';
  const inter = d.supplier.state !== d.place_of_supply;
  return inter && d.total_paise > B2CL_LIMIT_PAISE ? 'B2CL' : 'B2CS';
}

const ORDER: Gstr1Section[] = ['B2B', 'B2CL', 'B2CS', 'CDNR', 'CDNUR', 'Not in GSTR-1'];

/**
 * The admin's GSTR-1 export through the one CSV writer (csvText): one row per document, grouped by
 * table (B2B, B2CL, CDNR, CDNUR, bills of supply last), with the supplier's GSTIN first so each
 * supplier's rows can be filed; B2CS rows summed per supplier, place of supply and rate, as GSTR-1
 * asks. Amounts in rupees with 2 decimals, credit notes positive (the table says they reduce),
 * dates in IST. Rate 18 %.
 */
export function gstr1Csv(docs: readonly (MoneyDocument & { id?: string })[]): string {
  const head = [
    'Section',
    'Supplier GSTIN',
    'Recipient GSTIN',
    'Recipient',
    'Number',
    'Date (IST)',
    'Against',
    'Place of supply',
    'Rate (%)',
    'Taxable value (INR)',
    'IGST (INR)',
    'CGST (INR)',
    'SGST (INR)',
    'Total (INR)',
  ];
  const rows: string[][] = [];
  const small = new Map<
    string,
    { supplier: string; pos: string; t: number; i: number; c: number; s: number; v: number }
  >();
  const sorted = [...docs].sort((a, b) => a.issued_at.getTime() - b.issued_at.getTime());
  for (const section of ORDER) {
    for (const d of sorted) {
      if (gstr1Section(d) !== section) continue;
      const supplier = d.supplier.gstin ?? '';
      if (section === 'B2CS') {
        const key = `${supplier}|${d.place_of_supply}`;
        const a = small.get(key) ?? { supplier, pos: d.place_of_supply, t: 0, i: 0, c: 0, s: 0, v: 0 };
        a.t += d.taxable_paise;
        a.i += d.igst_paise;
        a.c += d.cgst_paise;
        a.s += d.sgst_paise;
        a.v += d.total_paise;
        small.set(key, a);
        continue;
      }
      rows.push([
        section,
        supplier,
        d.recipient.gstin ?? '',
        d.recipient.name,
        d.number,
        istDayKey(d.issued_at),
        d.original_number ?? '',
        stateLabel(d.place_of_supply),
        section === 'Not in GSTR-1' ? '0' : '18',
        csvRupees(d.taxable_paise),
        csvRupees(d.igst_paise),
        csvRupees(d.cgst_paise),
        csvRupees(d.sgst_paise),
        csvRupees(d.total_paise),
      ]);
    }
    if (section === 'B2CS') {
      for (const a of small.values()) {
        rows.push([
          'B2CS',
          a.supplier,
          '',
          '',
          '',
          '',
          '',
          stateLabel(a.pos),
          '18',
          csvRupees(a.t),
          csvRupees(a.i),
          csvRupees(a.c),
          csvRupees(a.s),
          csvRupees(a.v),
        ]);
      }
    }
  }
  return csvText([head, ...rows]);
}
