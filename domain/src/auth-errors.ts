/**
 * Plain-language toast descriptions for Firebase Auth error codes (the docs/product.md#validation-and-messages toast titles
 * stay; see docs/decisions/073-auth-error-messages.md). A wrong password and an unknown e-mail read the same, so the sign-in form does not tell a
 * stranger whether an account exists (no account enumeration).
 */
export const AUTH_ERROR_TEXT = {
  badCredentials: 'Incorrect email or password.',
  throttled: 'Too many attempts, try again later.',
  network: 'Could not reach SkillSetu. Check your internet connection and try again.',
  disabled: 'This account has been disabled. Please contact support.',
  emailInUse: 'An account with this email already exists. Sign in or reset your password.',
  weakPassword: 'Please choose a stronger password (at least 6 characters).',
  expiredLink: 'This link has expired or was already used. Please request a new one.',
  unknown: 'Something went wrong. Please try again.',
} as const;

const CODE_TEXT: Record<string, string> = {
  'auth/wrong-password': AUTH_ERROR_TEXT.badCredentials,
  'auth/user-not-found': AUTH_ERROR_TEXT.badCredentials,
  'auth/invalid-credential': AUTH_ERROR_TEXT.badCredentials,
  'auth/invalid-login-credentials': AUTH_ERROR_TEXT.badCredentials,
  'auth/invalid-email': AUTH_ERROR_TEXT.badCredentials,
  'auth/invalid-password': AUTH_ERROR_TEXT.badCredentials,
  'auth/too-many-requests': AUTH_ERROR_TEXT.throttled,
  'auth/network-request-failed': AUTH_ERROR_TEXT.network,
  'auth/timeout': AUTH_ERROR_TEXT.network,
  'auth/user-disabled': AUTH_ERROR_TEXT.disabled,
  'auth/email-already-in-use': AUTH_ERROR_TEXT.emailInUse,
  'auth/weak-password': AUTH_ERROR_TEXT.weakPassword,
  'auth/expired-action-code': AUTH_ERROR_TEXT.expiredLink,
  'auth/invalid-action-code': AUTH_ERROR_TEXT.expiredLink,
};

/** The `code` of a Firebase Auth error ('auth/…'), or null for anything else. */
export function authErrorCode(err: unknown): string | null {
  if (typeof err !== 'object' || err === null || !('code' in err)) return null;
  const code = (err as { code: unknown }).code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : null;
}

/**
 * Toast description for an error thrown by Firebase Auth: never the raw 'Firebase: Error (…)'
 * text. Unknown codes and non-Auth errors get a generic sentence (the caller logs the error).
 */
export function authErrorMessage(err: unknown): string {
  const code = authErrorCode(err);
  return (code && CODE_TEXT[code]) || AUTH_ERROR_TEXT.unknown;
}
