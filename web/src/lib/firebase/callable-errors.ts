import { EMAIL_NOT_VERIFIED } from '@skillsetu/domain';

/**
 * Whether a callable refused because the caller's ID token lacks `email_verified`: the SDK's
 * FunctionsError with code `functions/failed-precondition` and `details.reason` EMAIL_NOT_VERIFIED.reason
 * (functions/src/lib/callable.ts `requireVerifiedEmail`).
 */
export function isEmailNotVerifiedError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, details } = err as { code?: unknown; details?: { reason?: unknown } | null };
  return code === 'functions/failed-precondition' && details?.reason === EMAIL_NOT_VERIFIED.reason;
}
