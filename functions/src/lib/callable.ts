import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import { EMAIL_NOT_VERIFIED } from '@skillsetu/domain';

/**
 * Parses a callable's input with its domain schema (docs/architecture.md#layers). Throws HttpsError
 * 'invalid-argument' with the first issue's message when the input does not fit.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpsError('invalid-argument', `Invalid request: ${where}${issue?.message ?? 'bad input'}`);
  }
  return parsed.data;
}

/** Returns the caller's uid; throws HttpsError 'unauthenticated' when there is no signed-in user. */
export function requireAuth(request: CallableRequest): string {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', 'Please log in to continue.');
  return uid;
}

/**
 * Returns the caller's uid when their ID token says `email_verified`; throws HttpsError
 * 'unauthenticated' when signed out and 'failed-precondition' (EMAIL_NOT_VERIFIED: its message, and
 * `details.reason`) when the address is not verified. Paying and contact requests need it
 * (docs/decisions/170-verified-email.md). Call it before the callable changes anything: the web
 * client calls once more after refreshing a stale ID token.
 */
export function requireVerifiedEmail(request: CallableRequest): string {
  const uid = requireAuth(request);
  if (request.auth?.token.email_verified !== true) {
    throw new HttpsError('failed-precondition', EMAIL_NOT_VERIFIED.message, { reason: EMAIL_NOT_VERIFIED.reason });
  }
  return uid;
}

/** True when the caller carries the admin custom claim (docs/architecture.md#data-model-cloud-firestore). */
export function isAdmin(request: CallableRequest): boolean {
  return request.auth?.token.admin === true;
}

/**
 * Wraps a callable body: HttpsErrors pass through; anything else is logged and surfaces as
 * 'internal' with no stack or secret (docs/architecture.md#layers).
 */
export async function guarded<T>(name: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (err) {
    if (err instanceof HttpsError) throw err;
    logger.error(`${name} failed`, err);
    throw new HttpsError('internal', 'Something went wrong. Please try again.');
  }
}
