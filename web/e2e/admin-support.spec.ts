import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/seed/index.mjs';
import { WALKER } from '../../scripts/seed/support.mjs';
import { expect, test } from './support/fixtures';

// The admin console support staff rely on (docs/admin.md): a search for one word of a name, in any
// case, finds the seeded Ravi Walker, whose cancelled self-paced course shows as refunded with the
// amount, under its title; the overview's quick actions open real sections, and revenue says it is
// net of refunds.

const SLOW = { timeout: 60_000 };

async function signInAdmin(page: Page) {
  await page.goto('/admin-login');
  const form = page.getByRole('form', { name: 'Admin login' });
  await form.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await form.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/, SLOW);
}

test('admin support: "walker" finds Ravi Walker and his refunded enrolment shows as refunded', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAdmin(page);
  await expect(page.getByTestId('stat-revenue-note')).toContainText('After refunds', SLOW);
  for (const label of ['Manage Courses', 'Analytics', 'Settings']) {
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }

  await page.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel('Search users by email or name').fill('walker');
  await page
    .getByTestId('user-results')
    .getByRole('button', { name: new RegExp(WALKER.name) })
    .click();
  const detail = page.getByTestId('user-detail');
  await expect(detail.getByRole('heading', { name: WALKER.name })).toBeVisible(SLOW);
  const enrolments = detail.getByTestId('support-enrolments');
  await expect(enrolments.getByTestId('support-state')).toHaveText(/^Refunded ₹[\d,]+/, SLOW);
  await expect(enrolments).not.toContainText('enrolled');
  await expect(enrolments).not.toContainText(/Course [a-z0-9-]+-c\d/);
  await expect(detail.getByTestId('support-orders').getByTestId('support-state')).toHaveText(/^Refunded ₹/);

  // Any case, any word: the capitalised surname finds him too.
  await page.getByLabel('Search users by email or name').fill('WALKER');
  await expect(page.getByTestId('user-results')).toContainText(WALKER.email, SLOW);
});
