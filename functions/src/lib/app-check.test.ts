// App Check in production mode, in process (no emulator in between): the global options make
// every callable reject a request without a verified App Check token with 401 UNAUTHENTICATED
// before its body runs (docs/decisions/016-app-check.md). The Firestore emulator only checks that
// nothing was written.
import express from 'express';
import type { Request as FunctionsRequest } from 'firebase-functions/v2/https';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, fakeAppCheckToken } from '../mail/accounts-test-env';
import { appCheckEnforced } from './global-options';

const db = adminDb();
let base = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  delete process.env.FUNCTIONS_EMULATOR; // as in production
  const { submitContactMessage } = await import('../contact/submit-contact-message');
  const { sendPasswordReset } = await import('../mail/send-password-reset');
  const app = express();
  // as the functions framework does: JSON body parsed, raw body kept
  app.use(express.json({ verify: (req, _res, buf) => Object.assign(req, { rawBody: buf }) }));
  app.post('/submitContactMessage', (req, res) => void submitContactMessage(req as FunctionsRequest, res));
  app.post('/sendPasswordReset', (req, res) => void sendPasswordReset(req as FunctionsRequest, res));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function post(name: string, data: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('App Check enforcement', () => {
  it('is on everywhere but the Functions emulator (and there only on request)', () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced({ NODE_ENV: 'production' })).toBe(true);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true', SKILLSETU_ENFORCE_APP_CHECK: 'true' })).toBe(true);
  });

  it('rejects a callable without a token, and with an unsigned forged one, with 401 UNAUTHENTICATED; nothing is stored', async () => {
    const subject = `AppCheck ${randomUUID()}`;
    const data = { firstName: 'A', lastName: '', email: 'a@example.com', subject, message: 'hi' };
    const attempts: Record<string, string>[] = [{}, { 'x-firebase-appcheck': fakeAppCheckToken() }];
    for (const headers of attempts) {
      const res = await post('submitContactMessage', data, headers);
      expect(res).toEqual({ status: 401, body: { error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } } });
    }
    const reset = await post('sendPasswordReset', { email: 'a@example.com' });
    expect(reset.status).toBe(401);
    const stored = await db.collection('contact_messages').where('subject', '==', subject).get();
    expect(stored.size).toBe(0);
  });
});
