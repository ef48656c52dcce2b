/** The one conversation between a learner and a trainer: `conversations/{learnerUid}_{trainerUid}`. */
export function conversationId(learnerUid: string, trainerUid: string): string {
  return `${learnerUid}_${trainerUid}`;
}

/** Id of a contact request and of its grant: `{trainerUid}_{learnerUid}` (docs/architecture.md#data-model-cloud-firestore). */
export function contactKey(trainerUid: string, learnerUid: string): string {
  return `${trainerUid}_${learnerUid}`;
}

/**
 * Id of a message: `{senderUid}_{n}` where n is the sender's running message count in
 * `message_rates/{senderUid}.total` after this message (docs/decisions/040-message-rate-limit.md).
 */
export function messageId(senderUid: string, total: number): string {
  return `${senderUid}_${total}`;
}
