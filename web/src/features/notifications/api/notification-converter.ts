import type { Notification } from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase/firestore';

/** `notifications/{id}` data (serverTimestamps 'estimate') → domain Notification, Timestamp → Date. */
export function notificationFromData(id: string, d: DocumentData): Notification {
  const created = d.created_at instanceof Timestamp ? d.created_at.toDate() : new Date();
  return {
    id,
    user_id: typeof d.user_id === 'string' ? d.user_id : '',
    title: typeof d.title === 'string' ? d.title : '',
    message: typeof d.message === 'string' ? d.message : '',
    type: typeof d.type === 'string' ? d.type : 'info',
    is_read: d.is_read === true,
    action_url: typeof d.action_url === 'string' && d.action_url ? d.action_url : null,
    created_at: created,
  };
}
