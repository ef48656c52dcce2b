import type { ContactMessageSent } from '@skillsetu/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTACT_CALLER_LIMITS } from '../lib/caller-limits';
import {
  adminDb,
  callErrorCode,
  closeApps,
  expectPassedPerWindow,
  inWaves,
  newClient,
  newUser,
  windowWithRoom,
} from '../mail/accounts-test-env';

const db = adminDb();
afterAll(closeApps);

const message = (subject: string, over: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  subject,
  message: 'I would like to know about weekend batches.',
  ...over,
});

async function storedWithSubject(subject: string) {
  return (await db.collection('contact_messages').where('subject', '==', subject).get()).docs.map((d) => d.data());
}

describe('submitContactMessage', () => {
  it("stores a valid message with server time and status 'new', trimmed like the schema", async () => {
    const subject = `Batches ${randomUUID()}`;
    const before = Date.now();
    const res = await newClient('visitor').call<object, ContactMessageSent>(
      'submitContactMessage',
      message(subject, { firstName: '  Asha ', lastName: undefined }),
    );
    expect(res.id).toEqual(expect.any(String));
    const doc = (await db.doc(`contact_messages/${res.id}`).get()).data();
    expect(doc).toMatchObject({ firstName: 'Asha', lastName: '', email: 'asha@example.com', subject, status: 'new' });
    expect(doc?.created_at.toMillis()).toBeGreaterThanOrEqual(before - 5000);
    expect(Object.keys(doc ?? {}).sort()).toEqual(
      ['created_at', 'email', 'firstName', 'lastName', 'message', 'status', 'subject'].sort(),
    );
  });

  it('rejects bad input with invalid-argument and stores nothing', async () => {
    const subject = `Bad ${randomUUID()}`;
    const anon = newClient('bad');
    for (const data of [
      message(subject, { email: 'nope' }),
      message(subject, { firstName: '   ' }),
      message(subject, { message: 'm'.repeat(5001) }),
      message(subject, { status: 'answered' }),
      null,
    ]) {
      expect(await callErrorCode(anon.call('submitContactMessage', data))).toBe('invalid-argument');
    }
    expect(await storedWithSubject(subject)).toHaveLength(0);
  });

  it('100 anonymous 5 kB messages in a burst from one IP store at most 5; the rest get resource-exhausted', async () => {
    const subject = `Burst ${randomUUID()}`;
    const spammer = newClient('spammer');
    const body = 'x'.repeat(5000);
    // 5 per fixed, UTC-aligned hour: a burst over the hour's turn may pass 5 more, and no more
    const { windowMs, max } = CONTACT_CALLER_LIMITS[0]!;
    const first = await windowWithRoom(windowMs, 60_000);
    // eight at a time: the emulator starts one worker process per concurrent request
    const codes = await inWaves(100, 8, async () => {
      try {
        await spammer.call('submitContactMessage', message(subject, { message: body }));
        return 'ok';
      } catch (err) {
        return String((err as { code?: string }).code);
      }
    });
    const ok = expectPassedPerWindow(codes.filter((c) => c === 'ok').length, max, windowMs, first);
    expect(codes.filter((c) => c === 'resource-exhausted')).toHaveLength(100 - ok);
    expect(await storedWithSubject(subject)).toHaveLength(ok);

    // another visitor, and a signed-in user on the same IP (keyed by uid), can still write
    expect(await newClient('next').call('submitContactMessage', message(subject))).toHaveProperty('id');
    const user = await newUser('same-ip', spammer.ip);
    const { id } = await user.call<object, ContactMessageSent>('submitContactMessage', message(subject));
    expect((await db.doc(`contact_messages/${id}`).get()).get('user_id')).toBe(user.uid);
    expect(await storedWithSubject(subject)).toHaveLength(7);
  }, 120_000);
});
