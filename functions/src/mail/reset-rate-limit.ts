import { PASSWORD_RESET_LIMITS } from '@skillsetu/domain';
import { createHash } from 'node:crypto';
import { db } from '../lib/admin';

/** `mail_limits/{sha256(lower-cased email)}`: server-only (firestore.rules default deny). */
interface ResetLimitDoc {
  /** When the last reset mail was allowed, ms since epoch. */
  last_at: number;
  /** UTC day of `count`, 'YYYY-MM-DD'. */
  day: string;
  count: number;
}

/**
 * Takes one password-reset slot for `email` (PASSWORD_RESET_LIMITS: one per minute, five per UTC
 * day), in a transaction so concurrent requests cannot both pass. Returns false when over the limit.
 * The document id is a hash, so no address is stored. Throws the Firestore error.
 */
export async function takePasswordResetSlot(email: string, now: number = Date.now()): Promise<boolean> {
  const id = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const ref = db.collection('mail_limits').doc(id);
  const day = new Date(now).toISOString().slice(0, 10);
  return db.runTransaction(async (tx) => {
    const prev = (await tx.get(ref)).data() as ResetLimitDoc | undefined;
    const countToday = prev?.day === day ? prev.count : 0;
    if (prev && now - prev.last_at < PASSWORD_RESET_LIMITS.cooldownMs) return false;
    if (countToday >= PASSWORD_RESET_LIMITS.perDay) return false;
    tx.set(ref, { last_at: now, day, count: countToday + 1 } satisfies ResetLimitDoc);
    return true;
  });
}
