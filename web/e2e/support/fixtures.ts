// The Playwright fixtures every spec that signs in uses: `test` and `expect` from here, the demo
// accounts the seed creates (`demo`), one way to log in (`login`, or the `signIn` fixture for the
// test's own page), and a `page` on which the home page's promo popup never opens.
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../scripts/seed/index.mjs';
import { skipPromo } from './pages';
import { expect, test as base } from './shared-context';

/** An account to sign in with. */
export interface Account {
  email: string;
  password: string;
}

/** Where to log in: `path` to open first (default /auth; null = the Login form already on screen), `landing` to wait for. */
export interface LoginOptions {
  path?: string | null;
  landing?: RegExp;
  /** How long to wait for `landing`, ms (default 30 s; specs that buy or seed on a busy machine wait longer). */
  timeout?: number;
}

/** A `landing` for "signed in, wherever the app sent them": every URL except the Login form's (/auth). */
export const AWAY_FROM_AUTH = /^(?!.*\/auth$)/;

/** Fills and submits the Login form with `account`; with `landing`, waits (30 s, or `timeout`) for that URL. */
export async function login(page: Page, account: Account, options: LoginOptions = {}): Promise<void> {
  const path = options.path === undefined ? '/auth' : options.path;
  if (path !== null) await page.goto(path);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  if (options.landing) await expect(page).toHaveURL(options.landing, { timeout: options.timeout ?? 30_000 });
}

/**
 * Opens a page in a browser context of its own (`options` as `browser.newContext`'s, over the
 * config's): no other page of the test shares its storage. A second user of a test (the learner
 * beside the trainer) gets one. When the test ends its pages close and its site data is cleared
 * (a pooled context, ADR 302) or it closes (other options), so no test leaves a signed-in page
 * listening behind it.
 */
export type IsolatedPage = (options?: BrowserContextOptions) => Promise<Page>;

export const test = base.extend<{
  /** The seeded demo accounts (scripts/seed): learner, trainer, admin. */
  demo: typeof DEMO_ACCOUNTS;
  /** `login` on the test's own page. */
  signIn: (account: Account, options?: LoginOptions) => Promise<void>;
  isolatedPage: IsolatedPage;
}>({
  // Signing in as a learner lands on /, where the promo opens 2 s after load and its modal hides the
  // rest of the page from role queries; on a loaded machine the header's Account menu can render
  // after that. The promo's own tests (public-site, discovery-home) use Playwright's plain `test`.
  page: async ({ page }, use) => {
    await skipPromo(page);
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  demo: async ({}, use) => {
    await use(DEMO_ACCOUNTS);
  },
  signIn: async ({ page }, use) => {
    await use((account, options) => login(page, account, options));
  },
  // From the worker's context pool (shared-context.ts, ADR 302) when `options` are only a viewport,
  // isMobile, hasTouch or acceptDownloads; any other option gets a new context.
  isolatedPage: async ({ browser, contextPool }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const { viewport, isMobile, hasTouch, acceptDownloads, ...rest } = options;
      if (Object.keys(rest).length === 0 && acceptDownloads !== false) {
        return (await contextPool.acquire({ viewport, isMobile, hasTouch })).newPage();
      }
      const context = await browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
