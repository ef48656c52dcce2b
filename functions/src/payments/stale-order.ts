import { batches, courses, enrolmentPrice, orderExpiredAt, type Order } from '@skillsetu/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';

/** Why an open order's payment cannot be kept (docs/decisions/145-orders-expire.md); also its refunds/{id} reason. */
export type StaleOrderReason = 'order_expired' | 'price_changed' | 'batch_changed';

/** fulfilOrder's result for each reason (its results are kebab-case). */
export const STALE_RESULT = {
  order_expired: 'order-expired',
  price_changed: 'price-changed',
  batch_changed: 'batch-changed',
} as const satisfies Record<StaleOrderReason, string>;
export type StaleResult = (typeof STALE_RESULT)[StaleOrderReason];

/** The reason behind a fulfilOrder result, or null when the result is not a stale order's. */
export function staleReasonOf(result: string): StaleOrderReason | null {
  const found = Object.entries(STALE_RESULT).find(([, r]) => r === result);
  return found ? (found[0] as StaleOrderReason) : null;
}

/**
 * Inside the fulfilment transaction (reads only, before its writes): why a payment reported at `at`
 * (the server's clock) for the open `order` cannot buy it — 'order_expired' when it comes after the
 * order's expires_at (plus the grace of domain order-expiry.ts), 'price_changed' when the course's
 * price now differs from what the order charges (paise), 'batch_changed' when the batch it buys a
 * seat in now starts at another time than when the order was made. Null when none, for a paid
 * order, or for a course that is gone (that case is the course's sellability check, not this one).
 */
export async function staleOrderReason(
  tx: Transaction,
  db: Firestore,
  order: Order,
  at: Date,
): Promise<StaleOrderReason | null> {
  if (order.status !== 'created') return null;
  if (orderExpiredAt(order.expires_at ?? null, at)) return 'order_expired';
  if (order.purpose !== 'enrollment' || !order.course_id) return null;
  const courseSnap = await tx.get(typedDoc(db, courses, order.course_id));
  if (!courseSnap.exists) return null;
  // A course the module finds unusable (no valid price) sells at no price: 'price_changed', as before.
  const price = enrolmentPrice(dataOf(courseSnap)?.price);
  if (price.kind !== 'paid' || price.paise !== order.amount) return 'price_changed';
  if (!order.batch_id || !order.batch_starts_at) return null;
  const startsAt = dataOf(await tx.get(typedDoc(db, batches, order.batch_id)))?.starts_at;
  return startsAt && startsAt.getTime() !== order.batch_starts_at.getTime() ? 'batch_changed' : null;
}
