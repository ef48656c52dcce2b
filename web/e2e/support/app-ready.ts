import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits until the app has taken over the page (`<html data-app-ready>`, set by
 * main.tsx). Prerendered pages are visible before that, but their buttons only work afterwards.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1, { timeout: 30_000 });
}

/**
 * Waits until the app-shell service worker (docs/decisions/110-workbox-app-shell.md) is 'activated'
 * (registered when the browser is idle after sign-in, activated once its precache is complete; up to
 * `timeoutMs`, default 60 s) and controls `page`. Needs `test.use({ serviceWorkers: 'allow' })`.
 */
export async function waitForAppShellWorker(page: Page, timeoutMs = 60_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), {
      timeout: timeoutMs,
    })
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
