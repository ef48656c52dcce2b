import { doc, updateDoc, writeBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';

/** Marks one notification read (docs/product.md#notifications-and-mail: update is_read true where id = given id). */
export function markNotificationRead(id: string): Promise<void> {
  return updateDoc(doc(firestore, 'notifications', id), { is_read: true });
}

/** Marks the given unread notifications read in one batch (docs/product.md#notifications-and-mail 'Mark all read'). */
export async function markAllNotificationsRead(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const batch = writeBatch(firestore);
  for (const id of ids) batch.update(doc(firestore, 'notifications', id), { is_read: true });
  await batch.commit();
}
