import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/seed/index.mjs';
import { expect, test } from './support/fixtures';
import { startSignedIn } from './support/session';

// Every signed-in screen on a 360 × 740 phone (docs/decisions/181-tabs-on-a-phone.md): no page
// scrolls sideways, no tab label overlaps or clips another, every button is on screen (or in a list
// that scrolls on its own, such as a tab bar) and at least 44 px tall, and a newly opened page starts
// at its top. Walked as the demo learner, trainer and admin.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const SLOW = { timeout: 60_000 };

/** What is wrong with the page's layout at this width, as readable lines ([] when nothing is). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`page scrolls sideways: scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}`);
    const label = (el: Element) => (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40);
    const inOwnScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (/auto|scroll/.test(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      tabs.forEach((tab, i) => {
        if (tab.scrollWidth > tab.clientWidth) problems.push(`tab label clipped: ${label(tab)}`);
        const prev = tabs[i - 1]?.getBoundingClientRect();
        const box = tab.getBoundingClientRect();
        if (prev && box.left < prev.right - 0.5 && box.top < prev.bottom && box.bottom > prev.top)
          problems.push(`tab labels overlap: ${label(tabs[i - 1]!)} / ${label(tab)}`);
      });
    }
    for (const el of document.querySelectorAll('main .chakra-button, main [role="tab"], main button')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.right > root.clientWidth + 0.5 && !inOwnScroller(el)) problems.push(`off screen: ${label(el)}`);
      if (box.height < 43.5) problems.push(`touch target ${Math.round(box.height)} px tall: ${label(el)}`);
    }
    return problems;
  });
}

/**
 * Waits for the page's heading and for nothing in main to be loading (up to `timeout` ms: the admin
 * console's callables start cold), then checks its layout.
 */
async function expectFitsPhone(page: Page, heading: string | RegExp, timeout = SLOW.timeout) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible(SLOW);
  await expect(page.locator('main .chakra-spinner, main [aria-busy="true"]')).toHaveCount(0, { timeout });
  expect(await layoutProblems(page), page.url()).toEqual([]);
}

/** Opens a page from the footer after scrolling to the bottom: the new page starts at its top. */
async function expectOpensAtTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator('footer').getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

test.describe('signed-in screens at 360 px', () => {
  test('learner: My Learning, Messages, Profile', async ({ page }) => {
    await startSignedIn(page, DEMO_ACCOUNTS.learner);
    for (const [path, heading] of [
      ['/my-learning', 'My Learning'],
      ['/messages', /messages/i],
      ['/profile', 'My Profile'],
    ] as const) {
      await page.goto(path);
      await expectFitsPhone(page, heading);
    }
    await expectOpensAtTop(page);
  });

  test('trainer: every dashboard tab, the plan page, Messages, Profile', async ({ page }) => {
    await startSignedIn(page, DEMO_ACCOUNTS.trainer, '/trainer-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /welcome back/i })).toBeVisible(SLOW);
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs.first()).toBeVisible(SLOW);
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      await tabs.filter({ hasText: name }).click();
      await expect(tabs.filter({ hasText: name })).toHaveAttribute('aria-selected', 'true');
      await expectFitsPhone(page, /welcome back/i);
    }
    // each course's actions are reachable without scrolling sideways
    await page.getByRole('tab', { name: /courses/i }).click();
    const actions = page.getByRole('button', { name: /^Actions for / });
    await expect(actions.first()).toBeVisible(SLOW);
    for (const box of await actions.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right)))
      expect(box).toBeLessThanOrEqual(360);
    for (const [path, heading] of [
      ['/trainer-dashboard/plan', /plan/i],
      ['/trainer-profile', /\S/],
      ['/messages', /messages/i],
    ] as const) {
      await page.goto(path);
      await expectFitsPhone(page, heading);
    }
    await expectOpensAtTop(page);
  });

  test('admin: every console tab', async ({ page }) => {
    // the ledger and reconciliation are callables: a cold functions emulator takes a minute or more
    test.setTimeout(600_000);
    await page.goto('/admin-login');
    const form = page.getByRole('form', { name: 'Admin login' });
    await form.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
    await form.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/, SLOW);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const name of ['Overview', 'Users', 'Verification', 'Payments', 'Inbox']) {
      await nav.getByRole('link', { name }).click();
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expectFitsPhone(page, 'Admin Dashboard', 180_000);
    }
  });
});
