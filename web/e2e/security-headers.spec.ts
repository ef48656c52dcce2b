import type { Page } from '@playwright/test';
import { expect, login, test } from './support/fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../../scripts/seed/index.mjs';
import { allTrainerCards } from './support/admin';
import { expectSecurityHeaders, watchCspViolations, type CspViolations } from './support/csp';
import { STATIC_PAGES } from './support/pages';

// Firebase Hosting's security headers (firebase.json, docs/decisions/025-security-headers.md) on
// every route of the app (router.tsx, account-routes.tsx), signed out and signed in as the demo
// learner, trainer and admin: each response carries CSP, COOP and CORP, and no page, worker or
// service worker reports a single CSP violation. The Hosting emulator serves the emulator variant
// of the CSP (docs/decisions/027-csp-emulator-variant.md); payments.spec.ts covers Razorpay's checkout.

const CATEGORIES = ['web-development', 'data-science', 'digital-marketing', 'ui-ux-design'];

/** Routes with data: what shows that the data arrived (so its requests went through the CSP). */
const DATA_READY: [RegExp, (page: Page) => Promise<void>][] = [
  [/^\/find-trainers/, (page) => expect(page.getByTestId('trainer-card').first()).toBeVisible({ timeout: 30_000 })],
  [
    /^\/categor(y|ies)\//,
    (page) => expect(page.getByTestId('category-trainer').first()).toBeVisible({ timeout: 30_000 }),
  ],
];

/** A seeded trainer's profile (not the demo trainer's, whose card other specs rewrite): its path and name. */
async function seededTrainer(): Promise<{ path: string; name: string }> {
  const card = (await allTrainerCards()).find((c) => c.uid !== DEMO_ACCOUNTS.trainer.uid && !c.uid.startsWith('e2e-'));
  expect(card, 'a seeded trainer card').toBeDefined();
  return { path: `/trainer/${card?.id}`, name: card?.name ?? '' };
}

/** Opens a trainer's profile and waits for its name (the card came through the worker's Firestore). */
async function visitProfile(page: Page, violations: CspViolations, trainer: { path: string; name: string }) {
  await visit(page, violations, trainer.path);
  await expect(page.getByRole('heading', { level: 1, name: trainer.name })).toBeVisible({ timeout: 30_000 });
  expect(violations, `CSP violations after ${trainer.path}`).toEqual([]);
}

/** A CSP value as directive → sources. */
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

/** Opens `path`: checks the response's headers, waits for the app (and the route's data), then that nothing was blocked. */
async function visit(page: Page, violations: CspViolations, path: string): Promise<void> {
  const response = await page.goto(path);
  expectSecurityHeaders(response, path);
  await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  for (const [pattern, ready] of DATA_READY) if (pattern.test(path)) await ready(page);
  expect(violations, `CSP violations after ${path}`).toEqual([]);
}

test.describe('security headers', () => {
  test.describe.configure({ timeout: 300_000 });
  // the trainer's test checks that the app-shell service worker runs under the CSP
  test.use({ serviceWorkers: 'allow' });

  test('security headers: every signed-out route has CSP, COOP and CORP and reports no CSP violation', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);
    const routes = [
      ...STATIC_PAGES,
      ...CATEGORIES.map((slug) => `/categories/${slug}`),
      '/category/web-development',
      '/course/1',
      '/trainer/987654321',
      '/find-trainers',
      '/find-trainers?q=web',
      '/auth',
      '/login',
      '/trainer-auth',
      '/learner-auth',
      '/reset-password',
      '/reset-password?mode=resetPassword&oobCode=not-a-real-code',
      '/admin-login',
      '/become-trainer',
      '/no-such-page',
    ];
    for (const route of routes) await visit(page, violations, route);
    await visitProfile(page, violations, await seededTrainer());
    // the static files too: the service worker script and a hashed asset
    for (const path of ['/sw.js', '/favicon.svg', '/robots.txt']) expectSecurityHeaders(await page.goto(path), path);
  });

  test('security headers: firebase.json’s CSP allows no local origin; the emulators serve it plus local origins only', async ({
    page,
  }) => {
    const config = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../firebase.json'), 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const production =
      config.hosting.headers.find((r) => r.source === '**')?.headers.find((h) => h.key === 'Content-Security-Policy')
        ?.value ?? '';
    expect(production).toContain("default-src 'self'");
    expect(production).not.toMatch(/http:|127\.0\.0\.1|localhost/);
    const served = (await page.goto('/'))?.headers()['content-security-policy'] ?? '';
    const prod = directives(production);
    const emu = directives(served);
    expect([...emu.keys()]).toEqual([...prod.keys()]);
    for (const [name, sources] of emu) {
      expect(sources.slice(0, prod.get(name)?.length), name).toEqual(prod.get(name));
      for (const extra of sources.slice(prod.get(name)?.length))
        expect(extra, name).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    }
    expect(emu.get('connect-src')?.length).toBeGreaterThan(prod.get('connect-src')?.length ?? 0);
  });

  test('security headers: the demo learner’s pages report no CSP violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await login(page, DEMO_ACCOUNTS.learner, { landing: /\/$/ });
    for (const route of [
      '/',
      '/profile',
      '/find-trainers',
      '/course/1',
      '/categories/web-development',
      '/become-trainer',
      '/auth',
    ])
      await visit(page, violations, route);
    await visitProfile(page, violations, await seededTrainer());
  });

  test('security headers: the demo trainer’s workspace and its service worker run under the CSP', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await login(page, DEMO_ACCOUNTS.trainer, { landing: /\/trainer-dashboard/ });
    for (const route of [
      '/trainer-dashboard',
      '/trainer-dashboard?tab=courses',
      '/trainer-profile',
      '/trainer-profile-create',
      '/trainer-onboarding',
      '/profile',
      '/trainer-dashboard',
    ])
      await visit(page, violations, route);
    // worker-src: signed-in pages register the app-shell service worker (/sw.js, Workbox, docs/decisions/110-workbox-app-shell.md)
    await expect
      .poll(
        () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'),
        { timeout: 30_000 },
      )
      .toBe('activated');
    expect(violations).toEqual([]);
  });

  test('security headers: the demo admin’s panel reports no CSP violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/admin-login');
    const form = page.getByRole('form', { name: 'Admin login' });
    await form.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
    await form.getByRole('button', { name: 'Access Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
    await visit(page, violations, '/admin');
    await expect(page.getByText('Admin Mode')).toBeVisible();
    expect(violations).toEqual([]);
  });
});
