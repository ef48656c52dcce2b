import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { toDate } from '../lib/admin';
import { applyNewMessage } from './apply-new-message';

/**
 * conversations/{cid}/messages/{mid} created → the conversation's summary and unread count, the
 * recipient's notification (and mail when away), and the trainer's response time
 * (apply-new-message.ts; idempotent when the event is delivered twice).
 */
export const onMessageCreated = onDocumentCreated('conversations/{cid}/messages/{mid}', async (event) => {
  const data = event.data?.data();
  if (!data) return;
  await applyNewMessage({
    conversationId: event.params.cid,
    messageId: event.params.mid,
    senderId: String(data.sender_id ?? ''),
    text: String(data.text ?? ''),
    createdAt: toDate(data.created_at, new Date()),
  });
});
