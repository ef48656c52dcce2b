import { MAX_NOTIFICATIONS, type Notification } from '@skillsetu/domain';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useRef } from 'react';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { notificationConverter } from './notification-converter';

/** Live notifications state: loading until the first snapshot. */
export interface NotificationsState {
  status: 'loading' | 'success' | 'error';
  items: Notification[];
}

/**
 * Live notifications of the user (docs/product.md#notifications-and-mail: newest first by created_at, at most 50), reactfire with
 * the notification converter. The query's `user_id == uid` filter and limit are what
 * firestore.rules require. `onArrived` receives notifications added after the first list the
 * server confirmed (docs/product.md#notifications-and-mail: live inserts), never the ones already there at load: with the
 * persistent cache the first list may come from disk, and the server's catch-up would otherwise
 * replay old notifications as new ones. Fetch errors are only logged (docs/product.md#notifications-and-mail).
 */
export function useNotifications(uid: string, onArrived?: (n: Notification) => void): NotificationsState {
  const live = useLiveQuery(
    query(
      collection(firestore, 'notifications').withConverter(notificationConverter),
      where('user_id', '==', uid),
      orderBy('created_at', 'desc'),
      limit(MAX_NOTIFICATIONS),
    ),
    'Notifications fetch',
  );
  const arrivedRef = useRef(onArrived);
  useEffect(() => {
    arrivedRef.current = onArrived;
  });
  // ids known once the server confirmed the list (null until then), per uid
  const known = useRef<{ uid: string; ids: Set<string> } | null>(null);
  useEffect(() => {
    if (live.status !== 'success') return;
    if (known.current?.uid !== uid) {
      if (live.data.some((n) => n.fromCache)) return;
      known.current = { uid, ids: new Set(live.data.map((n) => n.id)) };
      return;
    }
    for (const n of live.data) {
      if (known.current.ids.has(n.id)) continue;
      known.current.ids.add(n.id);
      if (!n.fromCache) arrivedRef.current?.(n);
    }
  }, [live.status, live.data, uid]);
  const items = useMemo(() => live.data.map(({ fromCache: _fromCache, ...n }) => n), [live.data]);
  if (live.status === 'loading' || live.status === 'idle') return { status: 'loading', items: [] };
  return { status: live.status, items: live.status === 'error' ? [] : items };
}
