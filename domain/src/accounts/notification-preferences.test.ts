/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAIL_PREFERENCE_KINDS, mailAllowed, readMailPreferences } from './notification-preferences';

const RULES = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'firestore.rules'),
  'utf8',
);

describe('mail preferences', () => {
  it('defaults to every service mail on and marketing off', () => {
    expect(readMailPreferences(undefined)).toEqual({
      messages: true,
      reminders: true,
      marketing: false,
      plans: true,
      payouts: true,
    });
  });

  it('reads stored choices and ignores malformed ones', () => {
    expect(mailAllowed({ messages: false }, 'messages')).toBe(false);
    expect(mailAllowed({ marketing: true }, 'marketing')).toBe(true);
    expect(mailAllowed({ plans: 'no' }, 'plans')).toBe(true);
  });

  it('firestore.rules allows exactly these kinds (one validation source)', () => {
    const keys = MAIL_PREFERENCE_KINDS.map((k) => `'${k}'`).join(', ');
    expect(RULES).toContain(`hasOnly([${keys}, 'updated_at'])`);
    expect(RULES).toContain(`hasAll([${keys}, 'updated_at'])`);
    for (const k of MAIL_PREFERENCE_KINDS) expect(RULES).toContain(`request.resource.data.${k} is bool`);
  });
});
