import type { ContactRequest } from '@skillsetu/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { contactRequestConverter } from './schema-converters';

/**
 * Live list of the trainer's contact requests (useLiveQuery, contactRequestSchema), newest first,
 * at most 50 (the rules' cap). Errors are logged ('Contact requests fetch failed') and reported as
 * 'error' with no items.
 */
export function useContactRequests(trainerId: string): {
  status: 'loading' | 'success' | 'error';
  items: ContactRequest[];
} {
  const live = useLiveQuery(
    query(
      collection(firestore, 'contact_requests').withConverter(contactRequestConverter),
      where('trainer_id', '==', trainerId),
      orderBy('created_at', 'desc'),
      limit(50),
    ),
    'Contact requests fetch',
  );
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading', items: [] };
  return { status: live.status, items: live.status === 'error' ? [] : live.data };
}
