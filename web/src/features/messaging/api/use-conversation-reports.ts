import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { conversationReportConverter } from './schema-converters';
import type { ConversationReport } from './converters';

export type { ConversationReport } from './converters';

/**
 * Live admin inbox of conversation reports (useLiveQuery, lenient converter), newest first, at most
 * 50; admins only (firestore.rules). Errors are logged ('Reports fetch failed') and reported as
 * 'error' with no items.
 */
export function useConversationReports(): { status: 'loading' | 'success' | 'error'; items: ConversationReport[] } {
  const live = useLiveQuery(
    query(
      collection(firestore, 'conversation_reports').withConverter(conversationReportConverter),
      orderBy('created_at', 'desc'),
      limit(50),
    ),
    'Reports fetch',
  );
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading', items: [] };
  return { status: live.status, items: live.status === 'error' ? [] : live.data };
}
