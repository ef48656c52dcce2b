import { contactKey, type ContactGrant, type ContactRequest } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useLiveDoc } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { contactGrantConverter, contactRequestConverter } from './schema-converters';

/** The learner's view of one trainer's contact sharing: the request (if any) and the grant (if any). */
export interface ContactState {
  loading: boolean;
  request: ContactRequest | null;
  grant: ContactGrant | null;
}

/**
 * Live `contact_requests/{trainer_learner}` and `contact_grants/{trainer_learner}` (useLiveDoc, the
 * domain schemas): the grant disappears the moment the trainer revokes it (the rules then deny its
 * contents). A failed read is logged ('Contact request/grant fetch failed') and counts as none.
 */
export function useContactState(trainerId: string, learnerId: string): ContactState {
  const key = contactKey(trainerId, learnerId);
  const request = useLiveDoc(
    doc(firestore, 'contact_requests', key).withConverter(contactRequestConverter),
    'Contact request fetch',
  );
  const grant = useLiveDoc(
    doc(firestore, 'contact_grants', key).withConverter(contactGrantConverter),
    'Contact grant fetch',
  );
  return {
    loading: request.status === 'loading' || grant.status === 'loading',
    request: request.status === 'success' ? (request.data ?? null) : null,
    grant: grant.status === 'success' ? (grant.data ?? null) : null,
  };
}
