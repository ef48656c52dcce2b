import { MAX_SESSIONS, type ClassLink, type Session } from '@skillsetu/domain';
import { collection, doc, limit, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveDoc, useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { classLinkConverter, sessionConverter } from './session-converters';

/** What a batch's classes look like on screen: its sessions (by n) and its place; null while loading. */
export interface BatchClasses {
  status: 'loading' | 'success' | 'error';
  sessions: Session[];
  link: ClassLink | null;
}

/**
 * The sessions of batches/{batchId} (at most MAX_SESSIONS, by n) and class_links/{batchId}, live.
 * Readable by the batch's trainer and its active learners only (firestore.rules); the link is read
 * only once classes exist, and an unreadable one reads as null. `batchId` null: idle. Inside <WithFirebase>.
 */
export function useBatchClasses(batchId: string | null): BatchClasses {
  const q = useMemo(
    () =>
      batchId
        ? query(
            collection(firestore, 'batches', batchId, 'sessions').withConverter(sessionConverter),
            orderBy('n'),
            limit(MAX_SESSIONS),
          )
        : null,
    [batchId],
  );
  const sessions = useLiveQuery(q, 'Sessions fetch');
  // The link exists once classes are planned; before that its read would be refused (no document).
  const planned = sessions.status === 'success' && sessions.data.length > 0;
  const ref = useMemo(
    () => (batchId && planned ? doc(firestore, 'class_links', batchId).withConverter(classLinkConverter) : null),
    [batchId, planned],
  );
  const link = useLiveDoc(ref, 'Class link fetch');
  if (sessions.status === 'loading' || sessions.status === 'idle')
    return { status: 'loading', sessions: [], link: null };
  return { status: sessions.status, sessions: sessions.data, link: link.data ?? null };
}
