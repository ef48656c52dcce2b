import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, uidOf } from './support/admin';
import { clickEnrollNow, payForCourse } from './support/checkout';
import { seedCourse, uniqueSuffix, waitForCourseOnCard } from './support/courses';
import { expect, test, type IsolatedPage } from './support/fixtures';
import { startSignedIn } from './support/session';

// Batches, cancellations and refunds end to end (ADRs 080–084 in docs/decisions/), through the local Razorpay
// double: a learner picks a batch in Enroll Now and cancels from My Learning; a trainer cancels a batch.

const SLOW = { timeout: 60_000 };
const HOUR = 3_600_000;

/** A published course of the demo trainer (price in rupees) with one batch starting `hours` from now; its public trainer id. */
async function courseWithBatch(title: string, price: number, hours: number) {
  const trainerUid = await uidOf('trainer@skillsetu.demo');
  const courseId = await seedCourse({
    trainerUid,
    idPrefix: 'e2e-batch',
    title,
    spec: 'batches',
    price,
    batchSize: '6-10 students',
  });
  await adminDb()
    .doc(`batches/${courseId}-b`)
    .set({
      course_id: courseId,
      trainer_id: trainerUid,
      starts_at: Timestamp.fromMillis(Date.now() + hours * HOUR),
      ends_at: null,
      seats: 8,
      seats_taken: 0,
      schedule: 'Sat–Sun, 10 AM IST',
      status: 'scheduled',
      created_at: Timestamp.now(),
    });
  const { publicId } = await waitForCourseOnCard(trainerUid, title, 30_000);
  return { courseId, publicId };
}

/** The demo learner buys the course (price in rupees) in its batch from the trainer profile (the batch is preselected). */
async function buyInBatch(page: Page, publicId: number, title: string, price: number) {
  await page.goto(`/trainer/${publicId}`);
  await page.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(page.getByTestId('upcoming-batch').filter({ hasText: title })).toContainText('8 seats left', SLOW);
  await clickEnrollNow(page, title);
  const dialog = page.getByTestId('payment-dialog');
  await expect(dialog.getByTestId('batch-picker')).toBeVisible(SLOW);
  await expect(dialog.getByTestId('batch-picker')).toContainText('8 seats left');
  await payForCourse(page, { price, phone: '9876500000' });
}

async function learnerPage(isolatedPage: IsolatedPage): Promise<Page> {
  const page = await isolatedPage();
  await startSignedIn(page, { email: 'learner@skillsetu.demo', password: 'learner123' });
  return page;
}

test.describe('batches and refunds', () => {
  test.describe.configure({ timeout: 240_000 });

  test('batches: a learner cancels 72 h before the start and sees the 100 % refund', async ({ isolatedPage }) => {
    const title = `Batch Cancel E2E ${uniqueSuffix().slice(-6)}`;
    const { courseId, publicId } = await courseWithBatch(title, 1499, 72);
    const page = await learnerPage(isolatedPage);
    await buyInBatch(page, publicId, title, 1499);

    await page.goto('/my-learning');
    const card = page.getByTestId('enrollment-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'Cancel enrolment' }).click();
    const dialog = page.getByTestId('cancel-enrolment-dialog');
    const quote = dialog.getByTestId('refund-quote');
    await expect(quote).toContainText('100%', SLOW);
    await expect(quote).toContainText('₹1,499');
    await expect(quote).toContainText('Cancelled 48+ hours before the course starts');
    await expect(dialog).toContainText('Refunds are initiated in 2-3 business days');
    await expect(dialog).toContainText('Funds reach your account in 5-7 business days');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();

    await expect(card.getByTestId('refund-status')).toContainText('You cancelled this enrolment.', SLOW);
    await expect(card.getByTestId('refund-status')).toContainText('Refund ₹1,499 (100%). Refund processed.', SLOW);
    const learnerUid = await uidOf('learner@skillsetu.demo');
    const enrolment = (await adminDb().doc(`enrollments/${courseId}_${learnerUid}`).get()).data();
    expect(enrolment).toMatchObject({ status: 'cancelled', cancelled_by: 'learner', refunded_paise: 149_900 });
  });

  test('batches: a trainer cancels a batch and the learner’s My Learning shows the refund', async ({
    isolatedPage,
  }) => {
    const title = `Batch Trainer E2E ${uniqueSuffix().slice(-6)}`;
    const { courseId, publicId } = await courseWithBatch(title, 999, 30 * 24);
    const learner = await learnerPage(isolatedPage);
    await buyInBatch(learner, publicId, title, 999);

    const trainer = await isolatedPage();
    await startSignedIn(
      trainer,
      { email: 'trainer@skillsetu.demo', password: 'trainer123' },
      '/trainer-dashboard?tab=courses',
    );
    const row = trainer.getByTestId('trainer-batch').filter({ hasText: title });
    await expect(row).toContainText('1 of 8 seats taken', SLOW);
    await row.getByRole('button', { name: 'Cancel batch' }).click();
    const confirm = trainer.getByRole('alertdialog');
    await expect(confirm).toContainText('1 enrolled learner gets a 100% refund');
    await confirm.getByRole('button', { name: 'Cancel batch' }).click();
    await expect(row).toContainText('Cancelled', SLOW);

    await learner.goto('/my-learning');
    const card = learner.getByTestId('enrollment-card').filter({ hasText: title });
    await expect(card.getByTestId('refund-status')).toContainText('The trainer cancelled this batch.', SLOW);
    await expect(card.getByTestId('refund-status')).toContainText('Refund ₹999 (100%)', SLOW);
    const learnerUid = await uidOf('learner@skillsetu.demo');
    const enrolment = (await adminDb().doc(`enrollments/${courseId}_${learnerUid}`).get()).data();
    expect(enrolment).toMatchObject({ status: 'cancelled', cancelled_by: 'trainer', refunded_paise: 99_900 });
  });
});
