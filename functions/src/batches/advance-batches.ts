import { batches, batchStatusAt, canMoveBatch, type BatchStatus } from '@skillsetu/domain';
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../lib/transaction';
import { dataOf, typedDoc } from '../lib/typed-docs';

/** At most this many batches per query and run (the next run, 15 minutes later, takes the rest). */
const PAGE = 200;

/** The instant field written with each status (server time of the job's clock). */
const STAMP: Partial<Record<BatchStatus, string>> = { running: 'started_at', completed: 'completed_at' };

/**
 * Moves one batch to the status it should have at `now` (batchStatusAt, ADR 130) in a transaction:
 * re-read, decide, write only a forward move (canMoveBatch) with `started_at` / `completed_at`.
 * Racing runs serialise on the document; the second sees the new status and writes nothing.
 * Returns the status written, or null when nothing changed.
 */
export async function advanceBatch(db: Firestore, ref: DocumentReference, now: Date): Promise<BatchStatus | null> {
  return runTransaction(db, async (tx) => {
    const batch = dataOf(await tx.get(typedDoc(db, batches, ref.id)));
    if (!batch) return null;
    const next = batchStatusAt(
      { status: batch.status, starts_at: batch.starts_at, ends_at: batch.ends_at ?? null },
      now,
    );
    if (!canMoveBatch(batch.status, next)) return null;
    const at = Timestamp.fromDate(now);
    const stamps: Record<string, Timestamp> = {};
    if (next === 'completed' && batch.status === 'scheduled') stamps.started_at = at;
    const field = STAMP[next];
    if (field) stamps[field] = at;
    tx.update(ref, { status: next, ...stamps });
    return next;
  });
}

/**
 * The lifecycle job (advanceBatches every 15 minutes; on the emulator also each test-clock move,
 * before the payout job): scheduled batches whose start has come become running, running (or
 * scheduled) batches whose end has come become completed (docs/architecture.md#decision-14, ADR 130).
 * Idempotent and forward-only. Returns how many batches moved.
 */
export async function advanceDueBatches(db: Firestore, now: Date): Promise<number> {
  const at = Timestamp.fromDate(now);
  const [started, ended] = await Promise.all([
    db.collection('batches').where('status', '==', 'scheduled').where('starts_at', '<=', at).limit(PAGE).get(),
    db.collection('batches').where('status', '==', 'running').where('ends_at', '<=', at).limit(PAGE).get(),
  ]);
  let moved = 0;
  for (const doc of [...started.docs, ...ended.docs]) {
    if (await advanceBatch(db, doc.ref, now)) moved++;
  }
  if (moved) logger.info('Batches advanced', { moved, at: now.toISOString() });
  return moved;
}
