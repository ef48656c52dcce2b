// The public site's pages as the specs visit them.
import type { Page } from '@playwright/test';

/** The public pages every visitor can open without data: home and the footer's pages (docs/product.md#routes-and-navigation). */
export const STATIC_PAGES: readonly string[] = [
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
];

/**
 * Marks the promo popup as already seen (sessionStorage 'skillsetu:promo-popup-shown') in every
 * document `page` opens from now on, so it does not cover the page under test. Call before goto.
 */
export async function skipPromo(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('skillsetu:promo-popup-shown', '1'));
}
