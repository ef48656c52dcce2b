import { expect, test } from './support/shared-context';
import { NOT_FOUND_MESSAGES } from '@skillsetu/domain';

test('404: an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByText(NOT_FOUND_MESSAGES.title)).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  expect(logged.some((t) => t.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: NOT_FOUND_MESSAGES.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);
});
