import {
  batches,
  commissionPercentFor,
  enrollments,
  istMonth,
  orders,
  payoutAccounts,
  payoutAfterWithholding,
  payoutHoldUntil,
  saleWithholding,
  sessions,
  splitCoursePayment,
  taxProfiles,
  type Session,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { createParts } from './payout-parts';
import { saleLineRef, transferRef } from './payout-refs';
import { runTransaction } from '../lib/transaction';

/**
 * Records a sale's payout and statement line, once, in one transaction, from the enrolment
 * `enrollments/{enrollmentId}`: transfers/{orderId} with the net (paise) held until the refund window
 * closes (payoutHoldUntil), status 'held' when the trainer has a payout account, else
 * 'pending_account' (their balance); statement_lines/sale_{orderId} in the sale's IST month. A sale
 * of a batch whose classes are planned is paid per class instead: status 'in_parts' with one
 * payout_parts document per class (createParts; docs/decisions/200-payout-parts.md).
 * TDS and TCS are withheld at the rates in force on the sale's IST date, for the trainer's GST
 * registration then (tax_profiles/{uid}: a GSTIN), and the payout (whole or in parts) is net of
 * them (docs/decisions/210-withholdings-on-payouts.md).
 * Returns 'created', 'exists' (an earlier call did it) or 'skipped' (no enrolment, or nothing paid).
 */
export async function recordSale(db: Firestore, enrollmentId: string): Promise<'created' | 'exists' | 'skipped'> {
  return runTransaction(db, async (tx) => {
    const e = dataOf(await tx.get(typedDoc(db, enrollments, enrollmentId)));
    if (!e || e.amount <= 0) return 'skipped';
    const { order_id: orderId, trainer_id: trainerId, amount } = e;
    const batchId = e.batch_id;
    const learnerId = e.learner_id || 'none';
    const [transfer, line, order, account, trainerTax, learnerTax, batch] = await Promise.all([
      tx.get(transferRef(db, orderId)),
      tx.get(saleLineRef(db, orderId)),
      tx.get(typedDoc(db, orders, orderId)),
      tx.get(typedDoc(db, payoutAccounts, trainerId)),
      tx.get(typedDoc(db, taxProfiles, trainerId)).then(dataOf),
      tx.get(typedDoc(db, taxProfiles, learnerId)).then(dataOf),
      typeof batchId === 'string' && batchId ? tx.get(typedDoc(db, batches, batchId)).then(dataOf) : null,
    ]);
    if (transfer.exists) return 'exists';
    const classes = batch?.sessions_count ?? 0;
    const planned = new Map<number, Session>();
    if (classes > 0 && batchId) {
      for (const d of (await tx.get(db.collection(collectionPath(sessions, batchId)))).docs) {
        const session = typedRead(sessions, d);
        if (session) planned.set(session.n, session);
      }
    }
    const pct = e.commission_percent ?? commissionPercentFor(null);
    const split = splitCoursePayment(amount, pct);
    const soldAt = e.created_at;
    // Registered = a GSTIN on file at the sale; across states as the invoice decides (an unknown state is the other's).
    const gstin = trainerTax?.gstin;
    const [from, to] = [trainerTax?.state, learnerTax?.state];
    const withholding = saleWithholding(
      soldAt,
      typeof gstin === 'string' && gstin.length === 15,
      !!from && !!to && from !== to,
    );
    const payout = payoutAfterWithholding(amount, 0, pct, withholding);
    const holdUntil = payoutHoldUntil(soldAt, e.batch_starts_at ?? null);
    const courseTitle = dataOf(order)?.course_title ?? null;
    tx.create(transferRef(db, orderId), {
      order_id: orderId,
      enrollment_id: enrollmentId,
      trainer_id: trainerId,
      course_title: courseTitle,
      payment_id: dataOf(order)?.payment_id ?? null,
      // The payout: net of commission, GST on it, TDS and TCS (payoutAfterWithholding).
      amount: payout.payoutPaise,
      original_amount: payout.payoutPaise,
      ...withholding,
      reversed_paise: 0,
      refunded_paise: 0,
      debit_paise: 0,
      commission_percent: pct,
      on_hold_until: Timestamp.fromDate(holdUntil),
      status: classes > 0 ? 'in_parts' : account.exists ? 'held' : 'pending_account',
      razorpay_transfer_id: null,
      razorpay_account_id: dataOf(account)?.razorpay_account_id ?? null,
      utr: null,
      released_at: null,
      settled_at: null,
      created_at: FieldValue.serverTimestamp(),
      ...(classes > 0 ? { parts_total: classes, parts_decided: 0, released_paise: 0 } : {}),
    });
    if (classes > 0 && typeof batchId === 'string') {
      const sale = { orderId, enrollmentId, trainerId, batchId, learnerId: e.learner_id };
      createParts(tx, db, sale, payout.payoutPaise, classes, planned);
    }
    if (!line.exists) {
      tx.create(saleLineRef(db, orderId), {
        trainer_id: trainerId,
        kind: 'sale',
        month: istMonth(soldAt),
        occurred_at: Timestamp.fromDate(soldAt),
        order_id: orderId,
        enrollment_id: enrollmentId,
        course_title: courseTitle,
        gross_paise: split.amountPaise,
        commission_paise: split.commissionPaise,
        gst_paise: split.gstPaise,
        net_paise: split.netPaise,
        tds_paise: payout.tdsPaise,
        tcs_paise: payout.tcsPaise,
        tcs_inter_state: withholding.tcs_inter_state,
        after_payout: false,
      });
    }
    return 'created';
  });
}
