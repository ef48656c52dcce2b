import { formatPaise } from '../format';
import { istDateTime } from '../payouts';
import { documentTitle, type MoneyDocument, type Party } from './document';
import { stateLabel } from './gst-states';

/** One labelled row of a document as the page and the PDF show it. */
export interface DocumentRow {
  label: string;
  value: string;
}

/** A document in sections: heading, parties, the supply and the amounts (page and PDF read this). */
export interface DocumentView {
  title: string;
  number: string;
  header: DocumentRow[];
  supplier: DocumentRow[];
  recipient: DocumentRow[];
  amounts: DocumentRow[];
  footer: string[];
}

const partyRows = (p: Party): DocumentRow[] => [
  { label: 'Name', value: p.name },
  { label: 'State', value: stateLabel(p.state) },
  { label: 'GSTIN', value: p.gstin ?? 'Unregistered' },
];

/**
 * The rows of a document in the one rupee format (ADR 190), dates in IST: number and date, supplier
 * and recipient (name, state, GSTIN), place of supply, SAC, taxable value, CGST + SGST or IGST, total
 * in figures and words. docs/payments.md#invoices.
 */
export function documentView(d: MoneyDocument): DocumentView {
  const taxed = d.kind === 'tax_invoice' || d.cgst_paise + d.sgst_paise + d.igst_paise > 0;
  const tax: DocumentRow[] = !taxed
    ? []
    : d.supplier.state !== d.place_of_supply
      ? [{ label: 'IGST (18%)', value: formatPaise(d.igst_paise) }]
      : [
          { label: 'CGST (9%)', value: formatPaise(d.cgst_paise) },
          { label: 'SGST (9%)', value: formatPaise(d.sgst_paise) },
        ];
  return {
    title: documentTitle(d.kind),
    number: d.number,
    header: [
      { label: `${documentTitle(d.kind)} number`, value: d.number },
      { label: 'Date', value: `${istDateTime(d.issued_at)} IST` },
      { label: 'Place of supply', value: stateLabel(d.place_of_supply) },
      { label: 'Order', value: d.order_id },
      ...(d.original_number ? [{ label: 'Against invoice', value: d.original_number }] : []),
    ],
    supplier: partyRows(d.supplier),
    recipient: partyRows(d.recipient),
    amounts: [
      { label: 'Description', value: d.description },
      { label: 'SAC', value: d.sac },
      { label: taxed ? 'Taxable value' : 'Value', value: formatPaise(d.taxable_paise) },
      ...tax,
      { label: 'Total', value: formatPaise(d.total_paise) },
      { label: 'Total in words', value: d.total_in_words },
    ],
    footer: [
      d.on_behalf_of_trainer ? `Issued by SkillSetu on behalf of ${d.supplier.name}.` : 'Issued by SkillSetu.',
      taxed ? 'Prices include GST.' : 'Supplier not registered under GST: no GST charged.',
      ...(d.kind === 'credit_note' ? ['This credit note reduces the invoice named above by the refund.'] : []),
    ],
  };
}
