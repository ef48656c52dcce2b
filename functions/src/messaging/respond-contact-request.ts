import {
  contactRequests,
  contactSharedMessage,
  MESSAGING_TEXT,
  profiles,
  respondContactRequestSchema,
  trainerProfiles,
  type ContactRequestStatus,
} from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { contactRefs, requireTrainer } from './contact-refs';
import { runTransaction } from '../lib/transaction';

/**
 * Callable `respondContactRequest` { learnerId, approve } → { status }: the trainer answers a
 * pending request. Approve writes `contact_grants/{trainer_learner}` with the trainer's email and
 * phone (from trainer_profiles, else profiles) and notifies the learner, naming what was shared; decline marks it declined.
 * Answering an answered request again with the same answer returns its status (idempotent).
 * Throws unauthenticated, invalid-argument, permission-denied (not a trainer), not-found (no request),
 * failed-precondition (already answered differently).
 */
export const respondContactRequest = onCall(async (request): Promise<{ status: ContactRequestStatus }> => {
  const uid = requireAuth(request);
  const input = parseInput(respondContactRequestSchema, request.data);
  return guarded('respondContactRequest', async () => {
    await requireTrainer(uid);
    const refs = contactRefs(uid, input.learnerId);
    const target: ContactRequestStatus = input.approve ? 'approved' : 'declined';
    return runTransaction(db, async (tx) => {
      const [req, trainerProfile, profile] = await Promise.all([
        tx.get(typedDoc(db, contactRequests, refs.request.id)).then(dataOf),
        tx.get(typedDoc(db, trainerProfiles, uid)).then(dataOf),
        tx.get(typedDoc(db, profiles, uid)).then(dataOf),
      ]);
      if (!req) throw new HttpsError('not-found', 'This contact request no longer exists.');
      const status = req.status;
      if (status === target) return { status };
      if (status !== 'pending')
        throw new HttpsError('failed-precondition', 'This contact request was already answered.');
      tx.update(refs.request, { status: target, updated_at: FieldValue.serverTimestamp() });
      if (input.approve) {
        const email = trainerProfile?.email || profile?.email || '';
        const phone = trainerProfile?.phone || profile?.phone || null;
        tx.set(refs.grant, {
          trainer_id: uid,
          learner_id: input.learnerId,
          email,
          phone,
          granted_at: FieldValue.serverTimestamp(),
        });
        const name = profile?.full_name || 'Your trainer';
        tx.set(db.doc(`notifications/contact_${refs.request.id}_approved`), {
          user_id: input.learnerId,
          title: MESSAGING_TEXT.contactApprovedNotificationTitle,
          message: contactSharedMessage(name, { email, phone }),
          type: 'success',
          is_read: false,
          action_url: '/messages',
          created_at: FieldValue.serverTimestamp(),
        });
      }
      return { status: target };
    });
  });
});
