import { z } from 'zod';
import { dateField } from './common';

/** `notifications/{id}` (docs/product.md#notifications-and-mail): created by the server only; the owner may flip is_read. */
export const notificationSchema = z.object({
  id: z.string(),
  user_id: z.string().min(1),
  title: z.string().max(200),
  message: z.string().max(2000),
  /** success, error, warning; anything else is shown as info (docs/product.md#notifications-and-mail). */
  type: z.string().max(20),
  is_read: z.boolean(),
  action_url: z.string().max(500).nullable(),
  created_at: dateField,
});
export type Notification = z.infer<typeof notificationSchema>;
