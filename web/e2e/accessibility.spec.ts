import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const ROUTES = [
  '/',
  '/about',
  '/how-it-works',
  '/contact',
  '/terms',
  '/privacy',
  '/cancellation-refunds',
  '/help',
  '/safety',
  '/careers',
  '/press',
  '/categories/web-development',
  '/categories/ui-ux-design',
  '/course/1',
];

test.describe('accessibility of the public site (axe)', () => {
  for (const route of ROUTES) {
    test(`${route} has no serious or critical axe violations`, async ({ page }) => {
      await page.addInitScript(() => window.sessionStorage.setItem('skillsetu:promo-popup-shown', '1'));
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (route.startsWith('/categories/')) await expect(page.getByTestId('category-trainer').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
