// A sale of a batch with planned classes is paid per class: one payout_parts/{orderId}_{n} per class,
// released 72 h after the class was held unless the learner reported a problem with it
// (docs/payouts.md#paid-per-class, docs/decisions/200-payout-parts.md, 201-part-release-rule.md).
import {
  partReleaseAt,
  partReleasePaise,
  payoutParts,
  sessions,
  splitIntoParts,
  transfers,
  type Session,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/** payout_parts/{orderId}_{n} (server-only; the trainer and admins read), read and written through its module. */
export const partRef = (db: Firestore, orderId: string, n: number) => typedDoc(db, payoutParts, `${orderId}_${n}`);

/** Razorpay's smallest transfer (paise): a smaller part rolls into the sale's last part. */
const MIN_TRANSFER_PAISE = 100;
const MINUTE_MS = 60_000;

/** When class `session` (batches/{b}/sessions/{n}, read typed) lets its parts go (UTC): null until it is held. */
export function releaseAtOf(session: Session | null | undefined): Date | null {
  if (session?.status !== 'held' || !session.held_at) return null;
  const ends = new Date(session.starts_at.getTime() + session.duration_minutes * MINUTE_MS);
  return partReleaseAt(ends, session.held_at);
}

/**
 * Inside recordSale's transaction (after its reads): the sale's `count` parts, the net split by
 * splitIntoParts (they add up to the net to the paisa), each 'waiting' with release_at from its
 * class when that class is already held (`sessions` by class number), else null until it is.
 */
export function createParts(
  tx: Transaction,
  db: Firestore,
  sale: { orderId: string; enrollmentId: string; trainerId: string; batchId: string; learnerId: unknown },
  netPaise: number,
  count: number,
  classes: Map<number, Session>,
): void {
  splitIntoParts(netPaise, count).forEach((planned, i) => {
    const n = i + 1;
    tx.create(partRef(db, sale.orderId, n), {
      order_id: sale.orderId,
      enrollment_id: sale.enrollmentId,
      trainer_id: sale.trainerId,
      learner_id: typeof sale.learnerId === 'string' ? sale.learnerId : null,
      batch_id: sale.batchId,
      n,
      of: count,
      planned_paise: planned,
      kept_percent: 100,
      status: 'waiting',
      release_at: releaseAtOf(classes.get(n)),
      dispute_id: null,
      send_paise: null,
      send_pending: false,
      razorpay_transfer_id: null,
      released_at: null,
      created_at: FieldValue.serverTimestamp(),
    });
  });
}

/**
 * Class n of a batch was held: each waiting part of it without a release time gets one
 * (releaseAtOf). Idempotent (a part that has one keeps it). Returns how many parts it set.
 */
export async function markPartsDue(db: Firestore, batchId: string, n: number): Promise<number> {
  const at = releaseAtOf(dataOf(await typedDoc(db, sessions, batchId, String(n)).get()));
  if (!at) return 0;
  const parts = await db.collection('payout_parts').where('batch_id', '==', batchId).where('n', '==', n).get();
  let set = 0;
  for (const p of parts.docs) {
    const changed = await runTransaction(db, async (tx) => {
      const now = dataOf(await tx.get(typedDoc(db, payoutParts, p.id)));
      if (!now || now.release_at != null || now.status === 'released') return false;
      tx.update(p.ref, { release_at: at });
      return true;
    });
    if (changed) set++;
  }
  return set;
}

/**
 * Decides one part at `now`, once, in one transaction with its sale: a 'waiting' part whose
 * release_at has passed, or a 'resolved' one (its dispute decided), becomes 'released' with
 * send_paise from partReleasePaise (the last part of the sale takes the rest; a part under Razorpay's
 * ₹1 minimum rolls into it). The sale counts the part (parts_decided, released_paise) and becomes
 * 'released' with its last part. A resolved part whose refund is not yet applied to the sale waits.
 * Forward-only: a disputed or released part is left alone.
 * Returns true when this call released it. The Razorpay transfer follows (sendPart).
 */
export async function decidePart(db: Firestore, partId: string, now: Date): Promise<boolean> {
  const ref = typedDoc(db, payoutParts, partId);
  return runTransaction(db, async (tx) => {
    const part = dataOf(await tx.get(ref));
    const releaseAt = part?.release_at;
    const due =
      part?.status === 'resolved' ||
      (part?.status === 'waiting' && !!releaseAt && releaseAt.getTime() <= now.getTime());
    if (!part || !due) return false;
    // A resolution's refund must be applied to the sale first (its statement line), so the sale's
    // amount owed is already without it (docs/decisions/202-dispute-outcomes.md).
    if (part.status === 'resolved' && typeof part.refund_id === 'string') {
      if (!(await tx.get(db.doc(`statement_lines/refund_${part.refund_id}`))).exists) return false;
    }
    const saleRef = typedDoc(db, transfers, part.order_id);
    const sale = dataOf(await tx.get(saleRef));
    const total = sale?.parts_total ?? 0;
    const decided = sale?.parts_decided ?? 0;
    const released = sale?.released_paise ?? 0;
    const isLast = decided + 1 >= total;
    const inParts = sale?.status === 'in_parts';
    let send =
      sale && inParts
        ? partReleasePaise({
            plannedPaise: part.planned_paise,
            keptPercent: part.kept_percent,
            owedPaise: sale.amount,
            releasedPaise: released,
            isLast,
          })
        : 0;
    if (!isLast && send < MIN_TRANSFER_PAISE) send = 0;
    const at = Timestamp.fromDate(now);
    tx.update(ref, {
      status: 'released',
      send_paise: send,
      send_pending: send >= MIN_TRANSFER_PAISE,
      released_at: at,
    });
    tx.update(saleRef.withConverter(null), {
      parts_decided: FieldValue.increment(1),
      released_paise: FieldValue.increment(send),
      ...(isLast && inParts ? { status: 'released', released_at: at, release_sent: true } : {}),
    });
    return true;
  });
}
