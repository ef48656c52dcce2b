import type { BatchStatus } from './schemas/batch';

/** The forward-only moves of a batch's status (ADR 130): nothing leaves completed or cancelled. */
const NEXT: Record<BatchStatus, readonly BatchStatus[]> = {
  scheduled: ['running', 'completed', 'cancelled'],
  running: ['completed'],
  completed: [],
  cancelled: [],
};

/** Whether a batch may move from `from` to `to` (forward only; the same status is no move). */
export function canMoveBatch(from: BatchStatus, to: BatchStatus): boolean {
  return NEXT[from].includes(to);
}

/** What the lifecycle job reads of a batch: its status and instants (UTC Dates; ends_at null = open-ended). */
export interface BatchClock {
  status: BatchStatus;
  starts_at: Date;
  ends_at?: Date | null;
}

/**
 * The status a batch should have at `now` (docs/architecture.md#decision-14, ADR 130): scheduled becomes
 * running once starts_at has come, and completed once ends_at has come (a scheduled batch whose end
 * already passed goes straight to completed); a batch without an end stays running. cancelled and
 * completed never change. Pure: the lifecycle job writes the result in a transaction.
 */
export function batchStatusAt(batch: BatchClock, now: Date): BatchStatus {
  if (batch.status === 'cancelled' || batch.status === 'completed') return batch.status;
  const t = now.getTime();
  if (batch.ends_at && batch.ends_at.getTime() <= t) return 'completed';
  if (batch.starts_at.getTime() <= t) return 'running';
  return batch.status;
}

/**
 * Whether the batch has begun at `now`: it is no longer scheduled, or its start has passed. A started
 * batch cannot be edited (firestore.rules) nor cancelled with a full refund (cancelBatch, ADR 130).
 */
export function batchHasStarted(batch: BatchClock, now: Date): boolean {
  return batch.status !== 'scheduled' || batch.starts_at.getTime() <= now.getTime();
}

/** The trainer dashboard's word for each status. */
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = {
  scheduled: 'Scheduled',
  running: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** The notification to each active learner when the trainer moves a batch with seats sold (ADR 131). */
export function batchMovedMessage(courseTitle: string, newStartIst: string): string {
  return `${courseTitle}: the batch now starts on ${newStartIst}. You can cancel for a full refund before it starts.`;
}
