import { messageId, messageTextSchema, nextRate, type RateCounter } from '@skillsetu/domain';
import { doc, increment, serverTimestamp, writeBatch } from 'firebase/firestore';
import { firestore } from '../../../lib/firebase/sdk';
import { confirmRate, currentRate, rememberRate, watchRate } from './message-rate';

/** Thrown when the sender has used up the 20 messages of this minute. */
export class RateLimitedError extends Error {
  constructor(readonly retryInMs: number) {
    super('rate limited');
  }
}

/** What sendMessage needs to know about the conversation. */
export interface SendTarget {
  conversationId: string;
  /** Set when the conversation does not exist yet: the learner opens it with this message. */
  create?: { learnerId: string; trainerId: string };
}

/**
 * Sends one text message (1–2,000 characters) as `uid`: one batch with the sender's message_rates
 * counter (20 a minute, docs/decisions/040-message-rate-limit.md) and the message at `{uid}_{total}` — and the
 * conversation itself for a first message. The batch is applied locally at once (the message shows
 * as pending), so it also works offline and syncs once on reconnect. Resolves once the batch is
 * applied locally, with `committed` settling when the server has it (or refused it).
 * Rejects with RateLimitedError, or the zod error for bad text, before writing anything.
 */
export async function sendMessage(
  uid: string,
  target: SendTarget,
  rawText: string,
): Promise<{ committed: Promise<void> }> {
  const text = messageTextSchema.parse(rawText);
  await watchRate(uid);
  const now = Date.now();
  const next = nextRate(currentRate(uid), now);
  if (next.kind === 'limited') throw new RateLimitedError(next.retryInMs);
  const prev = currentRate(uid);
  const batch = writeBatch(firestore);
  if (target.create) {
    batch.set(doc(firestore, 'conversations', target.conversationId), {
      learner_id: target.create.learnerId,
      trainer_id: target.create.trainerId,
      participants: [target.create.learnerId, target.create.trainerId],
      created_at: serverTimestamp(),
      last_message_at: serverTimestamp(),
      unread: {},
      blocked_by: [],
    });
  }
  const rateRef = doc(firestore, 'message_rates', uid);
  let written: RateCounter;
  if (next.kind === 'increment') {
    batch.update(rateRef, { total: next.total, count: increment(1), conversation_id: target.conversationId });
    written = { total: next.total, count: (prev?.count ?? 0) + 1, windowStartMs: prev?.windowStartMs ?? now };
  } else {
    batch.set(rateRef, {
      total: next.total,
      count: 1,
      window_start: serverTimestamp(),
      conversation_id: target.conversationId,
    });
    written = { total: next.total, count: 1, windowStartMs: now };
  }
  rememberRate(uid, written);
  batch.set(doc(firestore, 'conversations', target.conversationId, 'messages', messageId(uid, next.total)), {
    sender_id: uid,
    text,
    created_at: serverTimestamp(),
  });
  const committed = batch.commit();
  // the server has the counter: a listener that misses it later is stale (ADR 287)
  committed.then(
    () => confirmRate(uid, written),
    () => undefined,
  );
  return { committed };
}
