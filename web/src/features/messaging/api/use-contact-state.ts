import type { ContactGrant, ContactRequest } from '@skillsetu/domain';
import { collection, limit, query, where, type FirestoreDataConverter } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { contactGrantConverter, contactRequestConverter } from './schema-converters';

/** The learner's view of one trainer's contact sharing: the request (if any) and the grant (if any). */
export interface ContactState {
  loading: boolean;
  request: ContactRequest | null;
  grant: ContactGrant | null;
}

/** The learner's documents of one collection about one trainer: at most one (query, limit 1). */
function learnerAndTrainer<T>(
  name: string,
  converter: FirestoreDataConverter<T>,
  learnerId: string,
  trainerId: string,
) {
  return query(
    collection(firestore, name).withConverter(converter),
    where('learner_id', '==', learnerId),
    where('trainer_id', '==', trainerId),
    limit(1),
  );
}

/**
 * Live `contact_requests/{trainer_learner}` and `contact_grants/{trainer_learner}` of one learner and
 * one trainer (useLiveQuery: queries on learner_id and trainer_id, limit 1, the domain schemas): the
 * grant disappears the moment the trainer revokes it. Queries, not document listeners: a document
 * listener can miss the document's creation on the Firestore emulator
 * (docs/decisions/287-contact-state-as-queries.md). A failed read is logged ('Contact request/grant
 * fetch failed') and counts as none.
 */
export function useContactState(trainerId: string, learnerId: string): ContactState {
  const request = useLiveQuery(
    learnerAndTrainer('contact_requests', contactRequestConverter, learnerId, trainerId),
    'Contact request fetch',
  );
  const grant = useLiveQuery(
    learnerAndTrainer('contact_grants', contactGrantConverter, learnerId, trainerId),
    'Contact grant fetch',
  );
  return {
    loading: request.status === 'loading' || grant.status === 'loading',
    request: request.status === 'success' ? (request.data[0] ?? null) : null,
    grant: grant.status === 'success' ? (grant.data[0] ?? null) : null,
  };
}
