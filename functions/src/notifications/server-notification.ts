import { Timestamp } from 'firebase-admin/firestore';

/**
 * A server notification document for notifications/{id} (the owner may only flip is_read;
 * docs/architecture.md#data-model-cloud-firestore): type 'info', unread, created now (UTC
 * Timestamp), linking to My Learning unless `extra` says otherwise.
 */
export function notification(userId: string, title: string, message: string, extra: Record<string, unknown> = {}) {
  return {
    user_id: userId,
    title,
    message,
    type: 'info',
    is_read: false,
    action_url: '/my-learning',
    created_at: Timestamp.now(),
    ...extra,
  };
}
