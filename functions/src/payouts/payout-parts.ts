// A sale of a batch with planned classes is paid per class: one payout_parts/{orderId}_{n} per class,
// released 72 h after the class was held unless the learner reported a problem with it
// (docs/payouts.md#paid-per-class, docs/decisions/200-payout-parts.md, 201-part-release-rule.md).
import { partReleaseAt, partReleasePaise, splitIntoParts } from '@skillsetu/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

/** payout_parts/{orderId}_{n} (server-only; the trainer and admins read). */
export const partRef = (db: Firestore, orderId: string, n: number) => db.doc(`payout_parts/${orderId}_${n}`);

/** Razorpay's smallest transfer (paise): a smaller part rolls into the sale's last part. */
const MIN_TRANSFER_PAISE = 100;
const MINUTE_MS = 60_000;

/** When class `session` (a batches/{b}/sessions/{n} snapshot) lets its parts go: null until it is held. */
export function releaseAtOf(session: DocumentSnapshot | undefined): Timestamp | null {
  const startsAt = session?.get('starts_at') as unknown;
  const heldAt = session?.get('held_at') as unknown;
  if (session?.get('status') !== 'held' || !(startsAt instanceof Timestamp) || !(heldAt instanceof Timestamp)) {
    return null;
  }
  const ends = new Date(startsAt.toMillis() + Number(session.get('duration_minutes') ?? 0) * MINUTE_MS);
  return Timestamp.fromDate(partReleaseAt(ends, heldAt.toDate()));
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
  sessions: Map<number, DocumentSnapshot>,
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
      release_at: releaseAtOf(sessions.get(n)),
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
  const session = await db.doc(`batches/${batchId}/sessions/${n}`).get();
  const at = releaseAtOf(session);
  if (!at) return 0;
  const parts = await db.collection('payout_parts').where('batch_id', '==', batchId).where('n', '==', n).get();
  let set = 0;
  for (const p of parts.docs) {
    const changed = await db.runTransaction(async (tx) => {
      const now = await tx.get(p.ref);
      if (now.get('release_at') != null || now.get('status') === 'released') return false;
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
  const ref = db.doc(`payout_parts/${partId}`);
  return db.runTransaction(async (tx) => {
    const part = await tx.get(ref);
    const status = part.get('status') as unknown;
    const releaseAt = part.get('release_at') as Timestamp | null | undefined;
    const due = status === 'resolved' || (status === 'waiting' && !!releaseAt && releaseAt.toMillis() <= now.getTime());
    if (!part.exists || !due) return false;
    // A resolution's refund must be applied to the sale first (its statement line), so the sale's
    // amount owed is already without it (docs/decisions/202-dispute-outcomes.md).
    const refundId = part.get('refund_id') as unknown;
    if (status === 'resolved' && typeof refundId === 'string') {
      if (!(await tx.get(db.doc(`statement_lines/refund_${refundId}`))).exists) return false;
    }
    const sale = await tx.get(db.doc(`transfers/${String(part.get('order_id'))}`));
    const total = Number(sale.get('parts_total') ?? 0);
    const decided = Number(sale.get('parts_decided') ?? 0);
    const released = Number(sale.get('released_paise') ?? 0);
    const isLast = decided + 1 >= total;
    const inParts = sale.get('status') === 'in_parts';
    let send = inParts
      ? partReleasePaise({
          plannedPaise: Number(part.get('planned_paise')),
          keptPercent: Number(part.get('kept_percent') ?? 100),
          owedPaise: Number(sale.get('amount')),
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
    tx.update(sale.ref, {
      parts_decided: FieldValue.increment(1),
      released_paise: FieldValue.increment(send),
      ...(isLast && inParts ? { status: 'released', released_at: at, release_sent: true } : {}),
    });
    return true;
  });
}
