import { GST_STATES } from './gst-states';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters (GSTN's base-36 weighted checksum). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36] ?? '';
}

/** Why a GSTIN is refused, in words a user can act on; null when it is valid. Upper-cases first. */
export function gstinProblem(raw: string): string | null {
  const gstin = raw.trim().toUpperCase();
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'A GSTIN has 15 characters: 2-digit state code, 10-character PAN, entity number, Z and a check character (e.g. 27AAPFU0939F1ZV).';
  }
  if (!GST_STATES.some((s) => s.code === gstin.slice(0, 2)))
    return 'The first two digits of this GSTIN are not a state code.';
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14])
    return 'This GSTIN has a typo: its last character does not match. Please check it.';
  return null;
}

/** The state code a GSTIN is registered in ('27' for 27AAPFU0939F1ZV). */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}
