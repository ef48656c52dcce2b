import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-context';
import { gotoReady } from './support/app-ready';
import { skipPromo } from './support/pages';

// Home details a learner notices: the footer's 'Success Stories' link lands on the testimonials
// from every page, and the promo opens 2 s after load without stealing focus.

/** The Success Stories heading sits at the top of the viewport, below the sticky navbar. */
async function expectStoriesAtTop(page: Page) {
  const heading = page.getByRole('heading', { name: 'Success Stories' });
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const header = await page.locator('header').first().boundingBox();
      const box = await heading.boundingBox();
      return !!header && !!box && box.y >= header.y + header.height - 1 && box.y < 300;
    })
    .toBe(true);
}

for (const from of ['/about', '/find-trainers', '/', '/contact']) {
  test(`footer Success Stories from ${from} lands on the testimonials`, async ({ page }) => {
    await skipPromo(page);
    await gotoReady(page, from);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Success Stories' }).click();
    await expect(page).toHaveURL(/\/#success-stories$/);
    await expectStoriesAtTop(page);
  });
}

test('opening /#success-stories directly lands on the testimonials', async ({ page }) => {
  await skipPromo(page);
  await page.goto('/#success-stories');
  await expectStoriesAtTop(page);
});

/**
 * Records in the page when the promo became due (its once-per-session flag is written when its
 * 2 s timer fires) and when the app took over the page (<html data-app-ready>), in ms since
 * navigation start: conditions measured in the page, not by when the test happens to poll.
 */
async function recordPromoTimes(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __promoDueAt?: number; __appReadyAt?: number };
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'skillsetu:promo-popup-shown' && w.__promoDueAt === undefined) w.__promoDueAt = performance.now();
      return setItem.call(this, key, value);
    };
    new MutationObserver(() => {
      if (w.__appReadyAt === undefined && document.documentElement.dataset.appReady === 'true')
        w.__appReadyAt = performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] }); // <html> may not exist yet
  });
}

const promoTimes = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __promoDueAt?: number; __appReadyAt?: number };
    return { dueAt: w.__promoDueAt ?? null, readyAt: w.__appReadyAt ?? null };
  });

test('the promo opens 2 s after load (not 3), or as soon as the app is ready when that is later', async ({ page }) => {
  await recordPromoTimes(page);
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Start Training for FREE!' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  // the app may mark itself ready after the popup's host has mounted: wait for both moments
  await expect.poll(async () => Object.values(await promoTimes(page)).includes(null), { timeout: 30_000 }).toBe(false);
  const { dueAt, readyAt } = await promoTimes(page);
  // never before 2 s; at 2 s when the app was ready by then (under load it may be ready later: then
  // at once). The slack covers a busy main thread delaying the timer's task, not a 3 s timer.
  expect(dueAt!).toBeGreaterThanOrEqual(1950);
  expect(dueAt!).toBeLessThan(Math.max(2000, readyAt!) + 700);
});

/**
 * Home has no text field of its own: adds one, as an extension or a search box would, and focuses
 * it while the HTML is still being parsed, before any of the app's scripts run, so the promo can
 * only become due while the user is in it. Added after the app was ready instead, the field raced
 * the promo's 2 s timer on a busy page: when the promo opened first, focus moving to the field was
 * focus leaving the dialog, which dismisses it for the session (promo-popup.test.tsx), and the test
 * waited in vain after blur.
 */
async function focusFieldBeforeTheApp(page: Page) {
  await page.addInitScript(() => {
    const add = () => {
      if (!document.body) return false;
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Typing here');
      document.body.prepend(input);
      input.focus();
      return true;
    };
    if (add()) return;
    // the init script runs before <body> exists; module scripts run only once parsing has ended
    const observer = new MutationObserver(() => add() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  });
}

test('the promo waits while the user types in a field, then opens', async ({ page }) => {
  await recordPromoTimes(page);
  await focusFieldBeforeTheApp(page);
  await gotoReady(page, '/');
  const field = page.getByLabel('Typing here');
  await expect(field).toBeFocused();
  // keep typing until the promo is due and its dialog code has loaded (it renders, held back)
  await expect
    .poll(
      async () => {
        await field.pressSequentially('react ', { delay: 50 });
        const { dueAt } = await promoTimes(page);
        const loaded = await page.evaluate(() =>
          performance.getEntriesByType('resource').some((e) => /promo-popup/.test(e.name)),
        );
        return dueAt !== null && loaded;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await field.pressSequentially('developer pune', { delay: 50 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(field).toBeFocused();
  await field.blur();
  await expect(page.getByRole('dialog', { name: 'Start Training for FREE!' })).toBeVisible();
});
