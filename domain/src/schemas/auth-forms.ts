import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, SIGNUP_USER_TYPES } from '../constants';
import type { AUTH_MESSAGES } from '../messages';

/**
 * Auth form schemas (docs/product.md#accounts-and-roles). Each failure's message is a key of AUTH_MESSAGES so the form can
 * show the spec's toast word for word; exactly one issue is reported, in the spec's order.
 */
export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

const EMAIL = z.email();
const isEmail = (v: string) => EMAIL.safeParse(v.trim()).success;
const blank = (v: string) => v.trim().length === 0;

/** Login (docs/product.md#accounts-and-roles): email and password required (missingInformation), email well-formed (invalidEmail). */
export const loginFormSchema = z
  .object({ email: z.string().max(254), password: z.string().max(128) })
  .superRefine((v, ctx) => {
    const fail = (message: AuthMessageKey, field: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
    if (blank(v.email)) fail('missingInformation', 'email');
    else if (v.password.length === 0) fail('missingInformation', 'password');
    else if (!isEmail(v.email)) fail('invalidEmail', 'email');
  });
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * Sign-up on all three auth pages (docs/product.md#accounts-and-roles): all fields required (missingInformation), passwords
 * match (passwordMismatch), password ≥ 6 characters (weakPassword); email well-formed (invalidEmail).
 */
export const signUpFormSchema = z
  .object({
    firstName: z.string().max(60),
    lastName: z.string().max(60),
    email: z.string().max(254),
    password: z.string().max(128),
    confirmPassword: z.string().max(128),
  })
  .superRefine((v, ctx) => {
    const fail = (message: AuthMessageKey, field: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
    const missing = (['firstName', 'lastName', 'email', 'password'] as const).find((k) => blank(v[k]));
    if (missing) fail('missingInformation', missing);
    else if (!isEmail(v.email)) fail('invalidEmail', 'email');
    else if (v.password !== v.confirmPassword) fail('passwordMismatch', 'confirmPassword');
    else if (v.password.length < MIN_PASSWORD_LENGTH) fail('weakPassword', 'password');
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Forgot password (docs/product.md#accounts-and-roles): email required (emailRequired) and well-formed (invalidEmail). */
export const forgotPasswordFormSchema = z.object({ email: z.string().max(254) }).superRefine((v, ctx) => {
  const fail = (message: AuthMessageKey, field: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
  if (blank(v.email)) fail('emailRequired', 'email');
  else if (!isEmail(v.email)) fail('invalidEmail', 'email');
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** Reset password (docs/product.md#accounts-and-roles): both required (resetMissingInformation), match, ≥ 6 characters. */
export const resetPasswordFormSchema = z
  .object({ password: z.string().max(128), confirmPassword: z.string().max(128) })
  .superRefine((v, ctx) => {
    const fail = (message: AuthMessageKey, field: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
    if (v.password.length === 0) fail('resetMissingInformation', 'password');
    else if (v.confirmPassword.length === 0) fail('resetMissingInformation', 'confirmPassword');
    else if (v.password !== v.confirmPassword) fail('passwordMismatch', 'confirmPassword');
    else if (v.password.length < MIN_PASSWORD_LENGTH) fail('weakPassword', 'password');
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** full_name sent at sign-up: first and last name joined by a space (docs/product.md#accounts-and-roles). */
export function fullNameOf(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** `sendTrainerVerification` callable input (docs/product.md#accounts-and-roles): the caller's own email and name. */
export const sendTrainerVerificationSchema = z.object({
  email: z.email().max(254),
  fullName: z.string().trim().min(1).max(120),
  userType: z.literal('trainer'),
});
export type SendTrainerVerificationInput = z.infer<typeof sendTrainerVerificationSchema>;

/** `sendPasswordReset` callable input (docs/product.md#accounts-and-roles): userType learner by default. */
export const sendPasswordResetSchema = z.object({
  email: z.email().max(254),
  userType: z.enum(SIGNUP_USER_TYPES).default('learner'),
});
export type SendPasswordResetInput = z.input<typeof sendPasswordResetSchema>;

/** Both mail callables answer `{ queued: true }` (the password reset one whether or not the email exists). */
export interface MailQueuedResult {
  queued: true;
}

/** Learner preferences card on My Profile (docs/product.md#accounts-and-roles): interests typed comma-separated. */
export const learnerPreferencesFormSchema = z.object({
  learning_goals: z.string().trim().max(1000),
  experience_level: z.enum(['beginner', 'intermediate', 'advanced']),
  interests: z.string().max(1300),
});
export type LearnerPreferencesForm = z.infer<typeof learnerPreferencesFormSchema>;

/** Splits the interests text on commas: trimmed, non-empty, unique, at most 20 of ≤ 60 characters. */
export function parseInterests(text: string): string[] {
  const items = text
    .split(',')
    .map((s) => s.trim().slice(0, 60))
    .filter(Boolean);
  return [...new Set(items)].slice(0, 20);
}
