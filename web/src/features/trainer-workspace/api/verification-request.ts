import {
  VERIFICATION_CHECKS,
  type IdDocumentType,
  type VerificationCheck,
  type VerificationRequest,
  type VerificationRequestInput,
} from '@skillsetu/domain';
import { doc, onSnapshot, serverTimestamp, setDoc, Timestamp, type DocumentData } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { auth, firestore } from '../../../lib/firebase/sdk';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const date = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);

function requestFromData(uid: string, d: DocumentData): VerificationRequest {
  return {
    uid,
    full_name: str(d.full_name),
    id_type: (str(d.id_type) || 'aadhaar') as IdDocumentType,
    id_last4: str(d.id_last4),
    qualifications: str(d.qualifications),
    experience: str(d.experience),
    evidence_links: Array.isArray(d.evidence_links) ? d.evidence_links.filter((l) => typeof l === 'string') : [],
    status: d.status === 'verified' || d.status === 'rejected' ? d.status : 'pending',
    submitted_at: date(d.submitted_at) ?? new Date(),
    decided_at: date(d.decided_at),
    decided_by: str(d.decided_by) || null,
    reason: str(d.reason) || null,
    checks: Array.isArray(d.checks)
      ? d.checks.filter((c): c is VerificationCheck => (VERIFICATION_CHECKS as readonly string[]).includes(c))
      : [],
  };
}

/** The trainer's own verification request, live: 'none' when never requested (Decision 9). */
export function useVerificationRequest(uid: string): {
  status: 'loading' | 'none' | 'ready' | 'error';
  request: VerificationRequest | null;
} {
  const [state, setState] = useState<{
    uid: string;
    status: 'loading' | 'none' | 'ready' | 'error';
    request: VerificationRequest | null;
  }>({
    uid: '',
    status: 'loading',
    request: null,
  });
  useEffect(
    () =>
      onSnapshot(
        doc(firestore, 'verification_requests', uid),
        (snap) => {
          const data = snap.data({ serverTimestamps: 'estimate' });
          setState({ uid, status: data ? 'ready' : 'none', request: data ? requestFromData(uid, data) : null });
        },
        (err) => {
          console.error('Verification request read failed', err);
          setState({ uid, status: 'error', request: null });
        },
      ),
    [uid],
  );
  return state.uid === uid ? state : { status: 'loading', request: null };
}

/**
 * Sends (or resubmits) the trainer's verification request: verification_requests/{uid} with status
 * 'pending' and the server time; the rules allow it while pending or after a rejection. Resolves on
 * the server's ack; rejects with the rules error.
 */
export function submitVerificationRequest(
  uid: string,
  fullName: string,
  input: VerificationRequestInput,
): Promise<void> {
  return setDoc(doc(firestore, 'verification_requests', uid), {
    ...input,
    uid,
    full_name: fullName.slice(0, 120),
    email: auth.currentUser?.email ?? '',
    status: 'pending',
    submitted_at: serverTimestamp(),
  });
}
