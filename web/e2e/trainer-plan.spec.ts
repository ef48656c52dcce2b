import type { Page } from '@playwright/test';
import { expect, login, test } from './support/fixtures';
import { COURSE_MESSAGES, courseCounts, PLAN_PAGE_PATH, planFeeText, type Profile } from '@skillsetu/domain';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminDb } from './support/admin';
import { courseDoc, profileDoc, trainerProfileDoc, DEVOPS_TRAINER } from '../../scripts/seed/documents.mjs';
import { razorpayCheckout, rupees } from './support/checkout';

// The trainer plan page (docs/decisions/160-trainer-plan-page.md) and the fee disclosure
// (docs/decisions/161-honest-fees.md), on the emulators with the Razorpay double.

const SLOW = { timeout: 90_000 };
const DAY = 86_400_000;
type SubscriptionStatus = NonNullable<Profile['subscription_status']>;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A trainer who signed up but holds `plan` (or none), with a trainer profile and one draft course. */
async function seedTrainer(plan: { plan: string; status: SubscriptionStatus; endInDays: number } | null) {
  const db = adminDb();
  const email = `plan-${unique()}@e2e.test`;
  const password = 'secret123';
  const name = 'Plan Page Trainer';
  const user = await getAuth(getApp('skillsetu-e2e')).createUser({
    email,
    password,
    displayName: name,
    emailVerified: true,
  });
  await db.doc(`profiles/${user.uid}`).set(
    profileDoc(user.uid, {
      full_name: name,
      email,
      user_type: 'trainer',
      phone: '9876543210',
      subscription_status: plan?.status ?? null,
      subscription_plan: plan?.plan ?? null,
      subscription_start_date: plan ? new Date(Date.now() - 40 * DAY) : null,
      subscription_end_date: plan ? new Date(Date.now() + plan.endInDays * DAY) : null,
    }),
  );
  await db.doc(`trainer_profiles/${user.uid}`).set(
    trainerProfileDoc(user.uid, {
      ...DEVOPS_TRAINER,
      full_name: name,
      email,
      bio: 'Pipelines.',
    }),
  );
  const course = db.collection('courses').doc();
  await course.set(
    courseDoc(user.uid, {
      title: 'Plan Page Course',
      // Publishing needs a description of 20+ characters (docs/decisions/133-course-lifecycle.md).
      description: 'Pipelines from the first commit to production, step by step.',
      price: 1000,
      category: 'DevOps',
      is_active: false,
    }),
  );
  // The rules check every publish against the trainer's course counts (docs/decisions/021-course-limits.md):
  // a course created outside the app needs its count written too, as the app's own create does.
  await db.doc(`course_counts/${user.uid}`).set(courseCounts.make({ total: 1, published: 0, course_id: course.id }));
  return { uid: user.uid, email, password };
}

async function planState(uid: string) {
  const snap = await adminDb().doc(`profiles/${uid}`).get();
  return `${snap.get('subscription_plan')}:${snap.get('subscription_status')}`;
}

const planCard = (page: Page) => page.getByTestId('plan-card');

test.describe('trainer plan page', () => {
  test.describe.configure({ timeout: 420_000 });

  test('/become-trainer shows each plan commission and the GST on it before payment', async ({ page }) => {
    await page.goto('/become-trainer');
    await expect(page.getByTestId('plan-starter').getByTestId('plan-fee')).toHaveText(`${planFeeText('starter')}.`);
    await expect(page.getByTestId('plan-professional').getByTestId('plan-fee')).toHaveText(
      `${planFeeText('professional')}.`,
    );
    await expect(page.getByTestId('plan-professional')).toContainText('Publish up to 50 courses');
  });

  test('a trainer who signed up first activates Starter from the plan page and publishes', async ({ page }) => {
    const trainer = await seedTrainer(null);
    await login(page, trainer, { landing: /\/trainer-dashboard$/, timeout: 60_000 });
    await expect(planCard(page)).toHaveAttribute('data-state', 'none', SLOW);
    await planCard(page).getByRole('link', { name: 'Choose a plan' }).click();
    await expect(page).toHaveURL(new RegExp(`${PLAN_PAGE_PATH}$`));
    // /become-trainer no longer bounces a signed-in trainer to a dashboard without a way to pay.
    await page.getByTestId('plan-starter').getByRole('button', { name: 'Start Free' }).click();
    const dialog = page.getByTestId('payment-dialog');
    await dialog.getByRole('button', { name: 'Start for Free' }).click();
    await expect(page).toHaveURL(/\/trainer-dashboard$/, SLOW);
    await expect.poll(() => planState(trainer.uid), SLOW).toBe('starter:active');
    await expect(planCard(page)).toHaveAttribute('data-state', 'active', SLOW);

    await page.getByRole('tab', { name: 'courses' }).click();
    const card = page
      .getByTestId('course-card')
      .filter({ has: page.getByRole('button', { name: 'Actions for Plan Page Course' }) });
    await card.getByRole('button', { name: 'Actions for Plan Page Course' }).click();
    await page.getByRole('button', { name: 'Publish Course' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: COURSE_MESSAGES.published.title }).first()).toBeVisible(
      SLOW,
    );
    await expect(card.getByText('Published')).toBeVisible();
  });

  test('an expired trainer renews from the dashboard', async ({ page }) => {
    const trainer = await seedTrainer({ plan: 'professional', status: 'expired', endInDays: -3 });
    await login(page, trainer, { landing: /\/trainer-dashboard$/, timeout: 60_000 });
    await expect(planCard(page)).toContainText('Expired', SLOW);
    await planCard(page).getByRole('link', { name: 'Renew Professional' }).click();
    await expect(page.getByTestId('current-plan')).toHaveAttribute('data-state', 'expired');
    await page.getByTestId('plan-professional').getByRole('button', { name: 'Renew Professional' }).click();
    await page
      .getByTestId('payment-dialog')
      .getByRole('button', { name: `Pay ${rupees(1000)}` })
      .click();
    await expect(razorpayCheckout(page)).toBeVisible(SLOW);
    await razorpayCheckout(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/trainer-dashboard$/, SLOW);
    await expect.poll(() => planState(trainer.uid), SLOW).toBe('professional:active');
    await expect(planCard(page)).toHaveAttribute('data-state', 'active', SLOW);
    await expect(planCard(page)).toContainText('Professional Plan');
  });

  test('autopay: a trainer turns on Professional autopay from the plan page and the webhooks activate it', async ({
    page,
  }) => {
    const trainer = await seedTrainer(null);
    await login(page, trainer, { landing: /\/trainer-dashboard$/, timeout: 60_000 });
    await page.goto(PLAN_PAGE_PATH);
    const panel = page.getByTestId('autopay-panel');
    await expect(panel).toContainText('UPI Autopay', SLOW);
    await panel.getByRole('button', { name: `Turn on autopay (${rupees(1000)}/month)` }).click();
    await expect(razorpayCheckout(page)).toBeVisible(SLOW);
    await razorpayCheckout(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/trainer-dashboard$/, SLOW);
    // subscription.activated + subscription.charged: one renewal order, the plan active for a month.
    await expect.poll(() => planState(trainer.uid), SLOW).toBe('professional:active');
    const orders = await adminDb().collection('orders').where('uid', '==', trainer.uid).get();
    expect(orders.docs.map((o) => [o.get('fulfilled_by'), o.get('amount'), o.get('status')])).toEqual([
      ['autopay', 100_000, 'paid'],
    ]);
    await expect(planCard(page)).toHaveAttribute('data-state', 'active', SLOW);
  });

  test('a signed-in trainer who opens /become-trainer lands on the plan page', async ({ page }) => {
    const trainer = await seedTrainer({ plan: 'starter', status: 'cancelled', endInDays: 0 });
    await login(page, trainer, { landing: /\/trainer-dashboard$/, timeout: 60_000 });
    await expect(planCard(page)).toContainText('Cancelled', SLOW);
    await page.goto('/become-trainer');
    await expect(page).toHaveURL(new RegExp(`${PLAN_PAGE_PATH}$`), SLOW);
    await expect(page.getByTestId('current-plan')).toHaveAttribute('data-state', 'refunded');
  });
});
