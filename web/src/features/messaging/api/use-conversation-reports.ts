import { collection, limit, orderBy, query, type DocumentData } from 'firebase/firestore';
import { lenientConverter } from '../../../lib/firebase/converter-from-schema';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';

/** One report in the admin inbox. */
export interface ConversationReport {
  id: string;
  conversationId: string;
  reason: string;
  createdAt: Date;
  status: string;
}

/** `conversation_reports/{id}` → ConversationReport (server-written; no read schema in domain). */
const reportConverter = lenientConverter<ConversationReport>((id: string, d: DocumentData) => ({
  id,
  conversationId: String(d.conversation_id ?? ''),
  reason: String(d.reason ?? ''),
  status: String(d.status ?? 'open'),
  createdAt: d.created_at instanceof Date ? d.created_at : new Date(),
}));

/** Live admin inbox of conversation reports (reactfire), newest first, at most 50 (admins only, firestore.rules). */
export function useConversationReports(): { status: 'loading' | 'success' | 'error'; items: ConversationReport[] } {
  const live = useLiveQuery(
    query(
      collection(firestore, 'conversation_reports').withConverter(reportConverter),
      orderBy('created_at', 'desc'),
      limit(50),
    ),
    'Reports fetch',
  );
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading', items: [] };
  return { status: live.status, items: live.status === 'error' ? [] : live.data };
}
