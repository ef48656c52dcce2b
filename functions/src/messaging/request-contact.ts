import {
  contactRequests,
  MESSAGING_TEXT,
  profiles,
  requestContactSchema,
  type ContactRequestStatus,
} from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireVerifiedEmail } from '../lib/callable';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { contactRefs } from './contact-refs';
import { runTransaction } from '../lib/transaction';

/**
 * Callable `requestContact` { trainerId, note } → { status }: the signed-in learner asks a trainer
 * for their email and phone (docs/architecture.md#decision-10). Creates `contact_requests/{trainer_learner}`
 * (pending) and a notification for the trainer once; asking again returns the current status.
 * Throws unauthenticated, invalid-argument, not-found (no such trainer), failed-precondition (own profile, or the
 * caller's e-mail is not verified: docs/decisions/170-verified-email.md).
 */
export const requestContact = onCall(async (request): Promise<{ status: ContactRequestStatus }> => {
  const uid = requireVerifiedEmail(request);
  const input = parseInput(requestContactSchema, request.data);
  return guarded('requestContact', async () => {
    if (input.trainerId === uid) throw new HttpsError('failed-precondition', 'This is your own profile.');
    const [trainer, learner] = await Promise.all([
      typedDoc(db, profiles, input.trainerId).get().then(dataOf),
      typedDoc(db, profiles, uid).get().then(dataOf),
    ]);
    if (trainer?.user_type !== 'trainer') throw new HttpsError('not-found', 'Trainer not found.');
    const learnerName = learner?.full_name || 'A learner';
    const refs = contactRefs(input.trainerId, uid);
    return runTransaction(db, async (tx) => {
      const existing = await tx.get(typedDoc(db, contactRequests, refs.request.id));
      // a request exists once (create below); one the module finds unusable still blocks a second
      if (existing.exists) return { status: dataOf(existing)?.status ?? 'pending' };
      tx.create(refs.request, {
        trainer_id: input.trainerId,
        learner_id: uid,
        learner_name: learnerName,
        note: input.note,
        status: 'pending',
        created_at: FieldValue.serverTimestamp(),
        updated_at: FieldValue.serverTimestamp(),
      });
      tx.set(db.doc(`notifications/contact_${refs.request.id}`), {
        user_id: input.trainerId,
        title: MESSAGING_TEXT.contactRequestNotificationTitle,
        message: `${learnerName} asks for your email and phone: ${input.note}`,
        type: 'info',
        is_read: false,
        action_url: '/messages?tab=requests',
        created_at: FieldValue.serverTimestamp(),
      });
      return { status: 'pending' as const };
    });
  });
});
