/// <reference types="vite/client" />

/** Emulator endpoints baked in by vite.config.ts in emulator/dev mode; null in production. */
declare const __EMULATORS__: {
  auth: string;
  firestore: { host: string; port: number };
  functions: { host: string; port: number };
  storage: { host: string; port: number };
} | null;

/** URL of Razorpay's checkout.js (or the local test double's stand-in). */
declare const __RAZORPAY_CHECKOUT_URL__: string;

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
}
