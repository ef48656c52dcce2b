import { z } from 'zod';
import { requiredText, text } from './common';

/**
 * The contact form (spec §3 "Contact form", §5): firstName, email, subject, message required;
 * lastName optional. Stored as `contact_messages/{id}` with `created_at` = server time (Decision 5).
 */
export const contactMessageSchema = z.object({
  firstName: requiredText(80),
  lastName: text(80),
  email: z.email().max(254),
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
