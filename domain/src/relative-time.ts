// Relative times of notifications (docs/product.md#constants-and-limits), in a module of their own: pages that show no
// notification (the public site) do not carry them (the JS budget, docs/performance.md).

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Relative time in minutes, hours, days, months or years (docs/product.md#constants-and-limits): '5 minutes ago'; 'just now' under a minute. */
export function relativeTime(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const abs = Math.abs(seconds);
  for (const [unit, size] of UNITS) {
    if (abs >= size) {
      const n = Math.floor(abs / size);
      const label = `${n} ${unit}${n === 1 ? '' : 's'}`;
      return seconds >= 0 ? `${label} ago` : `in ${label}`;
    }
  }
  return 'just now';
}
