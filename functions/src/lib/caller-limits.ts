import { PASSWORD_RESET_LIMITS } from '@skillsetu/domain';
import type { RateLimit } from './rate-limit-counter';

// Per-caller limits of the public callables (docs/decisions/015-per-caller-rate-limits.md): the
// only place their numbers live. A caller is the signed-in uid, else the IP address.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** sendPasswordReset: 5 per 10 minutes and 20 per day per caller (besides the per-address limit). */
export const PASSWORD_RESET_CALLER_LIMITS: readonly RateLimit[] = [
  { bucket: 'reset-10m', max: 5, windowMs: 10 * MINUTE },
  { bucket: 'reset-1d', max: 20, windowMs: DAY },
];

/**
 * sendPasswordReset per address (PASSWORD_RESET_LIMITS): one mail per minute, a sliding cooldown so
 * two requests a second apart never both pass at a minute's turn, and five per UTC day. Keyed by
 * resetAddressKey (docs/decisions/268-one-rate-limiter.md).
 */
export const PASSWORD_RESET_ADDRESS_LIMITS: readonly RateLimit[] = [
  { bucket: 'reset-address-1m', max: 1, windowMs: PASSWORD_RESET_LIMITS.cooldownMs, sliding: true },
  { bucket: 'reset-address-1d', max: PASSWORD_RESET_LIMITS.perDay, windowMs: DAY },
];

/** The per-address key of a reset request: the trimmed, lower-cased address (stored only hashed). */
export function resetAddressKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** sendTrainerVerification: 3 per hour and 10 per day per signed-in caller. */
export const VERIFICATION_CALLER_LIMITS: readonly RateLimit[] = [
  { bucket: 'verify-1h', max: 3, windowMs: HOUR },
  { bucket: 'verify-1d', max: 10, windowMs: DAY },
];

/** sendEmailVerification (the banner's Resend): 1 per minute and 5 per day per signed-in caller. */
export const EMAIL_VERIFICATION_CALLER_LIMITS: readonly RateLimit[] = [
  { bucket: 'email-verify-1m', max: 1, windowMs: MINUTE },
  { bucket: 'email-verify-1d', max: 5, windowMs: DAY },
];

/** exportMyData ("Download my data"): 5 per hour and 20 per day per signed-in caller. */
export const MY_DATA_CALLER_LIMITS: readonly RateLimit[] = [
  { bucket: 'my-data-1h', max: 5, windowMs: HOUR },
  { bucket: 'my-data-1d', max: 20, windowMs: DAY },
];

/** deleteMyAccount: 5 per hour and 10 per day per signed-in caller (a retry after a refusal is fine). */
export const DELETE_ACCOUNT_CALLER_LIMITS: readonly RateLimit[] = [
  { bucket: 'delete-account-1h', max: 5, windowMs: HOUR },
  { bucket: 'delete-account-1d', max: 10, windowMs: DAY },
];

/** submitContactMessage: 5 per hour and 20 per day per caller. */
export const CONTACT_CALLER_LIMITS: readonly RateLimit[] = [
  { bucket: 'contact-1h', max: 5, windowMs: HOUR },
  { bucket: 'contact-1d', max: 20, windowMs: DAY },
];

// --- certificates ---
/** certificatePdf (anyone, a PDF drawn per call): 20 per 10 minutes and 100 per day per caller. */
export const CERTIFICATE_PDF_CALLER_LIMITS: readonly RateLimit[] = [
  { bucket: 'certificate-pdf-10m', max: 20, windowMs: 10 * MINUTE },
  { bucket: 'certificate-pdf-1d', max: 100, windowMs: DAY },
];
// --- end certificates ---

// --- analytics ---
/** recordView (page views and Enroll Now clicks): 120 per hour and 600 per day per caller. */
export const VIEW_CALLER_LIMITS: readonly RateLimit[] = [
  { bucket: 'view-1h', max: 120, windowMs: HOUR },
  { bucket: 'view-1d', max: 600, windowMs: DAY },
];
// --- end analytics ---
