import { setGlobalOptions } from 'firebase-functions/v2/options';

/**
 * Whether callables reject requests without a valid App Check token: always in production; not
 * in the Functions emulator (FUNCTIONS_EMULATOR=true), whose tokens are decoded but never verified
 * and whose other clients (test suites on the client SDK) carry none, unless
 * SKILLSETU_ENFORCE_APP_CHECK=true. See docs/decisions/016-app-check.md.
 */
export function appCheckEnforced(env: Record<string, string | undefined> = process.env): boolean {
  return env.FUNCTIONS_EMULATOR !== 'true' || env.SKILLSETU_ENFORCE_APP_CHECK === 'true';
}

// The one setGlobalOptions call of the codebase (a second call would replace these options: add
// any new global option here). onCall reads `enforceAppCheck` from here unless a callable's own
// options set it, so every callable enforces App Check; onRequest functions (razorpayWebhook,
// called by Razorpay's servers) are unaffected. Evaluated before any function file's body runs:
// lib/admin.ts, which every function imports, imports this module first.
setGlobalOptions({ enforceAppCheck: appCheckEnforced() });
