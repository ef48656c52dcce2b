import { z } from 'zod';
import { monthLabel } from '../payouts';
import { amountInWords } from './amount-in-words';
import { PLATFORM_PARTY, type MoneyDocument, type Party } from './document';
import { placeOfSupply, SAC_PLATFORM } from './gst';

/** `invoices/com_{trainerUid}_{YYYY-MM}`: the one commission invoice of a trainer's month. */
export function commissionInvoiceId(trainerUid: string, month: string): string {
  return `com_${trainerUid}_${month}`;
}

/**
 * The monthly tax invoice from SkillSetu to a trainer for the platform's commission of `month`
 * ('YYYY-MM', IST), without its number (docs/decisions/211-monthly-commission-invoice.md): taxable
 * value = the month's commission (its statement lines' `commission_paise`, net of refunds in the
 * month), GST = their `gst_paise` (charged on top, 18 %), as CGST + SGST when the trainer's state is
 * SkillSetu's, else IGST (CGST takes an odd paisa). Paise; `issuedAt` a UTC Date. Throws RangeError
 * when the commission is not positive (no invoice for a month without one).
 */
export function buildCommissionInvoice(
  month: string,
  trainer: Party,
  amounts: { commissionPaise: number; gstPaise: number },
  issuedAt: Date,
): Omit<MoneyDocument, 'number'> {
  const { commissionPaise, gstPaise } = amounts;
  if (!Number.isSafeInteger(commissionPaise) || commissionPaise <= 0 || !Number.isSafeInteger(gstPaise) || gstPaise < 0)
    throw new RangeError(`No commission to invoice for ${month}: ${commissionPaise} paise`);
  const pos = placeOfSupply(PLATFORM_PARTY.state, trainer.state);
  const intra = pos === PLATFORM_PARTY.state;
  const cgst = intra ? Math.ceil(gstPaise / 2) : 0;
  const total = commissionPaise + gstPaise;
  return {
    kind: 'tax_invoice',
    order_id: `commission_${month}`,
    issued_at: issuedAt,
    on_behalf_of_trainer: false,
    supplier: PLATFORM_PARTY,
    recipient: trainer,
    place_of_supply: pos,
    description: `SkillSetu platform commission on course sales, ${monthLabel(month)}`,
    sac: SAC_PLATFORM,
    taxable_paise: commissionPaise,
    cgst_paise: cgst,
    sgst_paise: intra ? gstPaise - cgst : 0,
    igst_paise: intra ? 0 : gstPaise,
    total_paise: total,
    total_in_words: amountInWords(total),
    party_uids: trainer.uid ? [trainer.uid] : [],
  };
}

/** Plain messages of the commission invoice (one place for the callable, the tab and tests). */
export const COMMISSION_INVOICE_MESSAGES = {
  notEnded: 'A month’s commission invoice is issued once the month has ended. Choose an earlier month.',
  none: 'No commission was charged in that month, so there is no commission invoice.',
  get: 'Get commission invoice',
} as const;

/** issueCommissionInvoice's input: the IST month, 'YYYY-MM'. */
export const commissionInvoiceRequestSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM.'),
});
