// Every spec's `test`: Playwright's, with browser contexts that a worker's tests take turns on, so
// the app's scripts come from a warm HTTP cache and V8's code cache instead of being fetched from the
// Hosting emulator and compiled again for each test (docs/decisions/302-e2e-shared-browser-context.md).
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type TestInfo,
} from '@playwright/test';

/** What Storage.clearDataForOrigin clears between tests: every kind of site data, not the HTTP cache. */
const SITE_DATA = [
  'cookies',
  'file_systems',
  'indexeddb',
  'local_storage',
  'websql',
  'service_workers',
  'cache_storage',
  'shared_storage',
  'storage_buckets',
].join(',');

/** The viewport of playwright.config.ts (Playwright's default). */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 } as const;

/** A context of the pool, with the origins its pages have shown (their site data is cleared after each test). */
interface PooledContext {
  context: BrowserContext;
  key: string;
  origins: Set<string>;
  /** A test closed it: it is dropped from the pool. */
  closed: boolean;
}

/** A worker's idle contexts, reset since their last test. */
export interface IdleContexts {
  idle: PooledContext[];
}

/** The options a pooled context may differ in; contexts of the pool are made per distinct value. */
export type PooledContextOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'isMobile' | 'hasTouch' | 'acceptDownloads'
>;

/**
 * Hands out browser contexts for one test: `acquire(options)` gives an idle context of the worker
 * made with the same options, or a new one. Contexts are given back when the test ends.
 */
export interface ContextPool {
  /**
   * A context for `options` (as browser.newContext's, over the config's baseURL: a viewport,
   * isMobile, hasTouch; acceptDownloads is on). Throws for other options: make such a context with
   * browser.newContext.
   */
  acquire(options?: PooledContextOptions): Promise<BrowserContext>;
}

/**
 * Closes every page of `pooled` and clears what a test may leave behind: the site data of every
 * origin its pages showed (Firebase Auth's session and Firestore's cache are IndexedDB), cookies,
 * permissions, the offline switch. Keeps the HTTP cache and the code cache. Throws the CDP error.
 */
async function reset(pooled: PooledContext): Promise<void> {
  const { context, origins } = pooled;
  const [keeper = await context.newPage(), ...others] = context.pages();
  await Promise.all(others.map((page) => page.close()));
  // Unload the app first, so no IndexedDB connection or Firestore stream outlives the test.
  await keeper.goto('about:blank');
  const cdp = await context.newCDPSession(keeper);
  for (const origin of origins) {
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_DATA });
  }
  await cdp.detach();
  origins.clear();
  await keeper.close();
  await Promise.all([context.clearCookies(), context.clearPermissions(), context.setOffline(false)]);
}

/** A new pooled context: `options` over baseURL, service workers blocked; it records the origins its pages show. */
async function newPooled(
  browser: Browser,
  baseURL: string | undefined,
  key: string,
  options: BrowserContextOptions,
): Promise<PooledContext> {
  const context = await browser.newContext({ ...options, baseURL, serviceWorkers: 'block' });
  const pooled: PooledContext = { context, key, origins: new Set(), closed: false };
  context.on('close', () => (pooled.closed = true));
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) pooled.origins.add(origin);
    }),
  );
  return pooled;
}

/** True when the test ended as expected: a failed test's contexts are closed, not reused. */
function passed(testInfo: TestInfo): boolean {
  return testInfo.status === testInfo.expectedStatus;
}

/**
 * Playwright's `test` with a pool of browser contexts per worker:
 *
 * - `context` (and so `page`) comes from the pool, made with the test's viewport, isMobile and
 *   hasTouch, when service workers are blocked (the config's default); a test that allows them gets
 *   a new context as Playwright's own, closed when the test ends.
 * - `contextPool.acquire()` gives a test more pooled contexts (a second user, fixtures.ts
 *   `isolatedPage`).
 * - Between tests a pooled context keeps its HTTP cache (the build's hashed /assets are immutable)
 *   and loses everything else (`reset`).
 * - A test that fails closes its pooled contexts: Playwright then records the page for
 *   error-context.md.
 * - `test.use({ shareContext: false })` gives a test a cold context of its own (a first visit).
 */
export const test = base.extend<{ shareContext: boolean; contextPool: ContextPool }, { idleContexts: IdleContexts }>({
  shareContext: [true, { option: true }],
  idleContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const contexts: IdleContexts = { idle: [] };
      await use(contexts);
      await Promise.all(contexts.idle.map(({ context }) => context.close()));
    },
    { scope: 'worker' },
  ],
  contextPool: async ({ browser, baseURL, idleContexts }, use, testInfo) => {
    const taken: PooledContext[] = [];
    await use({
      acquire: async (options = {}) => {
        const {
          acceptDownloads = true,
          viewport = DEFAULT_VIEWPORT,
          isMobile = false,
          hasTouch = false,
          ...rest
        } = options;
        if (!acceptDownloads || Object.keys(rest).length > 0) {
          throw new Error(`contextPool.acquire: use browser.newContext for ${JSON.stringify(options)}`);
        }
        const made = { viewport, isMobile, hasTouch };
        const key = JSON.stringify(made);
        // the one given back last: its cache has what the file's previous test loaded
        const index = idleContexts.idle.findLastIndex((p) => p.key === key);
        const pooled =
          index >= 0 ? idleContexts.idle.splice(index, 1)[0]! : await newPooled(browser, baseURL, key, made);
        taken.push(pooled);
        return pooled.context;
      },
    });
    if (!passed(testInfo)) {
      await Promise.all(taken.filter((p) => !p.closed).map(({ context }) => context.close()));
      return;
    }
    for (const pooled of taken.filter((p) => !p.closed)) {
      try {
        await reset(pooled);
        idleContexts.idle.push(pooled);
      } catch (error) {
        // A context that cannot be reset (a crashed page) is not reused: the next test gets a new one.
        console.warn(`[shared-context] a context could not be reset and was closed: ${String(error)}`);
        await pooled.context.close();
      }
    }
  },
  context: async (
    { browser, baseURL, viewport, isMobile, hasTouch, serviceWorkers, shareContext, contextPool },
    use,
  ) => {
    if (shareContext && serviceWorkers === 'block') {
      await use(await contextPool.acquire({ viewport: viewport ?? DEFAULT_VIEWPORT, isMobile, hasTouch }));
      return;
    }
    const own = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, serviceWorkers });
    await use(own);
    await own.close();
  },
});

export { expect };
