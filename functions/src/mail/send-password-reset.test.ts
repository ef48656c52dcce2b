import { PASSWORD_RESET_LIMITS, type MailQueuedResult } from '@skillsetu/domain';
import { confirmPasswordReset, signInWithEmailAndPassword, verifyPasswordResetCode } from 'firebase/auth';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AUTH_EMULATOR,
  adminDb,
  callErrorCode,
  closeApps,
  eventually,
  freshEmail,
  inWaves,
  mailsTo,
  newClient,
  newUser,
} from './accounts-test-env';
import { PASSWORD_RESET_ADDRESS_LIMITS, PASSWORD_RESET_CALLER_LIMITS, resetAddressKey } from '../lib/caller-limits';
import { rateLimitDocId, takeRateLimitSlot } from '../lib/rate-limit';

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

  it('queues one mail per address per minute: a repeat answers the same and queues nothing (no inbox flooding)', async () => {
    const user = await newUser('reset-repeat');
    const anon = newClient('anon');
    const ask = (email: string) => anon.call<object, MailQueuedResult>('sendPasswordReset', { email });
    expect(await ask(user.email)).toEqual({ queued: true });
    expect(await ask(user.email.toUpperCase())).toEqual({ queued: true });
    expect(await ask(user.email)).toEqual({ queued: true });
    expect(await mailsTo(db, user.email)).toHaveLength(1);
  });
});

/** One reset request for `email` at `now` against the per-address limits, as sendPasswordReset takes it. */
const takePasswordResetSlot = (email: string, now?: number) =>
  takeRateLimitSlot(PASSWORD_RESET_ADDRESS_LIMITS, resetAddressKey(email), now);

describe('the per-address reset limit', () => {
  it(`allows one per ${PASSWORD_RESET_LIMITS.cooldownMs / 1000} s and ${PASSWORD_RESET_LIMITS.perDay} per UTC day, then again the next day`, async () => {
    const email = freshEmail('slots');
    const day1 = Date.parse('2026-03-01T08:00:00Z');
    const gap = PASSWORD_RESET_LIMITS.cooldownMs;
    expect(await takePasswordResetSlot(email, day1)).toBe(true);
    expect(await takePasswordResetSlot(email, day1 + gap - 1)).toBe(false);
    for (let i = 1; i < PASSWORD_RESET_LIMITS.perDay; i++)
      expect(await takePasswordResetSlot(email, day1 + i * gap)).toBe(true);
    expect(await takePasswordResetSlot(email, day1 + 10 * gap)).toBe(false);
    expect(await takePasswordResetSlot(email, Date.parse('2026-03-02T00:00:01Z'))).toBe(true);
  });

  it('lets only one of several concurrent requests through', async () => {
    const email = freshEmail('race');
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 5 }, () => takePasswordResetSlot(email, now)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('holds the cooldown across a minute boundary: a request 1 s after one at :59 is refused', async () => {
    const email = freshEmail('boundary');
    const atFiftyNine = Date.parse('2026-03-01T08:00:59.500Z');
    expect(await takePasswordResetSlot(email, atFiftyNine)).toBe(true);
    expect(await takePasswordResetSlot(email, atFiftyNine + 1000)).toBe(false);
    expect(await takePasswordResetSlot(email, atFiftyNine + PASSWORD_RESET_LIMITS.cooldownMs)).toBe(true);
  });

  it('stores no address: the ids hash the lower-cased address with the bucket', async () => {
    const email = freshEmail('Hashed');
    await takePasswordResetSlot(email);
    const key = `email:${email.toLowerCase()}`;
    expect(resetAddressKey(` ${email.toUpperCase()} `)).toBe(key);
    const [cooldown, daily] = PASSWORD_RESET_ADDRESS_LIMITS;
    const cooldownDoc = (await db.doc(`rate_limits/${rateLimitDocId(cooldown!.bucket, key)}`).get()).data();
    const dailyDoc = (await db.doc(`rate_limits/${rateLimitDocId(daily!.bucket, key)}`).get()).data();
    expect(cooldownDoc).toEqual({
      bucket: cooldown!.bucket,
      times: [expect.any(Number)],
      expires_at: expect.anything(),
    });
    expect(dailyDoc).toMatchObject({ bucket: daily!.bucket, count: 1 });
    expect(JSON.stringify([cooldownDoc, dailyDoc])).not.toContain('@');
  });
});

describe('sendPasswordReset: per-caller limit', () => {
  it('a burst of 48 requests from one caller over 8 real accounts queues at most 5 mails; the rest get resource-exhausted, known and unknown addresses alike', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, (_, i) => newUser(`burst${i}`)));
    const unknown = freshEmail('nobody');
    const attacker = newClient('attacker');
    // The caller's limit is 5 per fixed 10-minute window (UTC-aligned, lib/caller-limits.ts). When
    // less than 90 s of it is left, wait for the next one; a burst slowed past a window's turn anyway
    // may pass 5 more in the next window, and no more.
    const { windowMs, max } = PASSWORD_RESET_CALLER_LIMITS[0]!;
    if (Date.now() % windowMs > windowMs - 90_000) {
      const next = Math.ceil(Date.now() / windowMs) * windowMs;
      await eventually(async () => (Date.now() >= next ? true : undefined), 100_000);
    }
    const firstWindow = Math.floor(Date.now() / windowMs);
    // four at a time: the emulator starts one worker process per concurrent request, and 48 at
    // once overload this machine (the counter's own race is proven in lib/rate-limit.test.ts)
    const outcomes = await inWaves(48, 4, async (i) => {
      const email = i % 6 === 5 ? unknown : users[i % users.length]!.email;
      try {
        return { email, res: await attacker.call<object, MailQueuedResult>('sendPasswordReset', { email }) };
      } catch (err) {
        return { email, code: (err as { code?: string }).code, message: (err as Error).message };
      }
    });
    const windows = Math.floor(Date.now() / windowMs) - firstWindow + 1;
    const passed = outcomes.filter((o) => 'res' in o);
    const refused = outcomes.filter((o) => 'code' in o);
    if (windows === 1) expect(passed.length).toBe(max);
    else expect(passed.length).toBeGreaterThanOrEqual(max);
    expect(passed.length).toBeLessThanOrEqual(max * windows);
    expect(refused.length).toBe(48 - passed.length);
    for (const o of refused) {
      expect(o).toMatchObject({ code: 'resource-exhausted', message: 'Too many attempts, try again later.' });
    }
    // the same refusal for an unknown address as for real ones: nothing to enumerate
    expect(refused.some((o) => o.email === unknown)).toBe(true);
    const mails = (await Promise.all(users.map((u) => mailsTo(db, u.email)))).flat();
    expect(mails.length).toBeLessThanOrEqual(max * windows);

    // another caller is not affected
    const other = newClient('other');
    expect(await other.call('sendPasswordReset', { email: users[7]!.email })).toEqual({ queued: true });
  }, 120_000);
});
