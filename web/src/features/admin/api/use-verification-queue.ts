import type { VerificationRequest } from '@skillsetu/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { verificationRequestFromData } from './admin-converters';
import { useLiveQuery, type LiveList } from './use-live-query';

/** Most requests a page of the queue shows (the rules allow at most 50 per query). */
export const QUEUE_PAGE = 50;

/**
 * Live verification queue: requests with `status` (default pending), oldest first, at most 50.
 * Admins only (firestore.rules admin section).
 */
export function useVerificationQueue(status: VerificationRequest['status'] = 'pending'): LiveList<VerificationRequest> {
  return useLiveQuery(
    `queue:${status}`,
    () =>
      query(
        collection(firestore, 'verification_requests'),
        where('status', '==', status),
        orderBy('submitted_at', status === 'pending' ? 'asc' : 'desc'),
        limit(QUEUE_PAGE),
      ),
    verificationRequestFromData,
  );
}
