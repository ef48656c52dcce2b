import type { IdentityChange, VerificationRequest, VerificationRequestInput } from '@skillsetu/domain';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { verificationRequestsCollection } from '../../../lib/firebase/refs';
import { auth, firestore } from '../../../lib/firebase/sdk';

/** The trainer's own verification request, live: 'none' when never requested (docs/architecture.md#decision-9). */
export function useVerificationRequest(uid: string): {
  status: 'loading' | 'none' | 'ready' | 'error';
  request: VerificationRequest | null;
} {
  const live = useLiveDoc(doc(verificationRequestsCollection(), uid), 'Verification request read');
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading', request: null };
  if (live.status === 'error') return { status: 'error', request: null };
  return live.data ? { status: 'ready', request: live.data } : { status: 'none', request: null };
}

/**
 * Sends (or resubmits) the trainer's verification request: verification_requests/{uid} with status
 * 'pending' and the server time; the rules allow it while pending or after a rejection. The
 * server's `identityChange` (a name or specialization change after approval, docs/decisions/142-verification-follows-identity.md)
 * must be sent back unchanged: the rules refuse a rewrite that drops or edits it. Resolves on the
 * server's ack; rejects with the rules error.
 */
export function submitVerificationRequest(
  uid: string,
  fullName: string,
  input: VerificationRequestInput,
  identityChange: IdentityChange | null = null,
): Promise<void> {
  return setDoc(doc(firestore, 'verification_requests', uid), {
    ...input,
    ...(identityChange ? { identity_change: identityChange } : {}),
    uid,
    full_name: fullName.slice(0, 120),
    email: auth.currentUser?.email ?? '',
    status: 'pending',
    submitted_at: serverTimestamp(),
  });
}
