// Types of config.mjs for the TypeScript that imports it (scripts/reconcile.ts, tests).

/** Key id, key secret and webhook secret of the Razorpay test account (test values only). */
export function razorpayTestCredentials(): { keyId: string; keySecret: string; webhookSecret: string };
/** The functions emulator's razorpayWebhook URL for the current port offset. */
export function webhookUrl(): string;
/** Base URL of the Razorpay double for the current port offset. */
export function doubleBaseUrl(): string;
