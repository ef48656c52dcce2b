import { AUTH_MESSAGES, DELETE_ACCOUNT_TEXT, PRIVACY_TEXT } from '@skillsetu/domain';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import fs from 'node:fs/promises';
import { adminDb } from './support/admin';
import { uniqueSuffix } from './support/courses';
import { expect, login, test } from './support/fixtures';

// My data (docs/accounts.md): a learner downloads every record about them, then deletes the account;
// the sign-in is gone and the password no longer works (docs/decisions/172-account-deletion.md).

const SLOW = { timeout: 90_000 };

/** Whether the Auth emulator still has a user with `email` (Admin SDK of the e2e app). */
async function authUserExists(email: string): Promise<boolean> {
  adminDb();
  const app = getApps().find((a) => a.name === 'skillsetu-e2e');
  return getAuth(app)
    .getUserByEmail(email)
    .then(
      () => true,
      () => false,
    );
}

test('a learner downloads their data, deletes the account, and can no longer sign in', async ({ page }) => {
  test.setTimeout(240_000);
  const email = `leaver-${uniqueSuffix()}@e2e.test`;
  const password = 'secret123';
  await page.goto('/learner-auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('First Name').fill('Lee');
  await form.getByLabel('Last Name').fill('Ver');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: AUTH_MESSAGES.signUpSuccess.title }).first()).toBeVisible();

  await page.goto('/profile');
  const [download] = await Promise.all([
    page.waitForEvent('download', SLOW),
    page.getByRole('button', { name: PRIVACY_TEXT.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^skillsetu-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await download.path()) ?? '', 'utf8')) as {
    uid: string;
    collections: Record<string, { id: string; email?: string }[]>;
  };
  expect(data.collections.profiles?.[0]).toMatchObject({ id: data.uid, email });

  await page.getByRole('button', { name: DELETE_ACCOUNT_TEXT.open }).click();
  const dialog = page.getByRole('alertdialog', { name: DELETE_ACCOUNT_TEXT.title });
  await dialog.getByLabel(DELETE_ACCOUNT_TEXT.password).fill('not-my-password');
  await dialog.getByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm }).click();
  await expect(dialog.getByTestId('delete-account-problem')).toHaveText(DELETE_ACCOUNT_TEXT.wrongPassword, SLOW);
  await dialog.getByLabel(DELETE_ACCOUNT_TEXT.password).fill(password);
  await dialog.getByRole('button', { name: DELETE_ACCOUNT_TEXT.confirm }).click();
  await expect(page).toHaveURL(/\/auth$/, SLOW);
  expect(await authUserExists(email)).toBe(false);
  expect((await adminDb().doc(`profiles/${data.uid}`).get()).exists).toBe(false);

  await login(page, { email, password }, { path: '/auth' });
  await expect(page.getByTestId('toast').filter({ hasText: AUTH_MESSAGES.signInFailed.title }).first()).toBeVisible(
    SLOW,
  );
  await expect(page).toHaveURL(/\/auth$/);
});
