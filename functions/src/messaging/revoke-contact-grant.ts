import { revokeContactGrantSchema, type ContactRequestStatus } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { contactRefs, requireTrainer } from './contact-refs';
import { runTransaction } from '../lib/transaction';

/**
 * Callable `revokeContactGrant` { learnerId } → { status: 'revoked' }: the trainer stops sharing
 * their email and phone with that learner. Deletes the grant (the rules then deny the read) and
 * marks the request revoked; revoking twice is harmless.
 * Throws unauthenticated, invalid-argument, permission-denied (not a trainer).
 */
export const revokeContactGrant = onCall(async (request): Promise<{ status: ContactRequestStatus }> => {
  const uid = requireAuth(request);
  const input = parseInput(revokeContactGrantSchema, request.data);
  return guarded('revokeContactGrant', async () => {
    await requireTrainer(uid);
    const refs = contactRefs(uid, input.learnerId);
    await runTransaction(db, async (tx) => {
      const req = await tx.get(refs.request);
      tx.delete(refs.grant);
      if (req.exists) tx.update(refs.request, { status: 'revoked', updated_at: FieldValue.serverTimestamp() });
    });
    return { status: 'revoked' };
  });
});
