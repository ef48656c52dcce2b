// Paying through the payment dialog and the local Razorpay double's checkout stand-in
// (docs/decisions/003-razorpay-test-double.md), whose Pay / Fail / Close buttons play Razorpay
// Standard Checkout: a learner buying a course through Enroll Now on a trainer's public page, and a
// trainer choosing the Professional plan on /become-trainer.
import { expect, type Locator, type Page } from '@playwright/test';
import { PAYMENT_MESSAGES } from '@skillsetu/domain';

/** The Razorpay double's checkout dialog (scripts/razorpay-double serves its checkout.js stand-in). */
export function razorpayCheckout(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Razorpay Checkout (test mode)' });
}

/** Whole rupees as the screen writes them, with Indian digit grouping: 1499 → '₹1,499', 149900 → '₹1,49,900'. */
export function rupees(amount: number): string {
  return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)}`;
}

/**
 * On /trainer/{publicId}: opens the Courses tab and clicks 'Enroll Now in {title}'. Signed in, that
 * opens the payment dialog (`page.getByTestId('payment-dialog')`); signed out, it goes to /learner-auth.
 */
export async function clickEnrollNow(page: Page, title: string): Promise<void> {
  await page.getByRole('tab', { name: 'Courses' }).click();
  await page.getByRole('button', { name: `Enroll Now in ${title}` }).click();
}

/** How to fill the payment dialog of a course. */
export interface PayForCourseOptions {
  /** The course's price in whole rupees: the button clicked is 'Pay ₹{price}' (the order charges price × 100 paise). */
  price: number;
  /** Typed into Phone; without it, the test expects Phone prefilled (from the learner's profile). */
  phone?: string;
  /** When given, the test expects Email prefilled with it (the signed-in learner's). */
  email?: string;
  /** How long to wait for the checkout and for the success message, ms (default 60 s: callables cold-start). */
  timeout?: number;
}

/**
 * In the open payment dialog: checks Email (and Phone when not typed), fills Phone, clicks
 * 'Pay ₹{price}', waits for the Razorpay double's checkout, clicks its Pay and waits for the
 * payment-success message (PAYMENT_MESSAGES.success). The enrolment is written by then.
 */
export async function payForCourse(page: Page, options: PayForCourseOptions): Promise<void> {
  const wait = { timeout: options.timeout ?? 60_000 };
  const dialog = page.getByTestId('payment-dialog');
  if (options.email !== undefined) await expect(dialog.getByLabel('Email')).toHaveValue(options.email);
  if (options.phone === undefined) await expect(dialog.getByLabel('Phone')).not.toHaveValue('');
  else await dialog.getByLabel('Phone').fill(options.phone);
  await dialog.getByRole('button', { name: `Pay ${rupees(options.price)}` }).click();
  await expect(razorpayCheckout(page)).toBeVisible(wait);
  await razorpayCheckout(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(PAYMENT_MESSAGES.success.description ?? '')).toBeVisible(wait);
}

/**
 * The signed-in learner buys the course titled `title` on the open /trainer/{publicId} page through
 * the Enroll Now dialog: `clickEnrollNow`, then `payForCourse` (see there for what it checks and waits for).
 */
export async function buyCourse(page: Page, title: string, options: PayForCourseOptions): Promise<void> {
  await clickEnrollNow(page, title);
  await payForCourse(page, options);
}

/** Who fills the Professional plan's payment dialog. Without `email` the dialog is the signed-in user's: only Phone (and `password` if given) is typed. */
export interface PlanBuyer {
  /** Typed into Full Name, with `email`. */
  fullName?: string;
  email?: string;
  password?: string;
  phone: string;
}

/**
 * On /become-trainer: clicks 'Choose Professional', fills the payment dialog for `buyer`, clicks
 * 'Pay ₹1,000' (the monthly Professional plan) and waits (60 s, or `timeoutMs`) for the Razorpay
 * double's checkout; the caller then clicks its Pay, Fail or Close (`razorpayCheckout(page)`).
 */
export async function startProfessionalPlan(page: Page, buyer: PlanBuyer, timeoutMs = 60_000): Promise<void> {
  await page.getByTestId('plan-professional').getByRole('button', { name: 'Choose Professional' }).click();
  const dialog = page.getByTestId('payment-dialog');
  await expect(dialog).toBeVisible();
  if (buyer.email !== undefined) {
    await dialog.getByLabel('Full Name').fill(buyer.fullName ?? '');
    await dialog.getByLabel('Email').fill(buyer.email);
  }
  await dialog.getByLabel('Phone').fill(buyer.phone);
  if (buyer.password) await dialog.getByLabel('Password').fill(buyer.password);
  await dialog.getByRole('button', { name: `Pay ${rupees(1000)}` }).click();
  await expect(razorpayCheckout(page)).toBeVisible({ timeout: timeoutMs });
}
