import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, login, test, type IsolatedPage } from './support/fixtures';
import { startSignedIn } from './support/session';
import { PAYOUT_SETUP_MESSAGES, testClock } from '@skillsetu/domain';
import { adminDb, uidOf } from './support/admin';
import { buyCourse, clickEnrollNow, payForCourse } from './support/checkout';
import { seedCourse, uniqueSuffix, waitForCourseOnCard } from './support/courses';

// Payouts end to end (docs/payouts.md): a learner buys a course through the Razorpay double; the
// trainer sets up payouts and sees the sale's payout on hold; the test clock (ADR 096) moves past the
// hold and the payout shows as released — live, without a reload. A refund after the release is
// taken back from the trainer's payout account (docs/decisions/135-debit-recovery.md): the learner
// sees the refund, the trainer's Earnings tab shows the recovered debit.

const SLOW = { timeout: 60_000 };
const DAY_MS = 86_400_000;

/** The demo trainer's Earnings tab, with a payout account (set up here when the demo has none yet). */
async function trainerEarnings(isolatedPage: IsolatedPage): Promise<Page> {
  const page = await isolatedPage({ viewport: { width: 360, height: 800 } });
  await startSignedIn(
    page,
    { email: 'trainer@skillsetu.demo', password: 'trainer123' },
    '/trainer-dashboard?tab=earnings',
  );
  const form = page.getByRole('form', { name: 'Payout setup' });
  await expect(form.or(page.getByTestId('payout-account'))).toBeVisible(SLOW);
  if (await form.isVisible()) {
    await form.getByLabel('Legal name (as on PAN)').fill('Demo Trainer');
    await form.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
    await form.getByLabel('Bank account number').fill('123456789012');
    await form.getByLabel('IFSC', { exact: true }).fill('HDFC0001234');
    await form.getByRole('button', { name: 'Save payout account' }).click();
  }
  await expect(page.getByTestId('payout-account')).toContainText(/ending \d{4}/, SLOW);
  return page;
}

test.describe('payouts', () => {
  test.describe.configure({ timeout: 240_000 });
  test.afterEach(async () => {
    await adminDb().doc('test_clock/now').delete();
  });

  test('payouts: a sale shows as a held payout; moving time past the hold releases it', async ({ isolatedPage }) => {
    const db = adminDb();
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const title = `Payouts E2E Course ${uniqueSuffix().slice(-6)}`;
    const courseId = await seedCourse({ trainerUid, idPrefix: 'e2e-payout', title, spec: 'payouts', price: 2000 });

    // The trigger lists the new course on the demo trainer's card (its public page sells it).
    const { publicId } = await waitForCourseOnCard(trainerUid, title);

    // The learner buys it through the checkout stand-in.
    const learner = await isolatedPage();
    await learner.goto(`/trainer/${publicId}`);
    await clickEnrollNow(learner, title);
    await expect(learner).toHaveURL(/\/learner-auth$/);
    await login(
      learner,
      { email: 'learner@skillsetu.demo', password: 'learner123' },
      { path: null, landing: new RegExp(`/trainer/${publicId}$`), ...SLOW },
    );
    await buyCourse(learner, title, { price: 2000, phone: '9876500000' });
    const orderId = (await db.doc(`enrollments/${courseId}_${await uidOf('learner@skillsetu.demo')}`).get()).get(
      'order_id',
    ) as string;

    // The trainer opens Earnings, sets up payouts (a wrong PAN is refused with a plain message).
    const page = await isolatedPage({ viewport: { width: 360, height: 800 } });
    await startSignedIn(
      page,
      { email: 'trainer@skillsetu.demo', password: 'trainer123' },
      '/trainer-dashboard?tab=earnings',
    );
    await expect(page.getByRole('heading', { name: 'Earnings statement' })).toBeVisible(SLOW);
    const form = page.getByRole('form', { name: 'Payout setup' });
    // The card shows the form or the saved account once the account's listener has answered.
    await expect(form.or(page.getByTestId('payout-account'))).toBeVisible(SLOW);
    if (await form.isVisible()) {
      await form.getByLabel('Legal name (as on PAN)').fill('Demo Trainer');
      await form.getByLabel('PAN', { exact: true }).fill('ABCD1234F');
      await form.getByLabel('Bank account number').fill('123456789012');
      await form.getByLabel('IFSC', { exact: true }).fill('HDFC0001234');
      await form.getByRole('button', { name: 'Save payout account' }).click();
      await expect(form.getByText(PAYOUT_SETUP_MESSAGES.pan)).toBeVisible();
      await form.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
      await form.getByRole('button', { name: 'Save payout account' }).click();
    }
    await expect(page.getByTestId('payout-account')).toContainText(/ending \d{4}/, SLOW);
    await expect(page.getByText('123456789012')).toHaveCount(0);

    // The sale is on the statement and its payout is on hold until the refund window closes.
    const payout = page.getByTestId('payout').filter({ hasText: title });
    await expect(payout.getByTestId('payout-state')).toContainText('On hold until', SLOW);
    await expect(page.getByRole('region', { name: 'Earnings statement' }).getByText(`Sale · ${title}`)).toBeVisible();

    // Time moves 8 days on (emulator only): the payout job runs and the payout is released, live.
    await db.doc(testClock.path('now')).set(testClock.make({ offset_ms: 8 * DAY_MS }));
    await expect(payout.getByTestId('payout-state')).toContainText('Released', SLOW);
    await expect.poll(async () => (await db.doc(`transfers/${orderId}`).get()).get('status'), SLOW).toBe('released');
  });

  test('payouts: a refund after the payout is released is recovered from the trainer', async ({ isolatedPage }) => {
    const db = adminDb();
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const title = `Payout Debit E2E ${uniqueSuffix().slice(-6)}`;
    const courseId = await seedCourse({ trainerUid, idPrefix: 'e2e-debit', title, spec: 'payouts', price: 1000 });
    await db.doc(`batches/${courseId}-b`).set({
      course_id: courseId,
      trainer_id: trainerUid,
      starts_at: Timestamp.fromMillis(Date.now() + 3 * DAY_MS),
      ends_at: null,
      seats: 8,
      seats_taken: 0,
      schedule: 'Sat–Sun, 10 AM IST',
      status: 'scheduled',
      created_at: Timestamp.now(),
    });
    const { publicId } = await waitForCourseOnCard(trainerUid, title);

    // The learner buys a seat in the batch starting in 3 days (₹1,000: ₹881 paid to the trainer: ₹882 less ₹1 TDS).
    const learner = await isolatedPage();
    await startSignedIn(learner, { email: 'learner@skillsetu.demo', password: 'learner123' }, `/trainer/${publicId}`);
    await clickEnrollNow(learner, title);
    await expect(learner.getByTestId('payment-dialog').getByTestId('batch-picker')).toBeVisible(SLOW);
    await payForCourse(learner, { price: 1000, phone: '9876500000' });

    // The payout is held until the start; the test clock moves past it and the payout is released.
    const page = await trainerEarnings(isolatedPage);
    const payout = page.getByTestId('payout').filter({ hasText: title });
    await expect(payout.getByTestId('payout-state')).toContainText('On hold until', SLOW);
    await db.doc(testClock.path('now')).set(testClock.make({ offset_ms: 4 * DAY_MS }));
    await expect(payout.getByTestId('payout-state')).toContainText('Released', SLOW);

    // The learner cancels (72 h before the start by the real clock: 100 %) and sees the refund.
    await learner.goto('/my-learning');
    const card = learner.getByTestId('enrollment-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'Cancel enrolment' }).click();
    const dialog = learner.getByTestId('cancel-enrolment-dialog');
    await expect(dialog.getByTestId('refund-quote')).toContainText('100%', SLOW);
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(card.getByTestId('refund-status')).toContainText('Refund ₹1,000 (100%). Refund processed.', SLOW);

    // The trainer sees the ₹881 taken back from the payout account, on the debit and the statement line.
    const debit = page.getByTestId('debit').filter({ hasText: title });
    await expect(debit).toContainText('₹881', SLOW);
    await expect(debit.getByTestId('debit-state')).toContainText('Recovered from your payout account on', SLOW);
    await expect(page.getByTestId('after-payout-note').first()).toContainText('Refunded after payout: recovered');
  });
});
