import { Timestamp } from 'firebase-admin/firestore';

/** Splits a list into parts of at most `size` (Firestore 'in' filters and getAll batches). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A Firestore Timestamp as ISO 8601 UTC; null for anything else. */
export function isoOrNull(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}
