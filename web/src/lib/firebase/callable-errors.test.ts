import { EMAIL_NOT_VERIFIED } from '@skillsetu/domain';
import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { isEmailNotVerifiedError } from './callable-errors';

// The refusal callFunction answers with a token refresh and one more call (docs/decisions/170-verified-email.md).
describe('isEmailNotVerifiedError', () => {
  it('is true for the SDK error of requireVerifiedEmail: failed-precondition with its reason', () => {
    const err = new FunctionsError('failed-precondition', EMAIL_NOT_VERIFIED.message, {
      reason: EMAIL_NOT_VERIFIED.reason,
    });
    expect(isEmailNotVerifiedError(err)).toBe(true);
  });

  it('is false for other refusals, even with the same message or code', () => {
    expect(isEmailNotVerifiedError(new FunctionsError('failed-precondition', EMAIL_NOT_VERIFIED.message))).toBe(false);
    expect(
      isEmailNotVerifiedError(new FunctionsError('permission-denied', 'x', { reason: EMAIL_NOT_VERIFIED.reason })),
    ).toBe(false);
    expect(isEmailNotVerifiedError(new Error(EMAIL_NOT_VERIFIED.message))).toBe(false);
    expect(isEmailNotVerifiedError(null)).toBe(false);
  });
});
