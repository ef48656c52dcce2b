import { expect, login, test } from './support/fixtures';
import { PAYMENT_MESSAGES } from '@skillsetu/domain';
import { adminDb, uidOf } from './support/admin';
import { buyCourse, clickEnrollNow, razorpayCheckout, startProfessionalPlan } from './support/checkout';
import { seedCourse, uniqueSuffix, waitForCourseOnCard } from './support/courses';

// Payments end to end through the local Razorpay test double (scripts/razorpay-double): the app
// loads its checkout.js stand-in, whose Pay / Fail / Close buttons play Razorpay Standard Checkout.

/** Callables cold-start on the functions emulator: network-bound steps get a generous wait on a loaded machine. */
const SLOW = { timeout: 60_000 };
/** The visitor who buys the Professional plan on /become-trainer (its email is unique per test). */
const NEW_TRAINER = { fullName: 'Playwright Trainer', password: 'secret123', phone: '9876543210' };

async function profileByEmail(email: string) {
  const snap = await adminDb().collection('profiles').where('email', '==', email).get();
  return snap.docs[0]?.data();
}

test.describe('payments', () => {
  test.describe.configure({ timeout: 180_000 });

  test('payment: a visitor buys the Professional plan and lands on /trainer-onboarding with an active subscription', async ({
    page,
  }) => {
    const email = `pro-${uniqueSuffix()}@e2e.test`;
    await page.goto('/become-trainer');
    await expect(page).toHaveTitle(/Become a Trainer/);
    await expect(page.getByTestId('money-back')).toContainText('30-day money-back guarantee');
    // A submit with a field missing does nothing (docs/product.md#validation-and-messages).
    await page.getByTestId('plan-professional').getByRole('button', { name: 'Choose Professional' }).click();
    const dialog = page.getByTestId('payment-dialog');
    await dialog.getByRole('button', { name: 'Pay ₹1,000' }).click();
    await expect(dialog).toBeVisible();
    await expect(razorpayCheckout(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await startProfessionalPlan(page, { ...NEW_TRAINER, email });
    await razorpayCheckout(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText(PAYMENT_MESSAGES.planWelcome('Professional').description ?? '')).toBeVisible(SLOW);
    await expect(page).toHaveURL(/\/trainer-onboarding$/, SLOW);
    await expect.poll(async () => (await profileByEmail(email))?.subscription_status, SLOW).toBe('active');
    const profile = await profileByEmail(email);
    expect(profile).toMatchObject({ user_type: 'trainer', subscription_plan: 'professional' });
  });

  test('payment: Close in checkout shows Payment Cancelled and Fail shows Payment Failed', async ({ page }) => {
    const email = `cancel-${uniqueSuffix()}@e2e.test`;
    await page.goto('/become-trainer');
    await startProfessionalPlan(page, { ...NEW_TRAINER, email });
    await razorpayCheckout(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText(PAYMENT_MESSAGES.cancelled.title, { exact: true })).toBeVisible(SLOW);
    await expect(page.getByText(PAYMENT_MESSAGES.cancelled.description)).toBeVisible();

    // Now signed in (the account was created before the order): pay again and Fail.
    await startProfessionalPlan(page, { phone: '9876543210' });
    await razorpayCheckout(page).getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByText(PAYMENT_MESSAGES.failed.title, { exact: true })).toBeVisible(SLOW);
    await expect(page.getByText(PAYMENT_MESSAGES.failed.description)).toBeVisible();
    await expect(page).toHaveURL(/\/become-trainer$/);
    expect((await profileByEmail(email))?.subscription_status ?? null).not.toBe('active');
  });

  test('payment: a learner enrols in a course and the enrolment exists', async ({ page }) => {
    const db = adminDb();
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const learnerUid = await uidOf('learner@skillsetu.demo');
    const title = `Payments E2E Course ${uniqueSuffix().slice(-6)}`;
    const courseId = await seedCourse({ trainerUid, idPrefix: 'e2e-pay', title, spec: 'payments', price: 1499 });
    // The trigger lists the new course on the demo trainer's card.
    const { publicId } = await waitForCourseOnCard(trainerUid, title, 30_000);

    // Signed out: Enroll Now goes to /learner-auth first, then back here after login.
    await page.goto(`/trainer/${publicId}`);
    await clickEnrollNow(page, title);
    await expect(page).toHaveURL(/\/learner-auth$/);
    await login(
      page,
      { email: 'learner@skillsetu.demo', password: 'learner123' },
      { path: null, landing: new RegExp(`/trainer/${publicId}$`), ...SLOW },
    );

    await buyCourse(page, title, { price: 1499, email: 'learner@skillsetu.demo', phone: '9876500000' });
    // The demo learner has seeded enrolments in this trainer's other courses: look at this course's card.
    const courseCard = page.locator('.chakra-card__root', { hasText: title });
    await expect(courseCard.getByTestId('enrolled-state')).toContainText('Enrolled');
    await expect(courseCard.getByRole('button', { name: `Enroll Now in ${title}` })).toHaveCount(0);

    const enrolment = (await db.doc(`enrollments/${courseId}_${learnerUid}`).get()).data();
    expect(enrolment).toMatchObject({
      course_id: courseId,
      learner_id: learnerUid,
      trainer_id: trainerUid,
      amount: 149900,
      currency: 'INR',
    });

    // The enrolment trigger counts the course's students; the course page shows the real number.
    await expect
      .poll(async () => (await db.doc(`course_stats/${courseId}`).get()).get('students') as unknown, SLOW)
      .toBe(1);
    await page.goto(`/course/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    await expect(page.getByTestId('course-students')).toHaveText('1 student');
  });
});
