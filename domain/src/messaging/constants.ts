/** Longest message text (issue: 1–2,000 characters). */
export const MESSAGE_MAX_CHARS = 2000;
/** Longest note on a contact request. */
export const CONTACT_NOTE_MAX_CHARS = 300;
/** Messages one sender may post per minute (rules enforce it, docs/decisions/040-message-rate-limit.md). */
export const MESSAGES_PER_MINUTE = 20;
/** Rate-limit window in milliseconds. */
export const MESSAGE_RATE_WINDOW_MS = 60_000;
/** Most messages the thread listens to (rules: list queries carry a limit ≤ 50). */
export const THREAD_PAGE_SIZE = 50;
/** Most conversations the list listens to. */
export const CONVERSATION_PAGE_SIZE = 50;
/** A recipient away longer than this gets a mail for a new message (issue: "an hour"). */
export const INACTIVE_MAIL_AFTER_MS = 60 * 60 * 1000;
/** Response-time samples count only from the last 30 days. */
export const RESPONSE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
