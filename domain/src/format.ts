/**
 * Rupees with the ₹ sign and Indian digit grouping, at most two decimals: 123456.5 → '₹1,23,456.5'.
 * Input in rupees. The same text as Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }) (the
 * unit test checks it against Intl), written out because a page's first Intl formatter loads ICU's
 * locale data: ~20 ms of main thread on a phone (~100 ms at Lighthouse's 4x CPU throttling), in the
 * middle of rendering the first trainer card (docs/decisions/060-format-rupees-without-intl.md).
 */
export function formatRupees(rupees: number): string {
  const magnitude = Math.abs(rupees);
  // Exponent notation from 1e21 on (and NaN/Infinity have no digits): Intl handles those.
  if (!(magnitude < 1e21)) return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(rupees)}`;
  // Intl rounds the shortest decimal that reads back as the number (1.005 → 1.01), half away from
  // zero; amounts under 1e-6 (written with an exponent) round to 0.
  const [digits = '0', decimals = ''] = magnitude < 1e-6 ? [] : String(magnitude).split('.');
  const paise = BigInt(digits + decimals.slice(0, 2).padEnd(2, '0')) + ((decimals[2] ?? '0') >= '5' ? 1n : 0n);
  const fraction = String(paise % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  // a comma before the last three digits, then every two: 12345678 → 1,23,45,678
  const whole = String(paise / 100n).replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');
  // as Intl: '₹-0' for -0.004
  return `₹${rupees < 0 || Object.is(rupees, -0) ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
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
