import type { MailQueuedResult } from '@skillsetu/domain';
import { confirmPasswordReset, signInWithEmailAndPassword, verifyPasswordResetCode } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AUTH_EMULATOR,
  adminDb,
  callErrorCode,
  closeApps,
  freshEmail,
  mailsTo,
  newClient,
  newUser,
} from './accounts-test-env';

const db = adminDb();
afterAll(closeApps);

describe('sendPasswordReset', () => {
  it('queues a Trigger Email mail whose link opens /reset-password with the oobCode', async () => {
    const user = await newUser('reset');
    const anon = newClient('anon');
    const res = await anon.call<object, MailQueuedResult>('sendPasswordReset', {
      email: user.email,
      userType: 'learner',
    });
    expect(res).toEqual({ queued: true });
    const mails = await mailsTo(db, user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.message.subject).toBe('Reset your SkillSetu password');
    const code = /\/reset-password\?mode=resetPassword&oobCode=([\w-]+)/.exec(mail.message.text)?.[1];
    expect(code).toBeTruthy();
    expect(mail.message.html).toContain(`/reset-password?mode=resetPassword&#38;oobCode=${code}`);

    // The Auth emulator records the Admin-generated code too (what the Playwright spec reads).
    const res2 = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/demo-skillsetu/oobCodes`);
    const { oobCodes } = (await res2.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
    expect(oobCodes).toContainEqual(
      expect.objectContaining({ email: user.email, oobCode: code, requestType: 'PASSWORD_RESET' }),
    );

    // And the code from the mail really resets the password.
    expect(await verifyPasswordResetCode(anon.auth, code!)).toBe(user.email);
    await confirmPasswordReset(anon.auth, code!, 'brand-new-secret');
    await expect(signInWithEmailAndPassword(anon.auth, user.email, 'brand-new-secret')).resolves.toBeTruthy();
  });

  it('answers the same for an unknown email and queues nothing (no account enumeration)', async () => {
    const email = freshEmail('nobody');
    const res = await newClient('anon').call<object, MailQueuedResult>('sendPasswordReset', { email });
    expect(res).toEqual({ queued: true });
    expect(await mailsTo(db, email)).toHaveLength(0);
  });

  it('rejects bad input with invalid-argument', async () => {
    const anon = newClient('anon');
    expect(await callErrorCode(anon.call('sendPasswordReset', { email: 'not-an-email' }))).toBe('invalid-argument');
    expect(await callErrorCode(anon.call('sendPasswordReset', { email: 'a@b.co', userType: 'admin' }))).toBe(
      'invalid-argument',
    );
    expect(await callErrorCode(anon.call('sendPasswordReset', null))).toBe('invalid-argument');
  });
});
