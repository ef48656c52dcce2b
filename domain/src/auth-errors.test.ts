import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_TEXT, authErrorCode, authErrorMessage } from './auth-errors';

const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it('gives one message for a wrong password and an unknown e-mail (no account enumeration)', () => {
    const wrong = authErrorMessage(authError('auth/wrong-password'));
    const unknown = authErrorMessage(authError('auth/user-not-found'));
    expect(wrong).toBe('Incorrect email or password.');
    expect(unknown).toBe(wrong);
    expect(authErrorMessage(authError('auth/invalid-credential'))).toBe(wrong);
  });

  it('says to wait when sign-in is throttled', () => {
    expect(authErrorMessage(authError('auth/too-many-requests'))).toBe('Too many attempts, try again later.');
  });

  it('gives a plain message for network errors', () => {
    expect(authErrorMessage(authError('auth/network-request-failed'))).toBe(AUTH_ERROR_TEXT.network);
  });

  it('never shows the raw Firebase text', () => {
    for (const err of [authError('auth/internal-error'), new Error('Firebase: Error (x).'), 'boom', null]) {
      const text = authErrorMessage(err);
      expect(text).toBe(AUTH_ERROR_TEXT.unknown);
      expect(text).not.toMatch(/Firebase|auth\//);
    }
  });

  it('reads the code only from Auth errors', () => {
    expect(authErrorCode(authError('auth/wrong-password'))).toBe('auth/wrong-password');
    expect(authErrorCode({ code: 'permission-denied' })).toBeNull();
    expect(authErrorCode(undefined)).toBeNull();
  });
});
