import {
  batches,
  DISPUTE_MESSAGES,
  DISPUTE_OUTCOMES,
  disputeRefundPaise,
  disputes,
  enrollments,
  formatPaise,
  orders,
  payoutParts,
  refunds,
  resolveDisputeSchema,
  type ResolveDisputeResponse,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { appendAudit, requireAdmin, type AdminActor } from '../admin/admin-guard';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { RAZORPAY_KEY_SECRET } from '../payments/razorpay-config';
import { executeRefund } from '../payments/refunds';
import { payoutNow } from '../payouts/clock';
import { notification } from '../notifications/server-notification';
import { runTransaction } from '../lib/transaction';
import { collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';

/**
 * An admin resolves an open dispute by the refund policy, once, in one transaction: the outcome's
 * percent of the class's share of what the learner paid (disputeRefundPaise: 100 / 50 / 0 %) is
 * recorded as refunds/dispute_{id} (reason class_dispute; the Refunds API call follows through the
 * double, executeRefund, idempotent on that id), the class's payout part becomes 'resolved' with the
 * trainer's percent (released by the next payout run once the refund is applied to the sale), the
 * dispute 'resolved' (forward-only: a second call reads "already resolved"), an admin_audit entry,
 * and a notification to the learner and the trainer. docs/admin.md#disputes, ADR 202.
 */
export async function resolveOpenDispute(
  firestore: Firestore,
  actor: AdminActor,
  req: z.output<typeof resolveDisputeSchema>,
  now: Date,
): Promise<ResolveDisputeResponse> {
  const refundRef = firestore.doc(`refunds/dispute_${req.disputeId}`);
  const result = await runTransaction(firestore, async (tx) => {
    const disputeRef = firestore.doc(disputes.path(req.disputeId));
    // A dispute the module cannot read (no learner, trainer or status) is not one to resolve.
    const d = typedRead(disputes, await tx.get(disputeRef));
    if (!d) throw new HttpsError('not-found', DISPUTE_MESSAGES.notFound);
    if (d.status !== 'open') throw new HttpsError('failed-precondition', DISPUTE_MESSAGES.alreadyResolved);
    const orderId = d.order_id;
    const n = d.n;
    const partRef = firestore.doc(payoutParts.path(`${orderId}_${n}`));
    const [orderSnap, partSnap, batchSnap, refundSnaps] = await Promise.all([
      tx.get(typedDoc(firestore, orders, orderId)),
      tx.get(typedDoc(firestore, payoutParts, `${orderId}_${n}`)),
      tx.get(typedDoc(firestore, batches, d.batch_id)),
      tx.get(firestore.collection(collectionPath(refunds)).where('order_id', '==', orderId)),
    ]);
    const [order, part, batch] = [dataOf(orderSnap), dataOf(partSnap), dataOf(batchSnap)];
    const paid = order?.amount ?? 0;
    const refunded = refundSnaps.docs
      .flatMap((r) => typedRead(refunds, r) ?? [])
      .filter((r) => r.status !== 'failed' && r.payment_id === order?.payment_id)
      .reduce((s, r) => s + r.amount, 0);
    const classes = (part?.of ?? batch?.sessions_count ?? 1) || 1;
    const refundPaise = disputeRefundPaise(paid, classes, n, req.outcome, Math.max(0, paid - refunded));
    const pct = DISPUTE_OUTCOMES[req.outcome].refundPercent;
    // A refund needs what was paid, so an order the module read (refundPaise > 0 implies it).
    if (refundPaise > 0 && order) {
      tx.create(refundRef, {
        id: refundRef.id,
        order_id: orderId,
        enrollment_id: d.enrollment_id,
        payment_id: order.payment_id,
        uid: d.learner_id,
        amount: refundPaise,
        percent: pct,
        reason: 'class_dispute',
        dispute_id: req.disputeId,
        razorpay_refund_id: null,
        status: 'created',
        created_at: FieldValue.serverTimestamp(),
      });
      // A later cancellation refunds only what was not refunded for classes (payments/cancellation.ts).
      tx.update(firestore.doc(enrollments.path(d.enrollment_id)), {
        class_refunded_paise: FieldValue.increment(refundPaise),
      });
    }
    if (part?.status === 'disputed') {
      tx.update(partRef, {
        status: 'resolved',
        kept_percent: 100 - pct,
        refund_id: refundPaise > 0 ? refundRef.id : null,
      });
    }
    const at = Timestamp.fromDate(now);
    const label = DISPUTE_OUTCOMES[req.outcome].label;
    tx.update(disputeRef, {
      status: 'resolved',
      outcome: req.outcome,
      refund_paise: refundPaise,
      refund_id: refundPaise > 0 ? refundRef.id : null,
      resolution_note: req.note || null,
      resolved_by: actor.uid,
      resolved_at: at,
      messages: FieldValue.arrayUnion({ from: 'admin', text: `${label}. ${req.note}`.trim(), at }),
    });
    appendAudit(tx, actor, {
      action: 'dispute.resolve',
      target: `disputes/${req.disputeId}`,
      summary: `${label}: ${formatPaise(refundPaise)} refunded for class ${n} (order ${orderId})`,
    });
    const title = d.course_title ?? 'your course';
    const money = refundPaise > 0 ? `${formatPaise(refundPaise)} is refunded to the learner.` : 'No refund.';
    for (const uid of [d.learner_id, d.trainer_id]) {
      tx.create(
        firestore.collection('notifications').doc(),
        notification(uid, 'Problem report resolved', `Class ${n} of ${title}: ${label}. ${money}`),
      );
    }
    return { refundPaise };
  });
  if (result.refundPaise > 0) await executeRefund(firestore, refundRef);
  return result;
}

/** resolveDispute `{ disputeId, outcome, note? }` (admins) → `{ refundPaise }` (docs/admin.md#disputes). */
export const resolveDispute = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  guarded('resolveDispute', async () => {
    const actor = requireAdmin(request);
    const req = parseInput(resolveDisputeSchema, request.data);
    return resolveOpenDispute(db, actor, req, await payoutNow(db));
  }),
);
