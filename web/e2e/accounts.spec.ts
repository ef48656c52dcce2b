import type { Page } from '@playwright/test';
import { AUTH_ERROR_TEXT, AUTH_MESSAGES, NOTIFICATION_MESSAGES } from '@skillsetu/domain';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS } from '../../scripts/seed/index.mjs';
import { adminDb } from './support/admin';
import { expect, login, test } from './support/fixtures';

// Accounts end to end on the Auth and Firestore emulators: every sign-in path, the reset link from
// the Auth emulator's oobCodes endpoint, My Profile, live notifications and the role redirects.

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();

function adminAuth() {
  adminDb(); // initialises the named e2e Admin app (and checks we are on the emulators)
  return getAuth(getApp('skillsetu-e2e'));
}

/** A new learner made with the Admin SDK, with the profile the sign-up form writes. */
async function newLearner(password = 'secret123') {
  const email = `acc-${unique()}@e2e.test`;
  const user = await adminAuth().createUser({ email, password });
  await adminDb().doc(`profiles/${user.uid}`).set({
    full_name: 'Playwright Learner',
    email,
    user_type: 'learner',
    phone: null,
    city: null,
    avatar_url: null,
    updated_at: FieldValue.serverTimestamp(),
  });
  return { uid: user.uid, email, password };
}

/** The newest password-reset code the Auth emulator recorded for email. */
async function resetCodeFor(email: string): Promise<string | undefined> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const res = await fetch(`http://${host}/emulator/v1/projects/demo-skillsetu/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET').at(-1)?.oobCode;
}

test.describe('accounts', () => {
  test('accounts: learner sign-up lands on / signed in, with a profile holding nothing server-owned', async ({
    page,
  }) => {
    const email = `signup-${unique()}@e2e.test`;
    await page.goto('/learner-auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('First Name').fill('Meera');
    await form.getByLabel('Last Name').fill('Iyer');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm Password', { exact: true }).fill('secret123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, AUTH_MESSAGES.signUpSuccess.title)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
    const snap = await adminDb().collection('profiles').where('email', '==', email).get();
    const profile = snap.docs[0]?.data();
    expect(profile).toMatchObject({ full_name: 'Meera Iyer', user_type: 'learner', phone: null, city: null });
    expect(Object.keys(profile ?? {}).filter((k) => k.startsWith('subscription_'))).toEqual([]);
  });

  test('accounts: trainer login shows Login successful! and goes to the dashboard route', async ({ page }) => {
    await page.goto('/trainer-auth');
    await page.getByRole('tab', { name: 'I Have Account' }).click();
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.trainer.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.trainer.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, AUTH_MESSAGES.trainerLoginSuccess.title)).toBeVisible();
    await expect(page).toHaveURL(/\/trainer-dashboard$/);
  });

  test('accounts: a wrong password and an unknown e-mail show the same plain Sign in failed message', async ({
    page,
  }) => {
    await login(page, { email: DEMO_ACCOUNTS.learner.email, password: 'not-the-password' });
    const wrong = toast(page, AUTH_MESSAGES.signInFailed.title);
    await expect(wrong).toBeVisible();
    await expect(wrong).toContainText(AUTH_ERROR_TEXT.badCredentials);
    await expect(wrong).not.toContainText('Firebase');
    await expect(page).toHaveURL(/\/auth$/);

    await login(page, { email: `nobody-${unique()}@e2e.test`, password: 'whatever-password' });
    const unknown = toast(page, AUTH_ERROR_TEXT.badCredentials);
    await expect(unknown).toBeVisible();
    await expect(unknown).toContainText(AUTH_MESSAGES.signInFailed.title);
    await expect(unknown).not.toContainText('auth/');
  });

  test('accounts: forgot password → reset link from the Auth emulator → the new password works; a broken link is rejected', async ({
    page,
  }) => {
    // A made-up code, and a link without one.
    await page.goto('/reset-password?mode=resetPassword&oobCode=not-a-real-code');
    await expect(toast(page, AUTH_MESSAGES.invalidResetLink.title)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/reset-password');
    await expect(toast(page, AUTH_MESSAGES.invalidResetLink.title)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    const user = await newLearner('old-secret1');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset password' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Send Reset Link' }).click();
    // the sendPasswordReset callable answers first: a cold function worker on a loaded machine
    await expect(toast(page, AUTH_MESSAGES.resetSent.title)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();

    await expect.poll(() => resetCodeFor(user.email)).toBeTruthy();
    const code = await resetCodeFor(user.email);
    await page.goto(`/reset-password?mode=resetPassword&oobCode=${code}`);
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    const reset = page.getByRole('form', { name: 'Set New Password' });
    await reset.getByLabel('New Password', { exact: true }).fill('new-secret1');
    await reset.getByLabel('Confirm New Password', { exact: true }).fill('new-secret1');
    await reset.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page, AUTH_MESSAGES.passwordUpdated.title)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await login(page, { email: user.email, password: 'new-secret1' });
    await expect(toast(page, AUTH_MESSAGES.signInSuccess.title)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The code is used up now: the same link is rejected.
    await page.goto(`/reset-password?mode=resetPassword&oobCode=${code}`);
    await expect(toast(page, AUTH_MESSAGES.invalidResetLink.title)).toBeVisible();
  });

  test('accounts: My Profile edits survive a reload', async ({ page }) => {
    const user = await newLearner();
    await login(page, { email: user.email, password: user.password });
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.emailCannotBeChanged)).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Full Name').fill('Kavya Nair');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('City').fill('Kochi');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, AUTH_MESSAGES.profileUpdated.title)).toBeVisible();
    await page.reload();
    const after = page.getByRole('form', { name: 'Edit profile' });
    await expect(after.getByLabel('Full Name')).toHaveValue('Kavya Nair');
    await expect(after.getByLabel('Phone')).toHaveValue('9876543210');
    await expect(after.getByLabel('City')).toHaveValue('Kochi');
    const stored = (await adminDb().doc(`profiles/${user.uid}`).get()).data();
    expect(stored).toMatchObject({ full_name: 'Kavya Nair', phone: '9876543210', city: 'Kochi' });
  });

  test('accounts: a notification written by the Admin SDK appears live; Mark all read clears the badge', async ({
    page,
  }) => {
    const user = await newLearner();
    await login(page, { email: user.email, password: user.password });
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    const bell = page.getByRole('button', { name: /^Notifications/ }).first();
    await expect(bell).toBeVisible();
    // The welcome notification (onProfileWritten) shows that the live listener is attached.
    await bell.click();
    const dialog = page.getByRole('dialog', { name: NOTIFICATION_MESSAGES.title });
    await expect(dialog.getByText('Welcome to SkillSetu!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const title = `Payment failed ${unique()}`;
    await adminDb().collection('notifications').add({
      user_id: user.uid,
      title,
      message: 'Your card was declined.',
      type: 'error',
      is_read: false,
      action_url: '/profile',
      created_at: Timestamp.now(),
    });
    await expect(toast(page, title)).toBeVisible();
    // The toast sits over the bell (top-end): dismiss it first.
    await toast(page, title).locator('[data-part="close-trigger"]').click();
    await expect(toast(page, title)).toBeHidden();
    const badge = page.getByTestId('notification-badge').first();
    await expect(badge).toBeVisible();

    await bell.click();
    await expect(dialog.getByText(title)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'View' }).first()).toBeVisible();
    await dialog.getByRole('button', { name: NOTIFICATION_MESSAGES.markAllRead }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect
      .poll(async () => {
        const snap = await adminDb().collection('notifications').where('user_id', '==', user.uid).get();
        return snap.docs.every((d) => d.get('is_read') === true);
      })
      .toBe(true);
  });

  test('accounts: a signed-in user visiting /auth is sent on', async ({ page }) => {
    await login(page, { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password });
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/learner-auth');
    await expect(page).toHaveURL(/\/$/);
  });

  test('accounts: a learner is kept out of /admin; the admin gets in through /admin-login', async ({ page }) => {
    await login(page, { email: DEMO_ACCOUNTS.learner.email, password: DEMO_ACCOUNTS.learner.password });
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Admin Mode')).toHaveCount(0);

    // A non-admin signing in on /admin-login is refused and signed out.
    await page.goto('/admin-login');
    const form = page.getByRole('form', { name: 'Admin login' });
    await form.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.learner.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.learner.password);
    await form.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(toast(page, AUTH_MESSAGES.adminOnly.title)).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);

    await form.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
    await form.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(toast(page, AUTH_MESSAGES.adminAccessGranted.title)).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Admin Mode')).toBeVisible();
    await expect(page.getByTestId('admin-email')).toHaveText(DEMO_ACCOUNTS.admin.email);
  });
});
