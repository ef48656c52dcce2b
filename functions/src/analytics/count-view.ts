import {
  courses,
  istDayEnd,
  istDayKey,
  istMonthKey,
  trainerAnalytics,
  trainerCards,
  VIEW_COUNTER_FIELD,
  viewDedupe,
  type RecordViewInput,
  type RecordViewResult,
} from '@skillsetu/domain';
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/** Whose page a view or click belongs to: the trainer's uid, or null when the target is not public. */
export async function viewTarget(db: Firestore, input: RecordViewInput): Promise<string | null> {
  if (input.kind === 'profile') {
    const card = await db.doc(trainerCards.path(input.id)).get();
    return card.exists ? input.id : null;
  }
  const course = dataOf(await typedDoc(db, courses, input.id).get());
  return course?.is_active === true ? course.trainer_id : null;
}

/** The visitor as stored: sha256 of the caller key ('uid:…' or 'ip:…'), so no uid or IP address is kept. */
export function visitorHash(callerKey: string): string {
  return createHash('sha256').update(`view:${callerKey}`).digest('hex');
}

/**
 * Counts one view or click of `input` (owned by `trainerId`) on the IST day of `now`, at most once
 * per kind, target and day for ANY of `visitors` (visitorHash of each caller key: the signed-in
 * uid and the IP address; docs/decisions/100-server-counted-views.md, 141): one transaction reads the deterministic dedupe
 * docs `view_dedupe/{day}_{kind}_{id}_{visitor}` of every key; it counts only when none exists,
 * and creates the missing ones either way (with `expires_at` = end of the next IST day, for a TTL
 * policy), so a second account on a counted IP, or a counted account on a new IP, counts nothing.
 * Counting adds 1 to `trainer_analytics/{trainerId}/days/{YYYY-MM-DD}` and `.../months/{YYYY-MM}`.
 * Returns { counted }. Throws the Firestore error.
 */
export async function countView(
  db: Firestore,
  args: { input: RecordViewInput; trainerId: string; visitors: readonly string[]; now: Date },
): Promise<RecordViewResult> {
  const { input, trainerId, visitors, now } = args;
  const day = istDayKey(now);
  const month = istMonthKey(now);
  const field = VIEW_COUNTER_FIELD[input.kind];
  const dedupeRefs = [...new Set(visitors)].map((v) =>
    typedDoc(db, viewDedupe, `${day}_${input.kind}_${input.id}_${v}`),
  );
  // merged increments, never whole documents: the plain references
  const dayRef = db.doc(trainerAnalytics.path(trainerId, 'days', day));
  const monthRef = db.doc(trainerAnalytics.path(trainerId, 'months', month));
  return runTransaction(db, async (tx) => {
    const seen = await tx.getAll(...dedupeRefs);
    const dayEnd = istDayEnd(day);
    seen.forEach((snap, i) => {
      if (snap.exists) return;
      tx.create(dedupeRefs[i]!, {
        day,
        kind: input.kind,
        target_id: input.id,
        trainer_id: trainerId,
        expires_at: new Date(dayEnd.getTime() + 24 * 60 * 60 * 1000),
      });
    });
    if (seen.some((snap) => snap.exists)) return { counted: false };
    const bump = { trainer_id: trainerId, [field]: FieldValue.increment(1), updated_at: Timestamp.fromDate(now) };
    tx.set(dayRef, { ...bump, day }, { merge: true });
    tx.set(monthRef, { ...bump, month }, { merge: true });
    return { counted: true };
  });
}
