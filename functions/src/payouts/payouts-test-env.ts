// Shared setup of the payouts functions tests (emulators + the Razorpay double; no mocks): a trainer
// with or without a payout account, a learner buying a course through the real payment callables,
// refunds made the way the payment functions make them, and the payout invariant.
import {
  payoutAfterWithholding,
  refunds,
  saleWithholding,
  type CreateOrderResponse,
  type PayoutSetupResponse,
  type VerifyPaymentResponse,
} from '@skillsetu/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import {
  adminDb,
  closeApps,
  DOUBLE_BASE,
  doubleGet,
  newUser,
  payAtDouble,
  seedCourse,
  seedProfile,
  testKeyId,
  testSecrets,
  type CheckoutResult,
  type TestUser,
} from '../payments/payments-test-env';
import { typedDoc } from '../lib/typed-docs';
import { checkPayoutInvariant } from './payout-invariant';

export const db = adminDb();

/** The functions' Razorpay configuration in this process (cores called directly, as the scheduler would). */
export function useRazorpayConfigHere(): void {
  process.env.RAZORPAY_KEY_ID = testKeyId;
  process.env.RAZORPAY_KEY_SECRET = testSecrets.RAZORPAY_KEY_SECRET;
  process.env.RAZORPAY_API_BASE = DOUBLE_BASE;
}

export const SETUP = { legal_name: 'Asha Rao', pan: 'ABCDE1234F', account_number: '123456789012', ifsc: 'HDFC0001234' };

/** A trainer; with a payout account set up through setupPayoutAccount when `withAccount`. */
export async function trainer(withAccount: boolean): Promise<TestUser> {
  const t = await newUser('payout-trainer');
  await seedProfile(db, t, 'trainer');
  if (withAccount) await t.call<typeof SETUP, PayoutSetupResponse>('setupPayoutAccount', SETUP);
  return t;
}

/** Test timeout of the payouts suites (ms): emulator triggers and the double under a loaded machine. */
export const PAYOUT_TEST_TIMEOUT_MS = 180_000;

/**
 * A suite's trainer with a payout account, created in beforeAll (Razorpay configured for this
 * process first); the suite's apps are closed in afterAll. Call at the top of a test file; the
 * returned getter gives the trainer inside tests.
 */
export function useTrainerWithAccount(): () => TestUser {
  let withAccount: TestUser | undefined;
  beforeAll(async () => {
    useRazorpayConfigHere();
    withAccount = await trainer(true);
  }, PAYOUT_TEST_TIMEOUT_MS);
  afterAll(closeApps);
  return () => {
    if (!withAccount) throw new Error('the payouts trainer is created in beforeAll');
    return withAccount;
  };
}

/**
 * The payout of a sale made now (paise): net after commission and GST, less TDS and TCS at today's
 * rates (payoutAfterWithholding), for a trainer without a GSTIN unless `registered`.
 */
export function payoutOf(
  amountPaise: number,
  commissionPercent: number,
  opts: { refundedPaise?: number; registered?: boolean; interState?: boolean } = {},
): number {
  const w = saleWithholding(new Date(), opts.registered ?? false, opts.interState ?? false);
  return payoutAfterWithholding(amountPaise, opts.refundedPaise ?? 0, commissionPercent, w).payoutPaise;
}

/** A payout held at Razorpay: status 'held' with its Route transfer id. */
export const isHeld = (d: { status?: unknown; razorpay_transfer_id?: unknown }): boolean =>
  d.status === 'held' && typeof d.razorpay_transfer_id === 'string';

/** A learner pays for a new course (price in rupees) of `t` at the double; nobody has reported it yet. */
export async function checkout(t: TestUser, price = 4999) {
  const u = await newUser('payout-learner');
  await seedProfile(db, u, 'learner');
  const courseId = await seedCourse(db, t.uid, price);
  const order = await u.call<object, CreateOrderResponse>('createRazorpayOrder', { purpose: 'enrollment', courseId });
  const paid = await payAtDouble(order.id);
  return { learner: u, courseId, orderId: order.id, paymentId: paid.razorpay_payment_id, paid };
}

/** checkout, then the browser's verify: a captured, fulfilled course sale. */
export async function sale(t: TestUser, price = 4999) {
  const s = await checkout(t, price);
  await s.learner.call<CheckoutResult, VerifyPaymentResponse>('verifyRazorpayPayment', s.paid);
  return s;
}

/**
 * transfers/{orderId} once `ready` holds for it (the triggers run asynchronously; a suite's first
 * trigger waits for the functions emulator's cold start, over a minute on a loaded machine).
 */
export async function payoutWhen(orderId: string, ready: (d: DocumentData) => boolean): Promise<DocumentData> {
  let data: DocumentData | undefined;
  await vi.waitFor(
    async () => {
      data = (await db.doc(`transfers/${orderId}`).get()).data();
      expect(data && ready(data), `transfers/${orderId}: ${JSON.stringify(data)}`).toBe(true);
    },
    { timeout: 150_000, interval: 250 },
  );
  return data as DocumentData;
}

/** A processed refund of `amount` paise of a sale, made as the payment functions make one (refunds.ts). */
export async function refund(
  s: { orderId: string; paymentId: string; courseId: string; learner: TestUser },
  amount: number,
) {
  const { executeRefund } = await import('../payments/refunds');
  const ref = db.collection('refunds').doc();
  await typedDoc(db, refunds, ref.id).set(
    refunds.make({
      id: ref.id,
      order_id: s.orderId,
      enrollment_id: `${s.courseId}_${s.learner.uid}`,
      payment_id: s.paymentId,
      uid: s.learner.uid,
      amount,
      percent: 50,
      reason: 'learner_cancelled',
      created_at: new Date(),
    }),
  );
  await executeRefund(db, ref);
  expect((await ref.get()).get('status')).toBe('processed');
  return ref.id;
}

/** payout_debits/{refundId} once `ready` holds for it (the refund trigger and the reversal run asynchronously). */
export async function debitWhen(refundId: string, ready: (d: DocumentData) => boolean): Promise<DocumentData> {
  let data: DocumentData | undefined;
  await vi.waitFor(
    async () => {
      data = (await db.doc(`payout_debits/${refundId}`).get()).data();
      expect(data && ready(data), `payout_debits/${refundId}: ${JSON.stringify(data)}`).toBe(true);
    },
    { timeout: 60_000, interval: 250 },
  );
  return data as DocumentData;
}

/** Settles the trainer's released transfers at the double: their money leaves the linked account's balance. */
export async function settleTrainer(trainerUid: string): Promise<void> {
  const account = (await db.doc(`payout_accounts/${trainerUid}`).get()).get('razorpay_account_id') as string;
  await doubleHook('/__test/route/settle', { account_id: account });
  const r = await fetch(`${DOUBLE_BASE}/__test/route/balance/${account}`);
  expect(((await r.json()) as { balance: number }).balance).toBe(0);
}

/** The Razorpay double's view of a transfer. */
export const transferAtRazorpay = (id: string) =>
  doubleGet<{ amount: number; amount_reversed: number; on_hold: boolean; on_hold_until: number | null }>(
    `/v1/transfers/${id}`,
  );

/** Route test hooks of the double (settle released transfers; send a webhook again). */
export async function doubleHook<T>(pathname: string, body: object): Promise<T> {
  const r = await fetch(`${DOUBLE_BASE}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!r.ok) throw new Error(`double ${pathname}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** The payout invariant, computed from what the double moved, holds for these orders (payout-invariant.ts). */
export async function expectPayoutsBalanced(orderIds: string[]): Promise<void> {
  expect(await payoutProblems(orderIds)).toEqual([]);
}

/** The payout invariant's problems for these orders, each prefixed with its order id. */
export async function payoutProblems(orderIds: string[]): Promise<string[]> {
  const report = await checkPayoutInvariant(db, orderIds, doubleGet);
  return report.flatMap((o) => o.problems.map((p) => `${o.orderId}: ${p}`));
}
