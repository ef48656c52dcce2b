import { collection, limit, orderBy, query } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { inboxMessageConverter, type InboxMessage } from './admin-converters';
import { useAdminList, type LiveList } from './use-live-query';

/** Contact messages newest first, live, `pages` × 50 of them ("Load more" adds a page). Admins only. */
export function useContactInbox(pages = 1): LiveList<InboxMessage> {
  return useAdminList(
    query(
      collection(firestore, 'contact_messages').withConverter(inboxMessageConverter),
      orderBy('created_at', 'desc'),
      limit(50 * pages),
    ),
  );
}
