// A class the trainer cancels, paid per class (docs/decisions/204-cancelled-class-parts.md): the
// emulators and the Razorpay double, no mocks. The learner gets the class's share back once, its
// part closes with nothing to release, a later cancellation of the whole enrolment refunds only
// the rest (Razorpay would refuse more), and both invariants hold.
import { splitIntoParts } from '@skillsetu/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { cancel, enrol, learner, moneyProblems, seedBatch } from '../payments/batches-test-env';
import { doubleGet, seedCourse } from '../payments/payments-test-env';
import { db, PAYOUT_TEST_TIMEOUT_MS, payoutProblems, useTrainerWithAccount } from '../payouts/payouts-test-env';
import { planDates } from '../sessions/sessions-test-env';

const T = { timeout: PAYOUT_TEST_TIMEOUT_MS * 3 };
const WAIT = { timeout: 150_000, interval: 500 };
const trainer = useTrainerWithAccount();

async function docWhen(path: string, ready: (d: DocumentData) => boolean): Promise<DocumentData> {
  let data: DocumentData = {};
  await vi.waitFor(async () => {
    data = (await db.doc(path).get()).data() ?? {};
    expect(ready(data), `${path}: ${JSON.stringify(data)}`).toBe(true);
  }, WAIT);
  return data;
}

describe('a cancelled class, paid per class', () => {
  it('refunds the class share once; a later cancellation refunds only the rest', T, async () => {
    const t = trainer();
    const courseId = await seedCourse(db, t.uid, 999);
    // The batch starts in 8 days: a cancellation now is refunded in full by the policy, less the class refund.
    const batchId = await seedBatch(db, courseId, t.uid, 192);
    await planDates(t, batchId, [194, 218]);
    const u = await learner(db);
    const orderId = await enrol(u, courseId, batchId);
    await docWhen(`transfers/${orderId}`, (d) => d.status === 'in_parts');

    await t.call('changeSession', { action: 'cancel', batchId, n: 2 });
    const share = splitIntoParts(99_900, 2)[1] ?? 0;
    const refund = await docWhen(`refunds/class_${orderId}_2`, (d) => d.status === 'processed');
    expect(refund).toMatchObject({ amount: share, reason: 'class_dispute', percent: 100 });
    expect(await docWhen(`payout_parts/${orderId}_2`, (d) => d.status === 'resolved')).toMatchObject({
      kept_percent: 0,
    });
    await docWhen(`statement_lines/refund_class_${orderId}_2`, (d) => d.kind === 'refund');
    // A replayed cancellation trigger makes no second refund.
    const { refundCancelledClass } = await import('../payouts/cancelled-class');
    expect(await refundCancelledClass(db, batchId, 2)).toBe(0);
    const paymentId = String((await db.doc(`orders/${orderId}`).get()).get('payment_id'));
    expect((await doubleGet<{ items: unknown[] }>(`/v1/payments/${paymentId}/refunds`)).items).toHaveLength(1);
    expect(await payoutProblems([orderId])).toEqual([]);

    // The learner cancels before the first class: the refund leaves out the class already refunded.
    await cancel(u, courseId);
    const enrolment = await docWhen(`enrollments/${courseId}_${u.uid}`, (d) => d.status === 'cancelled');
    expect(enrolment.refunded_paise).toBe(99_900 - share);
    await docWhen(`refunds/${String(enrolment.refund_id)}`, (d) => d.status === 'processed');
    await docWhen(`statement_lines/refund_${String(enrolment.refund_id)}`, (d) => d.kind === 'refund');
    expect(await payoutProblems([orderId])).toEqual([]);
    expect(await moneyProblems(db, courseId)).toEqual([]);
  });
});
