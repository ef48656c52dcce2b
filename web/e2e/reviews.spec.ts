import { expect, test } from './support/fixtures';
import { startSignedIn } from './support/session';
import { formatRating, REVIEW_MESSAGES } from '@skillsetu/domain';
import { adminDb, uidOf } from './support/admin';
import { buyCourse } from './support/checkout';
import { seedCourse, uniqueSuffix, waitForCourseOnCard } from './support/courses';

// My Learning and reviews end to end: the demo learner enrols through the Razorpay test double,
// finds the course in My Learning and reviews it; a visitor's open /trainer/{id} page shows the new
// rating and count without a reload; the trainer replies from the dashboard.

/** Callables and triggers on a loaded emulator: generous waits for network-bound steps. */
const SLOW = { timeout: 60_000 };

test.describe('reviews', () => {
  test.describe.configure({ timeout: 300_000 });

  test('reviews: enrol, see it in My Learning, review it live on the trainer page, the trainer replies', async ({
    page,
    isolatedPage,
  }) => {
    const db = adminDb();
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const learnerUid = await uidOf('learner@skillsetu.demo');
    const title = `Reviews E2E Course ${uniqueSuffix().slice(-6)}`;
    const courseId = await seedCourse({
      trainerUid,
      idPrefix: 'e2e-review',
      title,
      spec: 'reviews',
      price: 999,
      duration: '2 weeks',
      skills: ['CSS'],
    });
    const { publicId, card } = await waitForCourseOnCard(trainerUid, title);
    const reviewsBefore = Number(card.reviews);

    // A visitor keeps the trainer's public page open in another browser context.
    const visitor = await isolatedPage();
    await visitor.goto(`/trainer/${publicId}`);
    await expect(visitor.getByText(`(${reviewsBefore} ${reviewsBefore === 1 ? 'review' : 'reviews'})`)).toBeVisible(
      SLOW,
    );

    // The demo learner enrols through the Razorpay test double.
    await startSignedIn(page, { email: 'learner@skillsetu.demo', password: 'learner123' }, `/trainer/${publicId}`);
    await buyCourse(page, title, { price: 999, email: 'learner@skillsetu.demo' });
    const courseRow = page.getByTestId('trainer-course').filter({ hasText: title });
    await expect(courseRow.getByTestId('enrolled-state')).toBeVisible(SLOW);

    // After a reload the course still says Enrolled (no second payment).
    await page.reload();
    await page.getByRole('tab', { name: 'Courses' }).click();
    await expect(courseRow.getByTestId('enrolled-state')).toBeVisible(SLOW);
    await expect(courseRow.getByRole('button', { name: `Enroll Now in ${title}` })).toHaveCount(0);

    // My Learning lists it, with its receipt; the learner writes a review there.
    await courseRow.getByRole('link', { name: 'Go to My Learning' }).click();
    await expect(page).toHaveURL(/\/my-learning$/);
    const enrolment = page.getByTestId('enrollment-card').filter({ hasText: title });
    await expect(enrolment).toBeVisible(SLOW);
    await expect(enrolment.getByText('₹999')).toBeVisible();
    await enrolment.getByRole('button', { name: 'View receipt' }).click();
    const receipt = page.getByTestId('receipt-dialog');
    await expect(receipt.getByText(/^order_/)).toBeVisible();
    await expect(receipt.getByText(/^pay_/)).toBeVisible();
    await receipt.getByRole('button', { name: 'Close' }).click();

    await enrolment.getByRole('button', { name: 'Write a review' }).click();
    const form = enrolment.getByRole('form', { name: `Review of ${title}` });
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(form.getByText('Please choose a rating.')).toBeVisible();
    await form.getByRole('radio', { name: '5 stars' }).click();
    const text = `Playwright review ${courseId}: clear and practical.`;
    await form.getByLabel(/Your review/).fill(text);
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByText(REVIEW_MESSAGES.saved.title)).toBeVisible(SLOW);
    await expect(enrolment.getByRole('button', { name: 'Edit your review' })).toBeVisible(SLOW);

    // The visitor's page shows the new count and rating without a reload.
    const after = reviewsBefore + 1;
    await expect(visitor.getByText(`(${after} reviews)`)).toBeVisible(SLOW);
    const stored = (await db.doc(`trainer_cards/${trainerUid}`).get()).data() ?? {};
    await expect(visitor.getByText(`${formatRating(Number(stored.rating))} (${after} reviews)`)).toBeVisible();
    await visitor.getByRole('tab', { name: 'Reviews' }).click();
    const publicReview = visitor.getByTestId('review-item').filter({ hasText: text });
    await expect(publicReview).toBeVisible(SLOW);
    await expect(publicReview.getByText(REVIEW_MESSAGES.verified)).toBeVisible();
    await expect(publicReview.getByText(title)).toBeVisible();

    // The trainer replies from the dashboard's Reviews tab.
    const trainer = await isolatedPage();
    await startSignedIn(
      trainer,
      { email: 'trainer@skillsetu.demo', password: 'trainer123' },
      '/trainer-dashboard?tab=reviews',
    );
    const inboxItem = trainer.getByTestId('review-item').filter({ hasText: text });
    await expect(inboxItem).toBeVisible(SLOW);
    const reply = 'Thank you! Glad the course helped.';
    await inboxItem.getByLabel('Public reply').fill(reply);
    await inboxItem.getByRole('button', { name: 'Post reply' }).click();
    await expect(inboxItem.getByText(reply)).toBeVisible(SLOW);
    await expect
      .poll(async () => (await db.doc(`reviews/${courseId}_${learnerUid}`).get()).get('reply.text') as unknown, SLOW)
      .toBe(reply);
    // The reply reaches the visitor's open Reviews tab live.
    await expect(publicReview.getByText(reply)).toBeVisible(SLOW);
  });
});
