import { amountInWords } from './amount-in-words';
import type { MoneyDocument } from './document';
import { gstFromInclusive, GST_RATE_PERCENT, noGst } from './gst';

/**
 * The credit note of a refund of `refundPaise` against `original` (an invoice or bill of supply),
 * without its number: the same supplier, recipient, place of supply and SAC, naming the original's
 * number; GST taken out of the refund the way the original took it (none for a bill of supply).
 * Section 34 of the CGST Act. Throws RangeError for a refund above the original's total.
 */
export function buildCreditNote(
  original: MoneyDocument & { id: string },
  refund: { id: string; amountPaise: number; at: Date },
): Omit<MoneyDocument, 'number'> {
  if (
    !Number.isSafeInteger(refund.amountPaise) ||
    refund.amountPaise <= 0 ||
    refund.amountPaise > original.total_paise
  ) {
    throw new RangeError(`Refund ${refund.amountPaise} paise does not fit invoice ${original.number}`);
  }
  const gst =
    original.kind === 'tax_invoice'
      ? gstFromInclusive(refund.amountPaise, GST_RATE_PERCENT, original.supplier.state, original.place_of_supply)
      : noGst(refund.amountPaise);
  return {
    kind: 'credit_note',
    order_id: original.order_id,
    issued_at: refund.at,
    on_behalf_of_trainer: original.on_behalf_of_trainer,
    supplier: original.supplier,
    recipient: original.recipient,
    place_of_supply: original.place_of_supply,
    description: `Refund against ${original.number}: ${original.description}`,
    sac: original.sac,
    taxable_paise: gst.taxablePaise,
    cgst_paise: gst.cgstPaise,
    sgst_paise: gst.sgstPaise,
    igst_paise: gst.igstPaise,
    total_paise: gst.totalPaise,
    total_in_words: amountInWords(gst.totalPaise),
    party_uids: original.party_uids,
    original_number: original.number,
    original_id: original.id,
    refund_id: refund.id,
  };
}
