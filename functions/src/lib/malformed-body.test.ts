// A truncated JSON body to any callable, and to the Razorpay webhook, gets a short 400 with no
// stack trace, file path or parser message (docs/decisions/017-malformed-request-bodies.md).
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_URL } from '../mail/accounts-test-env';

const HTTP_ENDPOINTS = [
  'sendPasswordReset',
  'sendTrainerVerification',
  'submitContactMessage',
  'getRazorpayKey',
  'createRazorpayOrder',
  'verifyRazorpayPayment',
  'activateFreePlan',
  'razorpayWebhook',
];
const LEAKS = /SyntaxError|JSON\.parse|node_modules|\/work\/|\/home\/|\/tmp\/|\bat \S+ \(|\.js:\d+/;

describe('malformed request bodies', () => {
  it.each(HTTP_ENDPOINTS)('%s: a truncated JSON body gets 400 with no stack, path or parser detail', async (name) => {
    const res = await fetch(`${FUNCTIONS_URL}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{"email":"a@b.co"',
    });
    const body = await res.text();
    expect(res.status).toBe(400);
    expect(body).not.toMatch(LEAKS);
    expect(body.length).toBeLessThan(400);
  });

  it('a well-formed call still works after malformed ones (the worker survives)', async () => {
    const res = await fetch(`${FUNCTIONS_URL}/sendPasswordReset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { email: 'not-an-email' } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { status: 'INVALID_ARGUMENT', message: expect.stringContaining('Invalid request') },
    });
  });
});
