import {
  accountDeletions,
  profiles,
  DELETE_ACCOUNT_RECENT_SIGN_IN_MS,
  DELETE_ACCOUNT_TEXT,
  deletionRefusals,
} from '@skillsetu/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin';
import { guarded, isAdmin, requireAuth } from '../lib/callable';
import { DELETE_ACCOUNT_CALLER_LIMITS } from '../lib/caller-limits';
import { enforceCallerLimits } from '../lib/rate-limit';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { eraseTraces, readBlockers, unpublishCourses } from './account-erasure';
import { runTransaction } from '../lib/transaction';

/** What deleteMyAccount answers: the account is gone (also when an earlier call already deleted it). */
export interface DeleteMyAccountResult {
  deleted: true;
}

/**
 * Whether the ID token's sign-in (`auth_time`, seconds since the epoch) is at most
 * DELETE_ACCOUNT_RECENT_SIGN_IN_MS before `nowMs`: the dialog re-authenticates right before the call.
 */
export function signedInRecently(authTimeSeconds: unknown, nowMs: number): boolean {
  if (typeof authTimeSeconds !== 'number') return false;
  return nowMs - authTimeSeconds * 1000 <= DELETE_ACCOUNT_RECENT_SIGN_IN_MS;
}

/**
 * Deletes `uid`'s account (ADR 172): in one transaction it reads `account_deletions/{uid}` (server
 * only) and the blockers, refuses with every reason when a trainer still has learners or money open,
 * unpublishes the courses and records the deletion; then it removes the traces, deletes the Auth user and marks it done.
 * Forward-only and idempotent: a second or concurrent call repeats only deletes and renames, and an
 * Auth user already gone counts as deleted. Throws HttpsError failed-precondition with the refusals.
 */
export async function deleteAccount(firestore: Firestore, uid: string): Promise<DeleteMyAccountResult> {
  const marker = typedDoc(firestore, accountDeletions, uid);
  const done = await runTransaction(firestore, async (tx) => {
    const [current, profile] = await Promise.all([tx.get(marker), tx.get(typedDoc(firestore, profiles, uid))]);
    if (dataOf(current)?.status === 'deleted') return true;
    const refusals = deletionRefusals(await readBlockers(tx, firestore, uid));
    if (refusals.length) throw new HttpsError('failed-precondition', refusals.join(' '));
    await unpublishCourses(tx, firestore, uid);
    if (!current.exists) {
      // uid and role only: the record that the account was deleted, and when (no name, no address)
      tx.create(marker, {
        status: 'deleting',
        user_type: dataOf(profile)?.user_type ?? 'learner',
        started_at: FieldValue.serverTimestamp(),
      });
    }
    return false;
  });
  if (done) return { deleted: true };
  await eraseTraces(firestore, uid);
  try {
    await auth.deleteUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  await marker.set({ status: 'deleted', deleted_at: FieldValue.serverTimestamp() }, { merge: true });
  return { deleted: true };
}

/**
 * Callable `deleteMyAccount` (no input) → { deleted: true }: My Profile → Privacy → "Delete my
 * account" (docs/accounts.md, the right to erasure of India's DPDP Act 2023). Needs a sign-in in the
 * last 5 minutes (the dialog asks for the password) and is refused to admins. DELETE_ACCOUNT_CALLER_LIMITS
 * per caller. Throws unauthenticated, failed-precondition (sign in again; what must happen first),
 * permission-denied (admin), resource-exhausted.
 */
export const deleteMyAccount = onCall(async (request: CallableRequest): Promise<DeleteMyAccountResult> => {
  const uid = requireAuth(request);
  return guarded('deleteMyAccount', async () => {
    await enforceCallerLimits(request, DELETE_ACCOUNT_CALLER_LIMITS);
    if (isAdmin(request)) {
      throw new HttpsError(
        'permission-denied',
        'An admin account cannot delete itself. Ask another admin to remove your admin role first.',
      );
    }
    if (!signedInRecently(request.auth?.token.auth_time, Date.now())) {
      throw new HttpsError('failed-precondition', DELETE_ACCOUNT_TEXT.signInAgain);
    }
    return deleteAccount(db, uid);
  });
});
