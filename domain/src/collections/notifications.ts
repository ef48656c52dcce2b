import { notificationSchema, type Notification } from '../schemas/notification';
import { defineCollection } from './collection';

/** `notifications/{id}` (server-created; the owner flips is_read): one bell entry (docs/product.md#notifications-and-mail). */
export const notifications = defineCollection<Notification>({
  pattern: 'notifications/{notificationId}',
  schema: notificationSchema,
  idField: 'id',
  required: ['user_id', 'title'],
  example: () => ({
    id: 'notification_1',
    user_id: 'learner_1',
    title: 'Enrolled',
    message: 'You are enrolled in Spoken English.',
    type: 'success',
    is_read: false,
    action_url: '/my-learning',
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});
