// Created on first use: building an Intl formatter loads locale data (~20 ms on a phone), which pages
// that never show a price (home) should not pay while the app starts.
let rupeeFormatter: Intl.NumberFormat | undefined;

/** Rupees with the ₹ sign and Indian digit grouping: 123456.5 → '₹1,23,456.5'. Input in rupees. */
export function formatRupees(rupees: number): string {
  rupeeFormatter ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return `₹${rupeeFormatter.format(rupees)}`;
}

/** Paise (integer, Razorpay's unit) → rupees. */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** Rupees → integer paise for Razorpay (rounded to the nearest paisa). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Dashboard earnings (spec §2): above 1000 as one-decimal thousands with k ('₹12.5k'), else '₹950'. */
export function formatEarnings(rupees: number): string {
  return rupees > 1000 ? `₹${(rupees / 1000).toFixed(1)}k` : formatRupees(rupees);
}

/** Rating with one decimal, '--' when 0 / not rated (spec §2 dashboard, Decision 1). */
export function formatRating(rating: number | null | undefined): string {
  return rating ? rating.toFixed(1) : '--';
}

/** Notification badge text: the count, or '99+' above 99 (spec §9). */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, count));
}

/** Discount percent = round((1 - price / original) x 100) (spec §9); 0 when there is no original. */
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
