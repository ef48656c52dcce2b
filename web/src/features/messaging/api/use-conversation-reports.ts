import { collection, limit, onSnapshot, orderBy, query, Timestamp } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';

/** One report in the admin inbox. */
export interface ConversationReport {
  id: string;
  conversationId: string;
  reason: string;
  createdAt: Date;
  status: string;
}

/** Live admin inbox of conversation reports, newest first, at most 50 (admins only, firestore.rules). */
export function useConversationReports(): { status: 'loading' | 'success' | 'error'; items: ConversationReport[] } {
  const [state, setState] = useState<{ status: 'loading' | 'success' | 'error'; items: ConversationReport[] }>({
    status: 'loading',
    items: [],
  });
  useEffect(
    () =>
      onSnapshot(
        query(collection(firestore, 'conversation_reports'), orderBy('created_at', 'desc'), limit(50)),
        (snap) =>
          setState({
            status: 'success',
            items: snap.docs.map((d) => {
              const data = d.data({ serverTimestamps: 'estimate' });
              return {
                id: d.id,
                conversationId: String(data.conversation_id ?? ''),
                reason: String(data.reason ?? ''),
                status: String(data.status ?? 'open'),
                createdAt: data.created_at instanceof Timestamp ? data.created_at.toDate() : new Date(),
              };
            }),
          }),
        (err) => {
          console.error('Reports fetch failed', err);
          setState({ status: 'error', items: [] });
        },
      ),
    [],
  );
  return state;
}
