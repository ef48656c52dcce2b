import { conversationReports, conversations, reportConversationSchema } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput, requireAuth } from '../lib/callable';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/**
 * Callable `reportConversation` { conversationId, reason } → { reported: true }: a participant
 * reports the conversation. Writes `conversation_reports/{cid}_{uid}` (the admin inbox) and sets
 * `conversations/{cid}.reported`, which is what lets admins read it (firestore.rules, messaging).
 * Throws unauthenticated, invalid-argument, not-found (not a conversation of the caller).
 */
export const reportConversation = onCall(async (request): Promise<{ reported: true }> => {
  const uid = requireAuth(request);
  const input = parseInput(reportConversationSchema, request.data);
  return guarded('reportConversation', async () => {
    const convRef = typedDoc(db, conversations, input.conversationId);
    await runTransaction(db, async (tx) => {
      const conv = dataOf(await tx.get(convRef));
      if (!conv || (uid !== conv.learner_id && uid !== conv.trainer_id)) {
        throw new HttpsError('not-found', 'Conversation not found.');
      }
      const { learner_id: learnerId, trainer_id: trainerId } = conv;
      tx.set(typedDoc(db, conversationReports, `${input.conversationId}_${uid}`), {
        conversation_id: input.conversationId,
        reporter_id: uid,
        reported_id: uid === learnerId ? trainerId : learnerId,
        reason: input.reason,
        status: 'open',
        created_at: FieldValue.serverTimestamp(),
      });
      tx.update(convRef.withConverter(null), { reported: true });
    });
    return { reported: true };
  });
});
