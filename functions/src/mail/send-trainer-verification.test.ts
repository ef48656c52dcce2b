import type { MailQueuedResult } from '@skillsetu/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { VERIFICATION_CALLER_LIMITS } from '../lib/caller-limits';
import {
  adminDb,
  callErrorCode,
  closeApps,
  expectPassedPerWindow,
  freshEmail,
  mailsTo,
  newClient,
  newUser,
  windowWithRoom,
} from './accounts-test-env';

const db = adminDb();
afterAll(closeApps);

describe('sendTrainerVerification', () => {
  it("queues a verification mail to the caller's own address", async () => {
    const trainer = await newUser('trainer');
    const res = await trainer.call<object, MailQueuedResult>('sendTrainerVerification', {
      email: trainer.email,
      fullName: 'Tara <b>Trainer</b>',
      userType: 'trainer',
    });
    expect(res).toEqual({ queued: true });
    const mails = await mailsTo(db, trainer.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.message.subject).toBe('Verify your SkillSetu trainer account');
    expect(mail.message.text).toContain('Hi Tara <b>Trainer</b>');
    expect(mail.message.text).toMatch(/mode=verifyEmail/);
    expect(mail.message.html).toContain('Tara &#60;b&#62;Trainer&#60;/b&#62;');
  });

  it("rejects a signed-out caller (unauthenticated) and another user's address (permission-denied)", async () => {
    const anon = newClient('anon');
    const victim = freshEmail('victim');
    expect(
      await callErrorCode(anon.call('sendTrainerVerification', { email: victim, fullName: 'X', userType: 'trainer' })),
    ).toBe('unauthenticated');
    const caller = await newUser('caller');
    expect(
      await callErrorCode(
        caller.call('sendTrainerVerification', { email: victim, fullName: 'X', userType: 'trainer' }),
      ),
    ).toBe('permission-denied');
    expect(await mailsTo(db, victim)).toHaveLength(0);
  });

  it('rejects bad input with invalid-argument', async () => {
    const caller = await newUser('bad');
    for (const data of [
      { email: caller.email, fullName: 'X', userType: 'learner' },
      { email: caller.email, fullName: '', userType: 'trainer' },
      { email: 'nope', fullName: 'X', userType: 'trainer' },
    ]) {
      expect(await callErrorCode(caller.call('sendTrainerVerification', data))).toBe('invalid-argument');
    }
    expect(await mailsTo(db, caller.email)).toHaveLength(0);
  });
});

describe('sendTrainerVerification: per-caller limit', () => {
  // 3 per fixed, UTC-aligned hour (lib/caller-limits.ts). A burst that runs over the hour's turn
  // may pass 3 more in the next hour, and no more: such a run once passed 6 at 00:00 UTC.
  const { windowMs, max } = VERIFICATION_CALLER_LIMITS[0]!;

  it('20 requests in a row queue at most 3 mails, to the caller only; the rest get resource-exhausted', async () => {
    const trainer = await newUser('many');
    const first = await windowWithRoom(windowMs, 60_000);
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      try {
        await trainer.call('sendTrainerVerification', { email: trainer.email, fullName: 'Tara', userType: 'trainer' });
        codes.push('ok');
      } catch (err) {
        codes.push(String((err as { code?: string }).code));
      }
    }
    const ok = expectPassedPerWindow(codes.filter((c) => c === 'ok').length, max, windowMs, first);
    if (ok === max) expect(codes.slice(max).every((c) => c === 'resource-exhausted')).toBe(true);
    expect(await mailsTo(db, trainer.email)).toHaveLength(ok);
  });

  it(
    '20 concurrent requests queue exactly 3 mails; the other 17 get resource-exhausted',
    { timeout: 300_000 },
    async () => {
      const trainer = await newUser('burst');
      const first = await windowWithRoom(windowMs, 60_000);
      const codes = await Promise.all(
        Array.from({ length: 20 }, () =>
          trainer.call('sendTrainerVerification', { email: trainer.email, fullName: 'Tara', userType: 'trainer' }).then(
            () => 'ok',
            (err: unknown) => String((err as { code?: string }).code),
          ),
        ),
      );
      const ok = expectPassedPerWindow(codes.filter((c) => c === 'ok').length, max, windowMs, first);
      expect(codes.filter((c) => c === 'resource-exhausted')).toHaveLength(20 - ok);
      expect(await mailsTo(db, trainer.email)).toHaveLength(ok);
    },
  );

  it('sends to the address in the Auth token, whatever the letter case the request uses', async () => {
    const trainer = await newUser('case');
    await trainer.call('sendTrainerVerification', {
      email: trainer.email.toUpperCase(),
      fullName: 'Tara',
      userType: 'trainer',
    });
    expect(await mailsTo(db, trainer.email)).toHaveLength(1);
    expect(await mailsTo(db, trainer.email.toUpperCase())).toHaveLength(0);
  });
});
