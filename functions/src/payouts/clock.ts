import type { Firestore } from 'firebase-admin/firestore';

/**
 * The payouts' "now". In production: the real time. On the Functions emulator only
 * (FUNCTIONS_EMULATOR === 'true'), plus `offset_ms` from the server-only test_clock/now document, so
 * tests and Playwright can move time past a hold (docs/decisions/096-payout-test-clock.md).
 */
export async function payoutNow(db: Firestore): Promise<Date> {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return new Date();
  const offset = (await db.doc('test_clock/now').get()).get('offset_ms') as unknown;
  return new Date(Date.now() + (typeof offset === 'number' && Number.isFinite(offset) ? offset : 0));
}
