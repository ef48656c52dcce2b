import type { Page } from '@playwright/test';
import { gotoReady } from './support/app-ready';
import { expect, test } from './support/shared-context';

// The worker's pooled browser context (ADR 302): the next test keeps the HTTP cache of the last
// one and none of its site data. The two tests run in order in one worker, and a test gets the
// context given back last.
test.describe.configure({ mode: 'serial' });

/** What a page of the app's origin holds: its IndexedDB databases, localStorage keys and cookies. */
async function siteData(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name),
    localStorage: Object.keys(localStorage),
    cookies: document.cookie,
  }));
}

/** The app's scripts the page has loaded so far (Resource Timing), with the bytes each took over the network. */
async function loadedScripts(page: Page): Promise<{ name: string; transferSize: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/assets/') && e.name.endsWith('.js'))
      .map((e) => ({ name: e.name, transferSize: (e as PerformanceResourceTiming).transferSize })),
  );
}

/** The scripts the first turn loaded (the two tests share this worker). */
let firstTurnScripts: string[] = [];

test('pooled context, first turn: a test leaves site data behind', async ({ page }) => {
  // data-app-ready: the app's scripts have loaded and run, so they are in the HTTP cache
  await gotoReady(page, '/about');
  firstTurnScripts = (await loadedScripts(page)).map((s) => s.name);
  expect(firstTurnScripts.length).toBeGreaterThan(0);
  await page.evaluate(async () => {
    localStorage.setItem('left-behind', '1');
    document.cookie = 'left-behind=1; path=/';
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('left-behind');
      open.onsuccess = () => {
        open.result.close();
        resolve();
      };
      open.onerror = () => reject(open.error);
    });
  });
  expect(await siteData(page)).toMatchObject({ localStorage: expect.arrayContaining(['left-behind']) });
});

test('pooled context, next turn: no site data is left, and the scripts come from the cache', async ({ page }) => {
  // favicon.svg runs no script, so nothing of the app writes storage before the check
  await page.goto('/favicon.svg');
  expect(await siteData(page)).toEqual({ databases: [], localStorage: [], cookies: '' });

  await gotoReady(page, '/about');
  const again = (await loadedScripts(page)).filter((s) => firstTurnScripts.includes(s.name));
  expect(again.length).toBeGreaterThan(0);
  // transferSize 0: served from the HTTP cache the first turn filled
  expect(again.filter((s) => s.transferSize > 0)).toEqual([]);
});
