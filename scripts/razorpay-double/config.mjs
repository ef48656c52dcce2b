// Test credentials shared by the double and the tests: read from the same files the functions
// emulator reads (functions/.env and functions/.secret.local), so there is one source of truth.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/paths.mjs';
import { FUNCTIONS_REGION, HOST, PROJECT_ID, ports } from '../lib/ports.mjs';

function parseEnvFile(file) {
  const out = {};
  if (!fs.existsSync(file)) return out;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m) out[m[1]] = m[2].replace(/^['"]|['"]$/g, '');
  }
  return out;
}

/** Key id, key secret and webhook secret of the test account (test values only). */
export function razorpayTestCredentials() {
  const env = parseEnvFile(path.join(ROOT, 'functions', '.env'));
  const secrets = parseEnvFile(path.join(ROOT, 'functions', '.secret.local'));
  return {
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: secrets.RAZORPAY_KEY_SECRET,
    webhookSecret: secrets.RAZORPAY_WEBHOOK_SECRET,
  };
}

/** The functions emulator's razorpayWebhook URL for the current port offset. */
export function webhookUrl() {
  return `http://${HOST}:${ports().functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/razorpayWebhook`;
}

/** Base URL of the double for the current port offset. */
export function doubleBaseUrl() {
  return `http://${HOST}:${ports().razorpay}`;
}
