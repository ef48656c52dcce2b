import { contactMessageSchema, type ContactMessage } from '@skillsetu/domain';

export { CONTACT_RATE_LIMITED } from '@skillsetu/domain';

/** What the contact form's fields hold, by name, before validation. */
export type ContactValues = Record<keyof ContactMessage, string>;

/**
 * Validates the contact form's values with the server's schema (contactMessageSchema, trimmed):
 * `{ ok: true, message }` or `{ ok: false, invalid }` with the names of the fields in error. The
 * form loads this module (and zod) when a visitor starts typing or sends, never with the page
 * (docs/decisions/221-become-trainer-and-contact-load-on-intent.md).
 */
export function checkContactMessage(
  values: ContactValues,
): { ok: true; message: ContactMessage } | { ok: false; invalid: Set<keyof ContactMessage> } {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, message: parsed.data };
  return { ok: false, invalid: new Set(parsed.error.issues.map((i) => i.path[0] as keyof ContactMessage)) };
}
