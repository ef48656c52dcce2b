import {
  DEFAULT_MAIL_PREFERENCES,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '../accounts/notification-preferences';
import { defineCollection } from './collection';

/**
 * `notification_preferences/{uid}` (the owner writes; the mail senders read): one boolean per mail
 * kind; a missing or malformed kind reads as its default (docs/decisions/173-mail-preferences.md).
 */
export const notificationPreferences = defineCollection<NotificationPreferences>({
  pattern: 'notification_preferences/{uid}',
  schema: notificationPreferencesSchema,
  fallbacks: DEFAULT_MAIL_PREFERENCES,
  example: () => ({ ...DEFAULT_MAIL_PREFERENCES }),
});
