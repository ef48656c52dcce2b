/**
 * An instant as Indian time for people: 'Sat, 12 Dec 2026, 10:00 am IST' (en-IN, Asia/Kolkata; the
 * ICU version may add a comma after the month). Shared by batches, sessions and learning; kept out
 * of domain's ist.ts so the public pages' `ist` chunk does not grow (ADR 244).
 */
export function formatIst(date: Date): string {
  const text = date.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${text} IST`;
}
