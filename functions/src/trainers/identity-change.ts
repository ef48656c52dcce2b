import {
  identityChange,
  identityOf,
  trainerProfiles,
  VERIFICATION_DROPPED,
  type IdentityChange,
  type VerifiedIdentity,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../lib/transaction';
import { dataOf, typedDoc } from '../lib/typed-docs';

/**
 * Drops the Verified badge when a verified trainer's name or specialization no longer matches the
 * identity an admin approved (docs/decisions/142-verification-follows-identity.md). The approved
 * identity is `trainer_profiles/{uid}.verified_identity` (written by adminDecideVerification); a
 * profile verified before that field existed falls back to the event's `before` document. In ONE
 * transaction: the profile loses `verified`, `verified_at`, `verification_checks`; the request
 * `verification_requests/{uid}` goes back to 'pending' in the admin queue with `identity_change`
 * (old → new; created when there was none); the trainer gets the VERIFICATION_DROPPED notice.
 * Idempotent: a replay finds the profile no longer verified and returns null. Returns the change
 * applied, or null. Throws the Firestore error.
 */
export async function dropVerificationOnIdentityChange(
  db: Firestore,
  uid: string,
  before: DocumentData | undefined,
): Promise<IdentityChange | null> {
  const typedRef = typedDoc(db, trainerProfiles, uid);
  const profileRef = typedRef.withConverter(null);
  const requestRef = db.doc(`verification_requests/${uid}`);
  return runTransaction(db, async (tx) => {
    const [profile, request] = await Promise.all([tx.get(typedRef).then(dataOf), tx.get(requestRef)]);
    if (profile?.verified !== true) return null;
    const stored = profile.verified_identity;
    const approved: VerifiedIdentity | null = stored
      ? identityOf(stored)
      : before?.verified === true
        ? identityOf(before)
        : null;
    if (!approved) return null;
    const change = identityChange(approved, identityOf(profile));
    if (!change) return null;
    const now = Timestamp.now();
    tx.update(profileRef, {
      verified: false,
      verified_at: FieldValue.delete(),
      verification_checks: FieldValue.delete(),
      verified_identity: FieldValue.delete(),
    });
    const queued = { status: 'pending', submitted_at: now, decided_at: null, decided_by: null, reason: null };
    if (request.exists) {
      tx.update(requestRef, { ...queued, full_name: change.to_name.slice(0, 120), identity_change: change });
    } else {
      tx.set(requestRef, {
        ...queued,
        uid,
        full_name: change.to_name.slice(0, 120),
        email: profile.email,
        checks: [],
        evidence_links: [],
        identity_change: change,
      });
    }
    tx.create(db.collection('notifications').doc(`verification_dropped_${uid}_${now.toMillis()}`), {
      user_id: uid,
      title: VERIFICATION_DROPPED.title,
      message: VERIFICATION_DROPPED.message,
      type: 'warning',
      is_read: false,
      action_url: '/trainer-dashboard',
      created_at: now,
    });
    return change;
  });
}
