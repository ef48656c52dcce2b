import {
  conversations,
  FORMER_LEARNER,
  FORMER_TRAINER,
  INACTIVE_MAIL_AFTER_MS,
  mailAllowed,
  MESSAGING_TEXT,
  medianWait,
  messages,
  notifications,
  presence,
  profiles,
  recentSamples,
  responseTimeLabel,
  trainerResponseSamples,
  trainerStats,
} from '@skillsetu/domain';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { queueMailInTx } from '../mail/mail-queue';
import { preferencesRef } from '../notifications/mail-preferences';
import { newMessageMail } from './new-message-mail';
import { runTransaction } from '../lib/transaction';

/** A message as the trigger received it. */
export interface NewMessage {
  conversationId: string;
  messageId: string;
  senderId: string;
  text: string;
  createdAt: Date;
}

const PREVIEW_CHARS = 140;

/** The first `PREVIEW_CHARS` characters of a message, on one line. */
export function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
}

/**
 * Applies one new message to its conversation, in one transaction, at most once per message (the
 * message's server-only `counted` flag): the summary (names, last message, the recipient's unread
 * count), the response-time sample when it is the trainer's first reply to a waiting learner
 * (docs/decisions/043-response-time.md), one notification per conversation until it is read, and a `mail/` entry
 * when that notification is new and the recipient has not had the app open for an hour
 * (docs/decisions/042-message-notifications-and-mail.md). Returns false when the message was already counted or its conversation is gone.
 */
export async function applyNewMessage(m: NewMessage, now: Date = new Date()): Promise<boolean> {
  const convRef = db.doc(conversations.path(m.conversationId));
  const msgRef = db.doc(messages.path(m.conversationId, m.messageId));
  return runTransaction(db, async (tx: Transaction) => {
    const [conv, msg] = await Promise.all([
      tx.get(typedDoc(db, conversations, m.conversationId)).then(dataOf),
      tx.get(typedDoc(db, messages, m.conversationId, m.messageId)).then(dataOf),
    ]);
    if (!conv || !msg || msg.counted === true) return false;
    const { learner_id: learnerId, trainer_id: trainerId } = conv;
    if (m.senderId !== learnerId && m.senderId !== trainerId) return false;
    const recipientId = m.senderId === learnerId ? trainerId : learnerId;
    const fromTrainer = m.senderId === trainerId;

    const notifRef = typedDoc(db, notifications, `message_${m.conversationId}_${recipientId}`);
    const samplesRef = typedDoc(db, trainerResponseSamples, trainerId);
    const [learnerProfile, trainerProfile, notif, seen, samplesDoc, prefs] = await Promise.all([
      tx.get(typedDoc(db, profiles, learnerId)),
      tx.get(typedDoc(db, profiles, trainerId)),
      tx.get(notifRef),
      tx.get(typedDoc(db, presence, recipientId)),
      tx.get(samplesRef),
      tx.get(preferencesRef(recipientId)),
    ]);
    // a deleted account's profile is gone (docs/decisions/172-account-deletion.md)
    const learnerName = learnerProfile.exists ? dataOf(learnerProfile)?.full_name || 'Learner' : FORMER_LEARNER;
    const trainerName = trainerProfile.exists ? dataOf(trainerProfile)?.full_name || 'Trainer' : FORMER_TRAINER;
    const senderName = fromTrainer ? trainerName : learnerName;
    const recipient = fromTrainer ? learnerProfile : trainerProfile;

    const update: Record<string, unknown> = {
      learner_name: learnerName,
      trainer_name: trainerName,
      last_message: { text: preview(m.text), sender_id: m.senderId },
      last_message_at: Timestamp.fromDate(m.createdAt),
      [`unread.${recipientId}`]: FieldValue.increment(1),
    };

    // Response time: the wait from the learner's first unanswered message to the trainer's reply.
    const awaiting = conv.awaiting_reply_since;
    if (!fromTrainer && !awaiting) update.awaiting_reply_since = Timestamp.fromDate(m.createdAt);
    if (fromTrainer && awaiting) {
      update.awaiting_reply_since = null;
      const previous = dataOf(samplesDoc)?.samples ?? [];
      const sample = { at: m.createdAt.getTime(), waitedMs: Math.max(0, m.createdAt.getTime() - awaiting.getTime()) };
      const samples = recentSamples([...previous, sample], now.getTime());
      tx.set(samplesRef, { samples });
      tx.set(typedDoc(db, trainerStats, trainerId), {
        response_time_label: responseTimeLabel(medianWait(samples)),
        response_samples: samples.length,
        updated_at: FieldValue.serverTimestamp(),
      });
    }
    tx.update(convRef, update);
    tx.update(msgRef, { counted: true });

    // One notification per conversation until the recipient reads it.
    if (!notif.exists || dataOf(notif)?.is_read === true) {
      const threadUrl = `/messages?c=${encodeURIComponent(m.conversationId)}`;
      tx.set(notifRef.withConverter(null), {
        user_id: recipientId,
        title: MESSAGING_TEXT.notificationTitle,
        message: `${senderName}: ${preview(m.text)}`,
        type: 'info',
        is_read: false,
        action_url: threadUrl,
        created_at: FieldValue.serverTimestamp(),
      });
      const lastSeen = dataOf(seen)?.last_seen_at ?? null;
      const away = !lastSeen || now.getTime() - lastSeen.getTime() > INACTIVE_MAIL_AFTER_MS;
      const email = dataOf(recipient)?.email;
      // the recipient's "New messages" mail choice (docs/accounts.md); the bell notification is always written
      if (away && email && mailAllowed(prefs.data(), 'messages')) {
        queueMailInTx(tx, newMessageMail({ to: email, senderName, text: m.text, threadUrl }));
      }
    }
    return true;
  });
}
