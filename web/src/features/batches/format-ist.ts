/** An instant as Indian time for people: 'Sat, 12 Dec 2026, 10:00 am IST'. */
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
