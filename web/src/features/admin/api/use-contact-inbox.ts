import { collection, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { inboxMessageFromData, type InboxMessage } from './admin-converters';
import { useLiveQuery, type LiveList } from './use-live-query';

/** Contact messages newest first, live, `pages` × 50 of them ("Load more" adds a page). Admins only. */
export function useContactInbox(pages = 1): LiveList<InboxMessage> {
  return useLiveQuery(
    `inbox:${pages}`,
    () => query(collection(firestore, 'contact_messages'), orderBy('created_at', 'desc'), limit(50 * pages)),
    inboxMessageFromData,
  );
}
