/**
 * The one rupee format (docs/decisions/190-one-rupee-format.md), from integer paise: the ₹ sign,
 * Indian digit grouping, two decimals whenever the paise are non-zero, U+2212 before a negative
 * amount: 599950 → '₹5,999.50', 600000 → '₹6,000', -470400 → '−₹4,704', 1000000050 → '₹1,00,00,000.50'.
 * A fraction of a paisa rounds half away from zero.
 */
export function formatPaise(paise: number): string {
  // An integer over 100 reads back as its two-decimal form, so formatRupees rounds nothing.
  return formatRupees((Math.sign(paise) * Math.round(Math.abs(paise))) / 100);
}

/**
 * Rupees (any decimals) in the one rupee format: 5999.5 → '₹5,999.50', -4704 → '−₹4,704'. Rounded
 * to the paisa first (the shortest decimal that reads back as the number, half away from zero:
 * 1.005 → '₹1.01'); '₹—' for NaN, infinities and amounts from 1e21 on. Written out rather than
 * Intl.NumberFormat: a page's first Intl formatter loads ICU's locale data (docs/decisions/060-format-rupees-without-intl.md).
 */
export function formatRupees(rupees: number): string {
  const magnitude = Math.abs(rupees);
  if (!(magnitude < 1e21)) return '₹—';
  // Under 1e-6 String() writes an exponent: that rounds to 0.
  const [digits = '0', decimals = ''] = magnitude < 1e-6 ? [] : String(magnitude).split('.');
  const paise = BigInt(digits + decimals.slice(0, 2).padEnd(2, '0')) + ((decimals[2] ?? '0') >= '5' ? 1n : 0n);
  const fraction = paise % 100n;
  // a comma before the last three digits, then every two: 12345678 → 1,23,45,678
  const whole = String(paise / 100n).replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');
  return `${rupees < 0 && paise ? '\u2212' : ''}₹${whole}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}

/**
 * Paise → the amount column of a CSV: plain rupees with two decimals, ASCII minus, no sign or
 * grouping, so spreadsheets read it as a number (599950 → '5999.50'; docs/decisions/190-one-rupee-format.md).
 */
export function csvRupees(paise: number): string {
  return (Math.round(paise) / 100).toFixed(2);
}

/** Paise (integer, Razorpay's unit) → rupees. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees → integer paise for Razorpay (rounded to the nearest paisa). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Dashboard earnings (docs/product.md#constants-and-limits): above 1000 as one-decimal thousands with k ('₹12.5k'), else '₹950'. */
export function formatEarnings(rupees: number): string {
  return rupees > 1000 ? `₹${(rupees / 1000).toFixed(1)}k` : formatRupees(rupees);
}

/** Rating with one decimal, '--' when 0 / not rated (docs/product.md#trainer-dashboard, docs/architecture.md#decision-1). */
export function formatRating(rating: number | null | undefined): string {
  return rating ? rating.toFixed(1) : '--';
}

/** Notification badge text: the count, or '99+' above 99 (docs/product.md#constants-and-limits). */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, count));
}

/** Discount percent = round((1 - price / original) x 100) (docs/product.md#constants-and-limits); 0 when there is no original. */
export function discountPercent(price: number, originalPrice: number): number {
  if (!originalPrice || originalPrice <= 0) return 0;
  return Math.round((1 - price / originalPrice) * 100);
}

/** Initials for an avatar: 'Priya Sharma' → 'PS'. */
export function initials(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}
