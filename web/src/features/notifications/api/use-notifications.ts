import { MAX_NOTIFICATIONS, type Notification } from '@skillsetu/domain';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';
import { notificationFromData } from './notification-converter';

/** Live notifications state: loading until the first snapshot. */
export interface NotificationsState {
  status: 'loading' | 'success' | 'error';
  items: Notification[];
}

/**
 * Live listener on the user's notifications (spec §7: newest first by created_at, at most 50).
 * The query's `user_id == uid` filter and limit are what firestore.rules require. `onArrived`
 * receives notifications added after the first snapshot (spec §4: live inserts), never the ones
 * already there at load. Fetch errors are only logged (spec §8).
 */
export function useNotifications(uid: string, onArrived?: (n: Notification) => void): NotificationsState {
  const [state, setState] = useState<NotificationsState & { uid: string | null }>({
    uid: null,
    status: 'loading',
    items: [],
  });
  const arrivedRef = useRef(onArrived);
  useEffect(() => {
    arrivedRef.current = onArrived;
  });
  useEffect(() => {
    // Only changes after the first snapshot confirmed by the server count as live: with the
    // persistent cache the first snapshot may come from disk, and the server's catch-up would
    // otherwise replay old notifications as new ones.
    let synced = false;
    const q = query(
      collection(firestore, 'notifications'),
      where('user_id', '==', uid),
      orderBy('created_at', 'desc'),
      limit(MAX_NOTIFICATIONS),
    );
    return onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snap) => {
        const items = snap.docs.map((d) => notificationFromData(d.id, d.data({ serverTimestamps: 'estimate' })));
        const arrived = arrivedRef.current;
        if (synced && arrived) {
          for (const change of snap.docChanges()) {
            if (change.type === 'added') {
              arrived(notificationFromData(change.doc.id, change.doc.data({ serverTimestamps: 'estimate' })));
            }
          }
        }
        if (!snap.metadata.fromCache) synced = true;
        setState({ uid, status: 'success', items });
      },
      (err) => {
        console.error('Notifications fetch failed', err);
        setState({ uid, status: 'error', items: [] });
      },
    );
  }, [uid]);
  return state.uid === uid ? state : { status: 'loading', items: [] };
}
