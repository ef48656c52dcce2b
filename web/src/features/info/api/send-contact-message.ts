import type { ContactMessage, ContactMessageSent } from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

/**
 * Sends a contact form message through the `submitContactMessage` callable, which validates it,
 * applies the per-caller limit and stores `contact_messages/{id}` with server time and status
 * 'new' (docs/decisions/015-per-caller-rate-limits.md). Returns the stored id. Throws the SDK's
 * FunctionsError ('functions/resource-exhausted' over the limit). Only import lazily: it loads
 * the Firebase SDK.
 */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const { id } = await callFunction<ContactMessage, ContactMessageSent>('submitContactMessage', {
    firstName: message.firstName,
    lastName: message.lastName ?? '',
    email: message.email,
    subject: message.subject,
    message: message.message,
  });
  return id;
}
