/**
 * Firebase web config. In production the VITE_FIREBASE_* variables come from the deploy
 * environment; on the emulators the `demo-` project needs no real credentials.
 */
export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-skillsetu.firebaseapp.com',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-skillsetu',
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-skillsetu.appspot.com',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:demo',
};

/** The callables' region: functions/src/lib/global-options.ts FUNCTIONS_REGION (docs/architecture.md#regions). */
export const functionsRegion = 'asia-south1';

/** Emulator endpoints, or null in production (see vite.config.ts). */
export const emulators = __EMULATORS__;

/** Where the checkout script is loaded from: Razorpay's CDN, or the local test double. */
export const razorpayCheckoutUrl = __RAZORPAY_CHECKOUT_URL__;
