import { contactMessages, contactMessageSchema, type ContactMessageSent } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { CONTACT_CALLER_LIMITS } from '../lib/caller-limits';
import { enforceCallerLimits } from '../lib/rate-limit';
import { adminConverter, collectionPath } from '../lib/typed-docs';

/**
 * Public callable `submitContactMessage` { firstName, lastName?, email, subject, message } (docs/product.md#public-pages
 * contact form): parses contactMessageSchema, allows CONTACT_CALLER_LIMITS per caller (uid, else
 * IP: 5 per hour, 20 per day; docs/decisions/015-per-caller-rate-limits.md) and stores
 * `contact_messages/{id}` with `created_at` = server time, `status: 'new'` and, when signed in, the
 * sender's `user_id` (admins read them).
 * Returns { id }. Throws invalid-argument, resource-exhausted ('Too many attempts, try again later.').
 */
export const submitContactMessage = onCall(async (request): Promise<ContactMessageSent> => {
  const input = parseInput(contactMessageSchema, request.data);
  return guarded('submitContactMessage', async () => {
    await enforceCallerLimits(request, CONTACT_CALLER_LIMITS);
    const messages = db.collection(collectionPath(contactMessages)).withConverter(adminConverter(contactMessages));
    const ref = await messages.add({
      firstName: input.firstName,
      lastName: input.lastName ?? '',
      email: input.email,
      subject: input.subject,
      message: input.message,
      status: 'new',
      created_at: FieldValue.serverTimestamp(),
      ...(request.auth ? { user_id: request.auth.uid } : {}),
    });
    logger.info('submitContactMessage stored', { id: ref.id });
    return { id: ref.id };
  });
});
