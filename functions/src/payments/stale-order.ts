import { enrolmentPrice, orderExpiredAt } from '@skillsetu/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { StoredOrder } from './order-docs';

/** Why an open order's payment cannot be kept (docs/decisions/145); also its refunds/{id} reason. */
export type StaleOrderReason = 'order_expired' | 'price_changed';

/**
 * Inside the fulfilment transaction (reads only, before its writes): why a payment reported at `at`
 * (the server's clock) for the open `order` cannot buy it — 'order_expired' when it comes after the
 * order's expires_at (plus the grace of domain order-expiry.ts), 'price_changed' when the course's
 * price now differs from what the order charges (paise). Null when neither, for a paid order, or
 * for a course that is gone (that case is the course's sellability check, not this one).
 */
export async function staleOrderReason(
  tx: Transaction,
  db: Firestore,
  order: StoredOrder,
  at: Date,
): Promise<StaleOrderReason | null> {
  if (order.status !== 'created') return null;
  if (orderExpiredAt(order.expires_at ?? null, at)) return 'order_expired';
  if (order.purpose !== 'enrollment' || !order.course_id) return null;
  const course = await tx.get(db.doc(`courses/${order.course_id}`));
  if (!course.exists) return null;
  const price = enrolmentPrice(course.get('price'));
  return price.kind === 'paid' && price.paise === order.amount ? null : 'price_changed';
}
