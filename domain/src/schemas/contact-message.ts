import { z } from 'zod';
import { requiredText, text } from './common';

/**
 * The contact form (docs/product.md#public-pages, docs/product.md#validation-and-messages): firstName, email, subject, message required;
 * lastName optional; no other keys. The submitContactMessage callable stores it as
 * `contact_messages/{id}` with `created_at` = server time and `status: 'new'`.
 */
export const contactMessageSchema = z.strictObject({
  firstName: requiredText(80),
  lastName: text(80).optional(),
  email: z.email().max(254),
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** What `submitContactMessage` answers: the stored `contact_messages/{id}` id. */
export interface ContactMessageSent {
  id: string;
}

/**
 * The contact form's toast when the server's per-caller limit refuses a message (HttpsError
 * 'resource-exhausted'; docs/decisions/015-per-caller-rate-limits.md). Not spec words: the spec
 * has none for this case.
 */
export const CONTACT_RATE_LIMITED = {
  title: 'Too Many Messages',
  description: 'Too many attempts, try again later.',
} as const;
