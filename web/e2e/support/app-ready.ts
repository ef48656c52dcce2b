import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits until the app has taken over the page (`<html data-app-ready>`, set by
 * main.tsx). Prerendered pages are visible before that, but their buttons only work afterwards.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1, { timeout: 30_000 });
}
