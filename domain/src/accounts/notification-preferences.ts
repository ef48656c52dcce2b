import { z } from 'zod';

/**
 * The mails a user may turn off (docs/accounts.md "Notification preferences", ADR 173). In-app
 * notifications (the bell) are always on; account mails (verification, password reset, support
 * replies, verification decisions) are always sent and are not listed here.
 */
export const MAIL_PREFERENCE_KINDS = ['messages', 'reminders', 'marketing', 'plans', 'payouts'] as const;
export type MailPreferenceKind = (typeof MAIL_PREFERENCE_KINDS)[number];

/** What each kind means, shown beside its switch in Settings and on My Profile. */
export const MAIL_PREFERENCE_TEXT: Record<MailPreferenceKind, { label: string; help: string }> = {
  messages: { label: 'New messages', help: 'A mail when someone writes to you while you are away.' },
  reminders: { label: 'Reminders', help: 'Sessions coming up and things waiting for you.' },
  marketing: { label: 'News and offers', help: 'New courses and offers from SkillSetu. Off unless you turn it on.' },
  plans: { label: 'Plan mails', help: 'Your trainer plan is ending soon, renewed or ended.' },
  payouts: { label: 'Payout mails', help: 'Payouts released to your bank and amounts recovered.' },
};

/** Texts of the preferences card (one place, so tests can import them). */
export const NOTIFICATION_PREFERENCES_TEXT = {
  title: 'Email Notifications',
  intro: 'Choose which emails we send you. Notifications in the bell menu are always on.',
  accountMails: 'Emails about your account (verification, password reset, replies from support) are always sent.',
  saved: { title: 'Preferences saved', description: 'We will send only the emails you chose.' },
  saveFailed: { title: 'Could not save your preferences', description: 'Please try again in a minute.' },
} as const;

/**
 * Defaults when a user never saved preferences: every service mail on, marketing off (consent to
 * marketing is asked for, never assumed; DPDP Act 2023, ADR 173).
 */
export const DEFAULT_MAIL_PREFERENCES: Record<MailPreferenceKind, boolean> = {
  messages: true,
  reminders: true,
  marketing: false,
  plans: true,
  payouts: true,
};

/**
 * `notification_preferences/{uid}` (owner reads and writes; the mail senders read it): one boolean
 * per MAIL_PREFERENCE_KINDS, all present; `updated_at` the server time of the last save.
 */
export const notificationPreferencesSchema = z.object({
  messages: z.boolean(),
  reminders: z.boolean(),
  marketing: z.boolean(),
  plans: z.boolean(),
  payouts: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * The preferences stored in a `notification_preferences/{uid}` document (undefined: never saved),
 * read leniently: a missing or malformed kind takes its default.
 */
export function readMailPreferences(data: Record<string, unknown> | undefined): NotificationPreferences {
  const out = { ...DEFAULT_MAIL_PREFERENCES };
  for (const kind of MAIL_PREFERENCE_KINDS) {
    const v = data?.[kind];
    if (typeof v === 'boolean') out[kind] = v;
  }
  return out;
}

/** Whether a mail of `kind` may be sent to a user whose stored preferences are `data` (undefined: none saved). */
export function mailAllowed(data: Record<string, unknown> | undefined, kind: MailPreferenceKind): boolean {
  return readMailPreferences(data)[kind];
}
