import { expect, test } from './support/shared-context';
import { axeViolations } from './support/axe';
import { skipPromo, STATIC_PAGES } from './support/pages';

const ROUTES = [...STATIC_PAGES, '/categories/web-development', '/categories/ui-ux-design', '/course/1'];

test.describe('accessibility of the public site (axe)', () => {
  for (const route of ROUTES) {
    test(`${route} has no serious or critical axe violations`, async ({ page }) => {
      await skipPromo(page);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (route.startsWith('/categories/')) await expect(page.getByTestId('category-trainer').first()).toBeVisible();
      expect(await axeViolations(page, { impacts: ['serious', 'critical'] })).toEqual([]);
    });
  }
});
