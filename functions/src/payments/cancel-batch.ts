import {
  batchHasStarted,
  batches,
  CANCEL_MESSAGES,
  cancelBatchRequestSchema,
  enrollments,
  refunds,
  transfers,
  type Batch,
  type CancelBatchResponse,
} from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { cancelEnrollmentOnce } from './cancellation';
import { RAZORPAY_KEY_SECRET } from './razorpay-config';
import { executeRefund } from './refunds';
import { runTransaction } from '../lib/transaction';
import { collectionPath, typedRead, type Typed } from '../lib/typed-docs';

/** Enrolments handled per page (a batch has at most 100 seats). */
const PAGE = 100;

/** Payout states after the money left the hold (docs/payouts.md). */
const PAID_OUT = new Set(['released', 'settled']);

/** Whether any sale of the batch already has its payout released (a full refund would outrun it). */
async function anyPayoutReleased(firestore: Firestore, batchId: string): Promise<boolean> {
  const sales = await firestore
    .collection(collectionPath(enrollments))
    .where('batch_id', '==', batchId)
    .limit(500)
    .get();
  const refs = sales.docs.flatMap((e) => {
    const orderId = typedRead(enrollments, e)?.order_id;
    return orderId ? [firestore.doc(transfers.path(orderId))] : [];
  });
  if (refs.length === 0) return false;
  const payouts = await firestore.getAll(...refs);
  return payouts.some((t) => PAID_OUT.has(typedRead(transfers, t)?.status ?? ''));
}

/**
 * A started batch (ADR 130): status past scheduled, or its start instant passed at `now`; a batch
 * the module cannot read (no valid status or start) counts as started.
 */
function hasStarted(batch: Typed<Batch>, now: Date): boolean {
  if (!batch) return true;
  return batchHasStarted({ status: batch.status, starts_at: batch.starts_at }, now);
}

/**
 * Cancels batches/{batchId} for its trainer (status scheduled → cancelled, forward only) and every
 * enrolment in it, each refunded 100 % (cancelled_by 'trainer', ADR 084) and notified. Resumable:
 * a retry after a crash skips what is done (cancelled enrolments) and sends any refund still
 * 'created' (executeRefund is idempotent). Returns how many enrolments this call cancelled and the
 * batch's cancelled total. Throws failed-precondition (CANCEL_MESSAGES.batchStarted) once the batch
 * has started or any of its payouts is released (ADR 130): then only the learners' policy applies.
 */
export async function cancelBatchFully(
  firestore: Firestore,
  batchId: string,
  uid: string,
): Promise<CancelBatchResponse> {
  const batchRef = firestore.doc(batches.path(batchId));
  const released = await anyPayoutReleased(firestore, batchId);
  await runTransaction(firestore, async (tx) => {
    const snap = await tx.get(batchRef);
    if (!snap.exists) throw new HttpsError('not-found', CANCEL_MESSAGES.batchNotFound);
    const batch = typedRead(batches, snap);
    if (batch?.trainer_id !== uid) throw new HttpsError('permission-denied', CANCEL_MESSAGES.notYourBatch);
    // A cancelled batch passes on to finish an interrupted run; anything else must not have begun.
    if (batch.status === 'cancelled') return;
    if (released || hasStarted(batch, new Date())) {
      throw new HttpsError('failed-precondition', CANCEL_MESSAGES.batchStarted);
    }
    tx.update(batchRef, { status: 'cancelled', cancelled_at: FieldValue.serverTimestamp() });
  });
  let cancelled = 0;
  for (;;) {
    const active = await firestore
      .collection('enrollments')
      .where('batch_id', '==', batchId)
      .where('status', '==', 'active')
      .limit(PAGE)
      .get();
    if (active.empty) break;
    for (const e of active.docs) {
      const outcome = await cancelEnrollmentOnce(firestore, e.ref, 'trainer');
      if (outcome.changed) cancelled += 1;
      if (outcome.refundRef) await executeRefund(firestore, outcome.refundRef);
    }
  }
  // Resume: refunds recorded by an earlier, interrupted run that never reached Razorpay.
  const done = await firestore
    .collection('enrollments')
    .where('batch_id', '==', batchId)
    .where('status', '==', 'cancelled')
    .limit(500)
    .get();
  for (const e of done.docs) {
    const refundId = typedRead(enrollments, e)?.refund_id;
    if (refundId) await executeRefund(firestore, firestore.doc(refunds.path(refundId)));
  }
  logger.info('Batch cancelled', { batchId, cancelled, total: done.size });
  return { cancelled, total: done.size };
}

/**
 * cancelBatch `{ batchId }` → `{ cancelled, total }`: the course's trainer cancels a batch; every
 * enrolment in it is refunded in full (docs/product.md#payments-and-refunds 'The trainer cancels the course'). Throws not-found,
 * permission-denied (not the batch's trainer). Safe to call again: it finishes an interrupted run.
 */
export const cancelBatch = onCall({ secrets: [RAZORPAY_KEY_SECRET], timeoutSeconds: 300 }, (request) =>
  guarded('cancelBatch', async (): Promise<CancelBatchResponse> => {
    const uid = requireAuth(request);
    const { batchId } = parseInput(cancelBatchRequestSchema, request.data);
    return cancelBatchFully(db, batchId, uid);
  }),
);
