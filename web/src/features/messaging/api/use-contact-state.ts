import { contactKey, type ContactGrant, type ContactRequest } from '@skillsetu/domain';
import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { contactGrantFromData, contactRequestFromData } from './converters';

/** The learner's view of one trainer's contact sharing: the request (if any) and the grant (if any). */
export interface ContactState {
  loading: boolean;
  request: ContactRequest | null;
  grant: ContactGrant | null;
}

/**
 * Live listeners on contact_requests/{trainer_learner} and contact_grants/{trainer_learner}: the
 * grant disappears the moment the trainer revokes it (the rules then deny its contents).
 */
export function useContactState(trainerId: string, learnerId: string): ContactState {
  const key = contactKey(trainerId, learnerId);
  const [state, setState] = useState<{ key: string; request?: ContactRequest | null; grant?: ContactGrant | null }>({
    key,
  });
  useEffect(() => {
    const offRequest = onSnapshot(
      doc(firestore, 'contact_requests', key),
      (snap) =>
        setState((s) => ({
          ...(s.key === key ? s : { key }),
          request: snap.exists() ? contactRequestFromData(snap.id, snap.data({ serverTimestamps: 'estimate' })) : null,
        })),
      (err) => console.error('Contact request fetch failed', err),
    );
    const offGrant = onSnapshot(
      doc(firestore, 'contact_grants', key),
      (snap) =>
        setState((s) => ({
          ...(s.key === key ? s : { key }),
          grant: snap.exists() ? contactGrantFromData(snap.data()) : null,
        })),
      (err) => console.error('Contact grant fetch failed', err),
    );
    return () => {
      offRequest();
      offGrant();
    };
  }, [key]);
  const current = state.key === key ? state : { key };
  return {
    loading: current.request === undefined || current.grant === undefined,
    request: current.request ?? null,
    grant: current.grant ?? null,
  };
}
