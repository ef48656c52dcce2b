import type { Page } from '@playwright/test';
import { AUTH_MESSAGES, EMAIL_VERIFICATION_TEXT } from '@skillsetu/domain';
import { allTrainerCards, adminDb, uidOf } from './support/admin';
import { buyCourse } from './support/checkout';
import { seedCourse, uniqueSuffix, waitForCourseOnCard } from './support/courses';
import { expect, test } from './support/fixtures';

// Accounts people can trust and a demo that tells the truth: a new learner verifies the address
// through the Auth emulator's link before paying (ADR 170); the stats come from the scheduled job
// (ADR 171); seeded verified trainers say what was checked and when.

const SLOW = { timeout: 90_000 };

/** The verification link mailed to `email` (mail/{id} of kind email-verification), once queued. */
async function verificationLink(email: string): Promise<string | undefined> {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  const mail = snap.docs.map((d) => d.data()).find((m) => m.kind === 'email-verification');
  return /https?:\/\/\S+mode=verifyEmail\S*/.exec(String(mail?.message?.text ?? ''))?.[0];
}

const banner = (page: Page) => page.getByRole('region', { name: 'Email verification' });

test('verified e-mail: sign up → banner → the mail link from the Auth emulator → pay for a course', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `verify-${uniqueSuffix()}@e2e.test`;
  await page.goto('/learner-auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('First Name').fill('Vera');
  await form.getByLabel('Last Name').fill('Fied');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Confirm Password', { exact: true }).fill('secret123');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: AUTH_MESSAGES.signUpSuccess.title }).first()).toBeVisible();
  await expect(banner(page)).toContainText(EMAIL_VERIFICATION_TEXT.bannerTitle, SLOW);

  await expect.poll(() => verificationLink(email), SLOW).toBeTruthy();
  // The page pays before it has a new ID token: from here every token refresh waits until the first
  // createRazorpayOrder has answered, so that call carries the old token without `email_verified`.
  // The client refreshes the token on the server's refusal and orders once more (ADR 170).
  const orderStatuses: number[] = [];
  let firstOrderAnswered = () => {};
  const answered = new Promise<void>((resolve) => (firstOrderAnswered = resolve));
  page.on('response', (response) => {
    if (!response.url().endsWith('/createRazorpayOrder') || response.request().method() !== 'POST') return;
    orderStatuses.push(response.status());
    firstOrderAnswered();
  });
  await page.route('**/securetoken.googleapis.com/**', async (route) => {
    await answered;
    // A refresh held on the home page was cancelled by the navigation: nothing is left to continue.
    await route.continue().catch(() => undefined);
  });
  // The Auth emulator's action page verifies the address and redirects to the app's home.
  await page.goto((await verificationLink(email)) ?? '');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, SLOW);
  await expect(banner(page)).toHaveCount(0, SLOW);

  const trainerUid = await uidOf('trainer@skillsetu.demo');
  const title = `Verified Buyer Course ${uniqueSuffix().slice(-6)}`;
  await seedCourse({ trainerUid, idPrefix: 'e2e-verify', title, spec: 'honest-accounts', price: 999 });
  const { publicId } = await waitForCourseOnCard(trainerUid, title, 30_000);
  await page.goto(`/trainer/${publicId}`);
  await buyCourse(page, title, { price: 999, email, phone: '9876500001', timeout: 90_000 });
  expect(orderStatuses).toEqual([400, 200]);
});

test('a fresh start shows real numbers: the scheduled job wrote the stats and no tile says –', async ({ page }) => {
  const stats = await adminDb().doc('site_stats/public').get();
  expect(stats.exists).toBe(true);
  expect(stats.get('learners')).toBeGreaterThan(0);
  expect(stats.get('verified_trainers')).toBeGreaterThan(0);
  await page.goto('/');
  const values = page.locator('dl dd');
  await expect(values.first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await values.allInnerTexts()).filter((t) => t.trim() === '–').length, SLOW).toBe(0);
});

test('seeded verified trainers came through the workflow: the profile says what was checked and when', async ({
  page,
}) => {
  const cards = (await allTrainerCards()).filter((c) => c.verified);
  expect(cards.length).toBeGreaterThanOrEqual(15);
  const priya = cards.find((c) => c.name === 'Priya Sharma');
  expect(priya?.verified_at).toBeTruthy();
  expect(priya?.verification_checks?.length ?? 0).toBeGreaterThan(0);
  const request = await adminDb().doc(`verification_requests/${priya?.uid}`).get();
  expect(request.get('status')).toBe('verified');
  await page.goto(`/trainer/${priya?.id}`);
  await expect(page.getByTestId('verification-detail')).toContainText(/checked on \d{1,2} \w{3} \d{4}/, SLOW);
});
