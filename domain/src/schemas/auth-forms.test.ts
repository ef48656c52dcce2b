import { describe, expect, it } from 'vitest';
import {
  forgotPasswordFormSchema,
  fullNameOf,
  loginFormSchema,
  parseInterests,
  resetPasswordFormSchema,
  sendPasswordResetSchema,
  sendTrainerVerificationSchema,
  signUpFormSchema,
} from './auth-forms';

const firstIssue = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : { message: r.error?.issues[0]?.message, path: r.error?.issues[0]?.path.join('.') };

const signUp = { firstName: 'Asha', lastName: 'K', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' };

describe('auth form schemas (docs/product.md#accounts-and-roles order of checks)', () => {
  it('sign-up: required → mismatch → weak, one issue on the offending field', () => {
    expect(signUpFormSchema.safeParse(signUp).success).toBe(true);
    expect(firstIssue(signUpFormSchema.safeParse({ ...signUp, lastName: ' ' }))).toEqual({
      message: 'missingInformation',
      path: 'lastName',
    });
    expect(firstIssue(signUpFormSchema.safeParse({ ...signUp, password: 'abc', confirmPassword: 'abd' }))).toEqual({
      message: 'passwordMismatch',
      path: 'confirmPassword',
    });
    expect(firstIssue(signUpFormSchema.safeParse({ ...signUp, password: 'abc', confirmPassword: 'abc' }))).toEqual({
      message: 'weakPassword',
      path: 'password',
    });
    expect(firstIssue(signUpFormSchema.safeParse({ ...signUp, email: 'nope' }))?.message).toBe('invalidEmail');
  });

  it('login, forgot and reset forms', () => {
    expect(firstIssue(loginFormSchema.safeParse({ email: '', password: 'x' }))?.message).toBe('missingInformation');
    expect(firstIssue(forgotPasswordFormSchema.safeParse({ email: '' }))?.message).toBe('emailRequired');
    expect(firstIssue(resetPasswordFormSchema.safeParse({ password: '', confirmPassword: '' }))?.message).toBe(
      'resetMissingInformation',
    );
    expect(resetPasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(true);
  });

  it('callable inputs: trainer verification is trainer-only; reset defaults to learner', () => {
    expect(
      sendTrainerVerificationSchema.safeParse({ email: 'a@b.co', fullName: 'A', userType: 'learner' }).success,
    ).toBe(false);
    expect(sendPasswordResetSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co', userType: 'learner' });
    expect(sendPasswordResetSchema.safeParse({ email: 'a@b.co', userType: 'admin' }).success).toBe(false);
  });

  it('full name joins first and last with one space; interests are trimmed, unique, capped', () => {
    expect(fullNameOf(' Asha ', ' Kumar ')).toBe('Asha Kumar');
    expect(parseInterests(' React, ,Python,React ')).toEqual(['React', 'Python']);
    expect(parseInterests(Array.from({ length: 30 }, (_, i) => `i${i}`).join(','))).toHaveLength(20);
  });
});
