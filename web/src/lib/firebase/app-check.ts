import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import {
  appCheckDebugToken,
  EMULATOR_APP_CHECK_APP_ID,
  recaptchaEnterpriseSiteKey,
} from '../../config/app-check-config';

declare global {
  // Read by the App Check SDK: a string turns on its debug provider with that token.
  var FIREBASE_APPCHECK_DEBUG_TOKEN: string | boolean | undefined;
}

/** base64url of a JSON object (for the emulator's unsigned token). */
function b64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An unsigned App Check token for the emulators, valid for an hour: the Functions emulator
 * decodes App Check tokens without verifying them, and there is no App Check backend for a
 * `demo-` project to exchange a debug token with (docs/decisions/016-app-check.md).
 */
function emulatorToken(): { token: string; expireTimeMillis: number } {
  const now = Math.floor(Date.now() / 1000);
  const payload = { sub: EMULATOR_APP_CHECK_APP_ID, app_id: EMULATOR_APP_CHECK_APP_ID, iat: now, exp: now + 3600 };
  return { token: `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`, expireTimeMillis: (now + 3600) * 1000 };
}

/**
 * Starts App Check for the app (docs/decisions/016-app-check.md), so Functions, Firestore and
 * Storage requests carry a token: on the emulators a local unsigned token; with a debug token
 * configured the debug provider; in production reCAPTCHA Enterprise with the configured site key.
 * Returns null (and logs) when production has no site key. Called once, by the lazy SDK module.
 */
export function startAppCheck(app: FirebaseApp, onEmulators: boolean): AppCheck | null {
  if (onEmulators) {
    return initializeAppCheck(app, {
      provider: new CustomProvider({ getToken: async () => emulatorToken() }),
      isTokenAutoRefreshEnabled: false,
    });
  }
  if (appCheckDebugToken) {
    // debug mode: the SDK exchanges this token with App Check and never asks the provider
    globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = appCheckDebugToken;
    return initializeAppCheck(app, {
      provider: new CustomProvider({ getToken: () => Promise.reject(new Error('App Check debug provider in use')) }),
      isTokenAutoRefreshEnabled: true,
    });
  }
  if (!recaptchaEnterpriseSiteKey) {
    console.error('App Check: VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is not set; callables will refuse requests.');
    return null;
  }
  return initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(recaptchaEnterpriseSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
