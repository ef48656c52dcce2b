import { Timestamp, type DocumentData, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { conversationConverter } from './converters';
import { contactRequestConverter, conversationReportConverter, messageConverter } from './schema-converters';

/** A stand-in for the snapshot Firestore hands a converter: id, data() and metadata.hasPendingWrites. */
const snapshot = (id: string, data: DocumentData, hasPendingWrites = false) =>
  ({ id, data: () => data, metadata: { hasPendingWrites, fromCache: false } }) as unknown as QueryDocumentSnapshot;

const at = Timestamp.fromMillis(1_700_000_000_000);

describe('messaging converters', () => {
  it('reads a conversation just created on this device (no names, no summary yet) as pending', () => {
    const created = { learner_id: 'l1', trainer_id: 't1', participants: ['l1', 't1'], last_message_at: at, unread: {} };
    expect(conversationConverter.fromFirestore(snapshot('l1_t1', created, true))).toEqual({
      id: 'l1_t1',
      learner_id: 'l1',
      trainer_id: 't1',
      learner_name: null,
      trainer_name: null,
      last_message: null,
      last_message_at: at.toDate(),
      unread: {},
      blocked_by: [],
      reported: false,
      pending: true,
    });
    expect(conversationConverter.fromFirestore(snapshot('l1_t1', created)).pending).toBe(false);
  });

  it('parses a message with the schema and marks a write not yet on the server as pending', () => {
    const msg = { sender_id: 'l1', text: 'Hello', created_at: at };
    expect(messageConverter.fromFirestore(snapshot('l1_1', msg, true))).toEqual({
      id: 'l1_1',
      sender_id: 'l1',
      text: 'Hello',
      created_at: at.toDate(),
      pending: true,
    });
  });

  it('reads a contact request of an unknown status leniently as pending, and a report without status as open', () => {
    const request = { trainer_id: 't1', learner_id: 'l1', learner_name: 'Ravi', note: 'Call?', status: 'odd' };
    expect(contactRequestConverter.fromFirestore(snapshot('t1_l1', { ...request, created_at: at }))).toMatchObject({
      id: 't1_l1',
      status: 'pending',
      created_at: at.toDate(),
    });
    expect(
      conversationReportConverter.fromFirestore(snapshot('r1', { conversation_id: 'l1_t1', reason: 'Spam here' })),
    ).toMatchObject({ id: 'r1', conversationId: 'l1_t1', reason: 'Spam here', status: 'open' });
  });
});
