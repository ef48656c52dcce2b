/**
 * A map's Timestamps (anything with toDate) as Dates, for a module's `prepare`: the lenient reading
 * converts top-level and list Timestamps only (docs/decisions/271-server-only-collection-modules.md).
 */
export function mapDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const date = (v: unknown) =>
    v !== null && typeof v === 'object' && typeof (v as { toDate?: unknown }).toDate === 'function'
      ? (v as { toDate: () => unknown }).toDate()
      : v;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, date(v)]));
}
