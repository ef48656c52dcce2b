// Payouts per class and disputes (docs/payouts.md#paid-per-class, docs/sessions.md#report-a-problem,
// ADRs 200-203): the emulators, the Razorpay double and the payouts' clock, no mocks. A sale of a
// planned batch is paid in parts, one per class, each released 72 h after its class was held, once
// even when payout runs race; a reported class stays on hold until an admin resolves it, and the
// resolution refunds through the double once and releases the trainer's share; the invariants hold.
import { DISPUTE_MESSAGES, splitIntoParts, type ReportClassProblemRequest } from '@skillsetu/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { newAdmin } from '../admin/admin-test-env';
import { enrol, learner, moneyProblems, seedBatch } from '../payments/batches-test-env';
import { callError, doubleGet, seedCourse, type TestUser } from '../payments/payments-test-env';
import { db, expectPayoutsBalanced, PAYOUT_TEST_TIMEOUT_MS, useTrainerWithAccount } from '../payouts/payouts-test-env';
import { begun, planDates } from '../sessions/sessions-test-env';

// The machine is shared by five emulator runs: triggers can take minutes to start.
const T = { timeout: PAYOUT_TEST_TIMEOUT_MS * 4 };
const WAIT = { timeout: 150_000, interval: 500 };
const trainer = useTrainerWithAccount();
const runAt = async (at: number) => (await import('../payouts/release')).releaseDueTransfers(db, new Date(at));
/** transfers/{orderId} once `ready` holds (a longer wait than payoutWhen's under load). */
async function saleWhen(orderId: string, ready: (d: DocumentData) => boolean): Promise<DocumentData> {
  let data: DocumentData = {};
  await vi.waitFor(async () => {
    data = (await db.doc(`transfers/${orderId}`).get()).data() ?? {};
    expect(ready(data), JSON.stringify(data)).toBe(true);
  }, WAIT);
  return data;
}
const partOf = async (orderId: string, n: number) => (await db.doc(`payout_parts/${orderId}_${n}`).get()).data() ?? {};

async function partWhen(orderId: string, n: number, ready: (d: DocumentData) => boolean): Promise<DocumentData> {
  let data: DocumentData = {};
  await vi.waitFor(async () => {
    data = await partOf(orderId, n);
    expect(ready(data), JSON.stringify(data)).toBe(true);
  }, WAIT);
  return data;
}

/** The class is held: it began half an hour ago and the trainer marked it. Returns its part's release time (ms). */
async function held(t: TestUser, batchId: string, orderId: string, n: number, present: string[]): Promise<number> {
  await begun(batchId, n);
  await t.call('markAttendance', { batchId, n, present });
  const part = await partWhen(orderId, n, (d) => d.release_at != null);
  return (part.release_at as { toMillis(): number }).toMillis();
}

/** Razorpay's transfers (from the payment or direct) for class part `n` of the sale. */
async function partTransfers(orderId: string, n: number) {
  const all = await doubleGet<{ items: { id: string; amount: number; notes: Record<string, string> }[] }>(
    '/v1/transfers',
  );
  return all.items.filter((x) => x.notes.order_id === orderId && x.notes.part === String(n));
}

const report = (u: TestUser, req: ReportClassProblemRequest) =>
  u.call<ReportClassProblemRequest, object>('reportClassProblem', req);

describe('payouts per class and disputes', () => {
  it('releases each class part once after held + 72 h; a disputed class waits for the resolution', T, async () => {
    const t = trainer();
    const courseId = await seedCourse(db, t.uid, 4999);
    const batchId = await seedBatch(db, courseId, t.uid, 24);
    await planDates(t, batchId, [26, 50, 74]);
    const u = await learner(db);
    const orderId = await enrol(u, courseId, batchId);
    const sale = await saleWhen(orderId, (d) => d.status === 'in_parts');
    const planned = splitIntoParts(Number(sale.original_amount), 3);
    for (const n of [1, 2, 3])
      expect(await partOf(orderId, n)).toMatchObject({ planned_paise: planned[n - 1], status: 'waiting' });
    const paymentId = String((await db.doc(`orders/${orderId}`).get()).get('payment_id'));

    // Class 1: nothing before held + 72 h; two racing runs at that time release it once.
    const r1 = await held(t, batchId, orderId, 1, [u.uid]);
    await runAt(r1 - 60_000);
    expect(await partOf(orderId, 1)).toMatchObject({ status: 'waiting' });
    await Promise.all([runAt(r1), runAt(r1), runAt(r1 + 1)]);
    expect(await partOf(orderId, 1)).toMatchObject({ status: 'released', send_paise: planned[0], send_pending: false });
    const sent1 = await partTransfers(orderId, 1);
    expect(sent1.map((x) => x.amount)).toEqual([planned[0]]);
    await expectPayoutsBalanced([orderId]);

    // Class 2: reported within 72 h; refused for a stranger, a repeat, a class not begun and a class too far back.
    const r2 = await held(t, batchId, orderId, 2, []);
    const req: ReportClassProblemRequest = {
      batchId,
      n: 2,
      reason: 'quality_problem',
      note: 'The trainer read slides only.',
    };
    expect(await callError(report(await learner(db), req))).toEqual({
      code: 'permission-denied',
      message: DISPUTE_MESSAGES.notYourClass,
    });
    // The pair wrote to each other: the report opens their conversation to admins (firestore.rules msgAdminMayRead).
    const cid = `${u.uid}_${t.uid}`;
    await db.doc(`conversations/${cid}`).set({ learner_id: u.uid, trainer_id: t.uid, participants: [u.uid, t.uid] });
    await report(u, req);
    expect((await db.doc(`conversations/${cid}`).get()).get('disputed')).toBe(true);
    expect(await callError(report(u, req))).toEqual({
      code: 'already-exists',
      message: DISPUTE_MESSAGES.alreadyReported,
    });
    expect(await callError(report(u, { ...req, n: 3 }))).toEqual({
      code: 'failed-precondition',
      message: DISPUTE_MESSAGES.notYet,
    });
    await begun(batchId, 1, 80);
    expect(await callError(report(u, { ...req, n: 1 }))).toEqual({
      code: 'failed-precondition',
      message: DISPUTE_MESSAGES.tooLate,
    });
    const disputeId = `${courseId}_${u.uid}_2`;
    expect((await db.doc(`disputes/${disputeId}`).get()).data()).toMatchObject({
      status: 'open',
      reason: 'quality_problem',
      learner_id: u.uid,
    });
    await runAt(r2 + 3_600_000);
    expect(await partOf(orderId, 2)).toMatchObject({ status: 'disputed' });

    // The admin resolves at 50 %, twice at once: one refund of half the class's share, the trainer keeps half.
    const admin = await newAdmin();
    const resolve = () =>
      admin.call('resolveDispute', { disputeId, outcome: 'quality_problem', note: 'Half refunded.' });
    const raced = await Promise.allSettled([resolve(), resolve()]);
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refund = (await db.doc(`refunds/dispute_${disputeId}`).get()).data() ?? {};
    const share = splitIntoParts(499_900, 3)[1] ?? 0;
    expect(refund).toMatchObject({ status: 'processed', amount: Math.floor(share / 2), reason: 'class_dispute' });
    const atRazorpay = await doubleGet<{ items: unknown[] }>(`/v1/payments/${paymentId}/refunds`);
    expect(atRazorpay.items).toHaveLength(1);
    expect(await callError(resolve())).toEqual({
      code: 'failed-precondition',
      message: DISPUTE_MESSAGES.alreadyResolved,
    });
    const audit = await db.collection('admin_audit').where('target', '==', `disputes/${disputeId}`).get();
    expect(audit.docs.map((d) => d.get('action'))).toEqual(['dispute.resolve']);
    await vi.waitFor(
      async () => expect((await db.doc(`statement_lines/refund_dispute_${disputeId}`).get()).exists).toBe(true),
      WAIT,
    );
    await Promise.all([runAt(r2 + 3_600_000), runAt(r2 + 3_600_000)]);
    const part2 = await partOf(orderId, 2);
    expect(part2).toMatchObject({
      status: 'released',
      kept_percent: 50,
      send_paise: Math.floor((planned[1] ?? 0) / 2),
    });
    expect((await partTransfers(orderId, 2)).map((x) => x.amount)).toEqual([part2.send_paise]);
    await expectPayoutsBalanced([orderId]);

    // Class 3, the last: it takes the rest, so the released parts add up to the sale's net after the refund.
    const r3 = await held(t, batchId, orderId, 3, [u.uid]);
    await Promise.all([runAt(r3), runAt(r3)]);
    const done = await saleWhen(orderId, (d) => d.status === 'released');
    const sends = await Promise.all([1, 2, 3].map(async (n) => Number((await partOf(orderId, n)).send_paise)));
    expect(sends.reduce((s, x) => s + x, 0)).toBe(done.amount);
    expect((await partTransfers(orderId, 3)).map((x) => x.amount)).toEqual([sends[2]]);
    await expectPayoutsBalanced([orderId]);
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });
});
