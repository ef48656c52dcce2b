import { transfers } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { transferRef } from './payout-refs';
import { routeApi, type RazorpayCollection, type RazorpayTransfer } from './route-api';
import { runTransaction } from '../lib/transaction';
import { typedRead } from '../lib/typed-docs';

/** The Route webhook events the payouts handle (docs/payouts.md). */
export const ROUTE_EVENTS = new Set(['transfer.processed', 'settlement.processed']);
const ID = /^[\w-]{1,64}$/;

interface RouteBody {
  payload?: {
    transfer?: { entity?: { id?: unknown; notes?: unknown } };
    settlement?: { entity?: { id?: unknown; utr?: unknown } };
  };
}

const orderOf = (notes: unknown): string | null => {
  const id = (notes as { order_id?: unknown } | null)?.order_id;
  return typeof id === 'string' && ID.test(id) ? id : null;
};

/**
 * Applies one signed Route webhook, forward-only and replay-safe: the event id is recorded in
 * webhook_events/{id} in the same transaction as each change, and a state never moves back.
 * transfer.processed → the payout notes Razorpay processed its transfer; settlement.processed → each
 * released payout in that settlement (GET /v1/transfers?recipient_settlement_id=…) becomes 'settled'
 * with the settlement's UTR. Returns 'handled', 'duplicate-event' or 'ignored'. Throws on a
 * Firestore or Razorpay failure (the caller answers 5xx, Razorpay retries).
 */
export async function handleRouteEvent(
  db: Firestore,
  event: string,
  body: unknown,
  eventId: string,
): Promise<'handled' | 'duplicate-event' | 'ignored'> {
  const eventRef = db.doc(`webhook_events/${eventId}`);
  if ((await eventRef.get()).exists) return 'duplicate-event';
  const payload = (body as RouteBody).payload;
  if (event === 'transfer.processed') {
    const entity = payload?.transfer?.entity;
    const orderId = orderOf(entity?.notes);
    if (!orderId || typeof entity?.id !== 'string') return 'ignored';
    return runTransaction(db, async (tx) => {
      const [seen, snap] = await Promise.all([tx.get(eventRef), tx.get(transferRef(db, orderId))]);
      if (seen.exists) return 'duplicate-event';
      tx.create(eventRef, { type: event, order_id: orderId, received_at: FieldValue.serverTimestamp() });
      const t = typedRead(transfers, snap);
      if (!t || t.razorpay_processed_at) return 'handled';
      tx.update(snap.ref, { razorpay_processed_at: FieldValue.serverTimestamp() });
      return 'handled';
    });
  }
  const settlement = payload?.settlement?.entity;
  if (typeof settlement?.id !== 'string' || !ID.test(settlement.id)) return 'ignored';
  const utr = typeof settlement.utr === 'string' ? settlement.utr.slice(0, 64) : null;
  const list = await routeApi<RazorpayCollection<RazorpayTransfer>>(
    'GET',
    `/v1/transfers?recipient_settlement_id=${encodeURIComponent(settlement.id)}`,
  );
  const orderIds = list.items.map((t) => orderOf(t.notes)).filter((id): id is string => id !== null);
  return runTransaction(db, async (tx) => {
    const [seen, ...payouts] = await Promise.all([
      tx.get(eventRef),
      ...orderIds.map((id) => tx.get(transferRef(db, id))),
    ]);
    if (seen?.exists) return 'duplicate-event';
    tx.create(eventRef, { type: event, settlement_id: settlement.id, received_at: FieldValue.serverTimestamp() });
    for (const t of payouts) {
      const status = typedRead(transfers, t)?.status;
      if (status !== 'held' && status !== 'released') continue;
      tx.update(t.ref, {
        status: 'settled',
        utr,
        settlement_id: settlement.id,
        settled_at: FieldValue.serverTimestamp(),
      });
    }
    logger.info('Payouts settled', { settlementId: settlement.id, count: payouts.length });
    return 'handled';
  });
}
