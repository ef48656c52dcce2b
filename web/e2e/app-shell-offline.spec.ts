import { expect, login, test } from './support/fixtures';
import { DEMO_ACCOUNTS } from '../../scripts/seed/index.mjs';
import { adminDb } from './support/admin';
import { waitForAppShellWorker } from './support/app-ready';

// The app-shell service worker (docs/decisions/110-workbox-app-shell.md): once a signed-in user's
// browser has it, a signed-in route the browser never fetched reloads offline from the precached
// shell, and an edit made offline reaches the server soon after the connection returns.
test.describe('app shell offline', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ serviceWorkers: 'allow' });

  test('app shell: /trainer-dashboard?tab=profile reloads offline and an offline edit syncs when back online', async ({
    page,
    context,
  }) => {
    const trainer = DEMO_ACCOUNTS.trainer;
    await page.goto('/auth');
    await login(page, trainer, { path: null, landing: /\/trainer-dashboard/ });
    await waitForAppShellWorker(page);

    await context.setOffline(true);
    // never fetched before: only the navigation fallback (the precached app.html) can answer it
    await page.goto('/trainer-dashboard?tab=profile');
    const bio = page.getByLabel(/^Bio/);
    await expect(bio).toBeVisible({ timeout: 30_000 });

    const text = `Edited offline ${Date.now()}`;
    await bio.fill(text);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    const doc = adminDb().doc(`trainer_profiles/${trainer.uid}`);
    expect((await doc.get()).get('bio')).not.toBe(text);

    await context.setOffline(false);
    const back = Date.now();
    await expect.poll(async () => (await doc.get()).get('bio'), { timeout: 60_000 }).toBe(text);
    const seconds = (Date.now() - back) / 1000;
    test.info().annotations.push({ type: 'sync after reconnect', description: `${seconds.toFixed(1)} s` });
    console.log(`[app shell] the offline edit reached the server ${seconds.toFixed(1)} s after reconnecting`);
    // Firestore restarts its streams on the browser's 'online' event: seconds, not its ~30-60 s backoff
    expect(seconds).toBeLessThan(10);
  });
});
