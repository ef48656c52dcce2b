import { testClock } from '@skillsetu/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';

/**
 * The payouts' "now". In production: the real time. On the Functions emulator only
 * (FUNCTIONS_EMULATOR === 'true'), plus `offset_ms` from the server-only test_clock/now document
 * (domain testClock; a missing or malformed offset counts as 0), so tests and Playwright can move
 * time past a hold (docs/decisions/096-payout-test-clock.md).
 */
export async function payoutNow(db: Firestore): Promise<Date> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return new Date();
  const offset = dataOf(await typedDoc(db, testClock, 'now').get())?.offset_ms ?? 0;
  return new Date(Date.now() + offset);
}
