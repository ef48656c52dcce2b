// App Check settings (docs/decisions/016-app-check.md). Imported only by the lazily-loaded
// Firebase SDK module (lib/firebase/app-check.ts), never by the public pages' first paint.
const env = import.meta.env as Record<string, string | undefined>;

/**
 * reCAPTCHA Enterprise site key of the production web app (VITE_RECAPTCHA_ENTERPRISE_SITE_KEY at
 * build time; registered in the Firebase console under App Check). Undefined: App Check is not
 * initialised and every callable answers 401 in production.
 */
export const recaptchaEnterpriseSiteKey: string | undefined = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY || undefined;

/**
 * A debug token for a build that talks to a real Firebase project without reCAPTCHA (a staging
 * or CI build): VITE_APPCHECK_DEBUG_TOKEN, registered in the console (App Check → Apps → Manage
 * debug tokens). Never set it for the production build.
 */
export const appCheckDebugToken: string | undefined = env.VITE_APPCHECK_DEBUG_TOKEN || undefined;

/**
 * The fixed App Check app id the emulator build's tokens name: the Functions emulator decodes a
 * token without verifying it, so a locally made token stands in for the debug provider there.
 */
export const EMULATOR_APP_CHECK_APP_ID = '1:000000000000:web:demo';
