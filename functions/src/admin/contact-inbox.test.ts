import { contactMessages } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { adminDb, callErrorCode, closeApps, freshEmail, mailsTo, newClient, newUser } from '../mail/accounts-test-env';
import { auditFor, newAdmin, seedProfile } from './admin-test-env';

const db = adminDb();
afterAll(closeApps);

/** A contact message as the contact form stores it (no status: the inbox treats it as new). */
async function seedMessage(email = freshEmail('sender')): Promise<string> {
  const { status: _status, ...stored } = contactMessages.make({
    firstName: 'Ravi',
    lastName: 'Kumar',
    email,
    subject: 'Refund question',
    message: 'How do refunds work?',
    created_at: new Date(),
  });
  const ref = await db.collection('contact_messages').add(stored);
  return ref.id;
}

describe('adminMarkContactHandled', () => {
  it('marks a message handled once (handled_at, handled_by) with one audit entry', async () => {
    const admin = await newAdmin();
    const id = await seedMessage();
    await admin.call('adminMarkContactHandled', { id });
    await admin.call('adminMarkContactHandled', { id });
    const msg = (await db.doc(`contact_messages/${id}`).get()).data()!;
    expect(msg).toMatchObject({ status: 'handled', handled_by: admin.uid });
    expect(msg.handled_at).toBeInstanceOf(Timestamp);
    const audit = await auditFor(db, `contact:${id}`);
    expect(audit.map((a) => a.action)).toEqual(['contact.handled']);
  });

  it('refuses non-admins (a forged user_type admin too) and unknown messages', async () => {
    const id = await seedMessage();
    const forged = await newUser('forged');
    await seedProfile(db, forged, 'admin');
    expect(await callErrorCode(newClient('anon').call('adminMarkContactHandled', { id }))).toBe('unauthenticated');
    expect(await callErrorCode(forged.call('adminMarkContactHandled', { id }))).toBe('permission-denied');
    expect(await callErrorCode(forged.call('adminReplyContact', { id, subject: 'Hi', body: 'Hello' }))).toBe(
      'permission-denied',
    );
    expect((await db.doc(`contact_messages/${id}`).get()).get('status')).toBeUndefined();
    const admin = await newAdmin();
    expect(await callErrorCode(admin.call('adminMarkContactHandled', { id: 'missing-message' }))).toBe('not-found');
    expect(await callErrorCode(admin.call('adminMarkContactHandled', { id: '../profiles/x' }))).toBe(
      'invalid-argument',
    );
  });
});

describe('adminReplyContact', () => {
  it('queues the reply in mail/ to the sender, marks the message handled and audits it', async () => {
    const admin = await newAdmin();
    const email = freshEmail('asker');
    const id = await seedMessage(email);
    await admin.call('adminReplyContact', { id, subject: 'Re: Refund question', body: 'Refunds <b>take</b> 5 days.' });
    const mails = await mailsTo(db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'contact-reply', message: { subject: 'Re: Refund question' } });
    expect(mails[0]!.message.text).toContain('Refunds <b>take</b> 5 days.');
    expect(mails[0]!.message.html).toContain('&#60;b&#62;take');
    expect((await db.doc(`contact_messages/${id}`).get()).get('status')).toBe('handled');
    expect((await auditFor(db, `contact:${id}`)).map((a) => a.action)).toEqual(['contact.reply']);
  });

  it('refuses an empty subject or body', async () => {
    const admin = await newAdmin();
    const email = freshEmail('empty');
    const id = await seedMessage(email);
    for (const body of [
      { id, subject: '', body: 'x' },
      { id, subject: 'x', body: '   ' },
      { id, subject: 'x', body: 'b'.repeat(5001) },
    ]) {
      expect(await callErrorCode(admin.call('adminReplyContact', body))).toBe('invalid-argument');
    }
    expect(await mailsTo(db, email)).toHaveLength(0);
  });
});
