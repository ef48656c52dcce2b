import type { Lease } from '@skillsetu/domain';
import type { DocumentReference } from 'firebase-admin/firestore';
import { dataOf, type Typed } from '../lib/typed-docs';

/** How long one caller may hold a lease before others may take it over (ms). */
export const LEASE_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `body` while holding the lease document `leaseRef`, a typed reference of a lease module
 * (`typedDoc(db, orderLeases, orderId)`, `typedDoc(db, transferLeases, orderId)`): create()
 * succeeds for exactly one caller; the others wait with backoff. Bursts of transactions on one
 * document deadlock under Firestore's pessimistic locking until lock timeouts abort them, so racing
 * callers (double clicks, retries, webhook + browser) take turns instead. `shortcut`, checked before every attempt, may
 * answer without the lease (e.g. the order is already paid). A lease left by a crashed caller
 * expires after LEASE_MS. Throws when the lease stays taken for 2 × LEASE_MS.
 */
export async function withLease<T>(
  leaseRef: DocumentReference<Typed<Lease>>,
  body: () => Promise<T>,
  shortcut?: () => Promise<T | undefined>,
): Promise<T> {
  const deadline = Date.now() + 2 * LEASE_MS;
  for (let round = 0; ; round++) {
    const early = shortcut ? await shortcut() : undefined;
    if (early !== undefined) return early;
    if (await takeLease(leaseRef)) {
      try {
        return await withContentionRetry(body);
      } finally {
        await leaseRef.delete().catch(() => undefined);
      }
    }
    if (Date.now() > deadline) throw new Error(`${leaseRef.path} stayed leased; nothing attempted`);
    await sleep(Math.min(1000, 50 * 2 ** Math.min(round, 4)) + Math.random() * 100);
  }
}

/** Creates the lease (true), or removes an expired one and reports false so the caller tries again. */
async function takeLease(leaseRef: DocumentReference<Typed<Lease>>): Promise<boolean> {
  try {
    // a Date is stored as a Timestamp (UTC), as Timestamp.fromMillis stored it before
    await leaseRef.create({ expires_at: new Date(Date.now() + LEASE_MS) });
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code !== 6) throw err; // 6 = ALREADY_EXISTS: someone holds it
    const lease = await leaseRef.get();
    // a lease without a valid expiry reads as null and is never taken over, as before
    const expires = dataOf(lease)?.expires_at;
    if (expires && expires.getTime() < Date.now()) {
      await leaseRef.delete({ lastUpdateTime: lease.updateTime }).catch(() => undefined);
    }
    return false;
  }
}

/** Retries a transaction that Firestore aborted for contention (ABORTED, or the emulator's lock timeout). */
export async function withContentionRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let round = 0; ; round++) {
    try {
      return await run();
    } catch (err) {
      const e = err as { code?: unknown; message?: unknown };
      const contention = e?.code === 10 || /ABORTED|lock timeout|contention/i.test(String(e?.message ?? ''));
      if (!contention || round >= 4) throw err;
      await sleep(100 * 2 ** round + Math.random() * 200);
    }
  }
}
