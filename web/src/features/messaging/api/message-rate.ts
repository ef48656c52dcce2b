import { keptRateCounter, type RateCounter } from '@skillsetu/domain';
import { doc, onSnapshot, Timestamp } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

/**
 * The sender's last known message_rates counter, kept fresh by one listener per uid (the local
 * write of each send shows in it at once, also offline). docs/decisions/040-message-rate-limit.md.
 */
const known = new Map<
  string,
  { counter: RateCounter | null; confirmedTotal: number; ready: Promise<void>; stop: () => void }
>();

/** Starts (once) the listener on message_rates/{uid}; resolves when the first snapshot is in. */
export function watchRate(uid: string): Promise<void> {
  const existing = known.get(uid);
  if (existing) return existing.ready;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((r) => (resolveReady = r));
  const entry: { counter: RateCounter | null; confirmedTotal: number; ready: Promise<void>; stop: () => void } = {
    counter: null,
    confirmedTotal: 0,
    ready,
    stop: () => undefined,
  };
  known.set(uid, entry);
  entry.stop = onSnapshot(
    doc(firestore, 'message_rates', uid),
    // with metadata changes: the server's confirmation of a local write counts (keptRateCounter)
    { includeMetadataChanges: true },
    (snap) => {
      const d = snap.data({ serverTimestamps: 'estimate' });
      const start = d?.window_start;
      const seen =
        d && typeof d.total === 'number' && typeof d.count === 'number'
          ? {
              total: d.total,
              count: d.count,
              windowStartMs: start instanceof Timestamp ? start.toMillis() : Date.now(),
            }
          : null;
      Object.assign(entry, keptRateCounter(entry, seen, snap.metadata.hasPendingWrites));
      resolveReady();
    },
    (err) => {
      console.error('Message rate fetch failed', err);
      resolveReady();
    },
  );
  return ready;
}

/** The counter as last seen (null: none yet). */
export function currentRate(uid: string): RateCounter | null {
  return known.get(uid)?.counter ?? null;
}

/**
 * Records that the server committed the write of `counter` (the send's batch resolved): its total
 * is confirmed, and a listener that reported the counter missing or lower meanwhile was stale
 * (docs/decisions/287-contact-state-as-queries.md), so `counter` stands.
 */
export function confirmRate(uid: string, counter: RateCounter): void {
  const entry = known.get(uid);
  if (!entry) return;
  entry.confirmedTotal = Math.max(entry.confirmedTotal, counter.total);
  if (!entry.counter || entry.counter.total < counter.total) entry.counter = counter;
}

/** Records the counter a send just wrote, before the listener reports it. */
export function rememberRate(uid: string, counter: RateCounter): void {
  const entry = known.get(uid);
  if (entry) entry.counter = counter;
}
