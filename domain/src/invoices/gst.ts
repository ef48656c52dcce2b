/** GST on commercial training and coaching (SAC 999293) and on the platform's own fees: 18 %. */
export const GST_RATE_PERCENT = 18;
/** SAC of commercial training and coaching services: course fees and the platform's fees. */
export const SAC_TRAINING = '999293';
/** SAC of the platform's plan fees and commission (other support services: online intermediation). */
export const SAC_PLATFORM = '998599';

/** The GST in a price: CGST + SGST in one state, else IGST (paise; the parts add up to the tax). */
export interface GstBreakdown {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/**
 * Splits a GST-inclusive price (docs/decisions/191-prices-include-gst.md) into taxable value and
 * tax at `ratePercent`: taxable = price × 100 / (100 + rate), rounded to the paisa; the tax is the
 * rest. Supplier and place of supply in one state → CGST + SGST (half each, CGST takes an odd
 * paisa), else IGST (section 8 of the IGST Act). Throws RangeError for a negative or fractional price.
 */
export function gstFromInclusive(
  pricePaise: number,
  ratePercent: number,
  supplierState: string,
  placeOfSupply: string,
): GstBreakdown {
  if (!Number.isSafeInteger(pricePaise) || pricePaise < 0)
    throw new RangeError(`Invalid amount in paise: ${pricePaise}`);
  const taxablePaise = Math.round((pricePaise * 100) / (100 + ratePercent));
  const tax = pricePaise - taxablePaise;
  if (supplierState === placeOfSupply) {
    const cgstPaise = Math.ceil(tax / 2);
    return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, totalPaise: pricePaise };
  }
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, totalPaise: pricePaise };
}

/** The same as gstFromInclusive for a supply without GST (a bill of supply): all of it is the value. */
export function noGst(pricePaise: number): GstBreakdown {
  return { taxablePaise: pricePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: pricePaise };
}

/**
 * Place of supply of a service (section 12(2) of the IGST Act): the recipient's state when known,
 * else the supplier's.
 */
export function placeOfSupply(supplierState: string, recipientState: string | null): string {
  return recipientState ?? supplierState;
}

const IST_OFFSET_MS = 5.5 * 3_600_000;

/**
 * The Indian financial year (1 April - 31 March) of an instant, by its IST date, as 'YY-YY':
 * 2026-04-01 00:00 IST → '26-27'; 2026-03-31 23:59 IST → '25-26'.
 */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Document series: SS SkillSetu's own invoices, ST documents issued on a trainer's behalf, CN credit notes. */
export type DocumentSeries = 'SS' | 'ST' | 'CN';

/** The longest document number GST allows (Rule 46(b) of the CGST Rules). */
export const DOCUMENT_NUMBER_MAX = 16;

/**
 * A document number: series, financial year, six-digit serial: ('SS', '26-27', 123) →
 * 'SS/26-27/000123' (15 characters). Throws RangeError past serial 999,999 (16 characters at most).
 */
export function documentNumber(series: DocumentSeries, fy: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > 999_999)
    throw new RangeError(`Serial out of range: ${serial}`);
  return `${series}/${fy}/${String(serial).padStart(6, '0')}`;
}

/** The counter document of a series in a financial year: invoice_counters/SS_26-27. */
export function counterId(series: DocumentSeries, fy: string): string {
  return `${series}_${fy}`;
}
