import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-context';
import { istDayKey } from '@skillsetu/domain';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { chunkFilePattern, FIREBASE_SDK_CHUNKS } from '../../scripts/lib/chunks.mjs';
import { buyPlan } from '../../scripts/seed/learning.mjs';
import { adminDb } from './support/admin';
import { activeTrainerProfileDoc, trainerProfileDoc } from '../../scripts/seed/documents.mjs';

// Analytics end to end (docs/analytics.md): a signed-out visit to a trainer's profile is counted by
// recordView after the page is idle; the Professional trainer then sees it in charts and the month
// table; a Starter trainer sees the totals and the upgrade prompt instead of charts.

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A trainer with an Auth user, a plan, a trainer profile and (once the trigger ran) a public card. */
async function newTrainer(plan: 'starter' | 'professional') {
  const db = adminDb();
  const name = `Anu ${plan === 'professional' ? 'Pro' : 'Starter'}${unique()}`;
  const email = `an-${unique()}@e2e.test`;
  const password = 'secret123';
  const user = await getAuth(getApp('skillsetu-e2e')).createUser({
    email,
    password,
    displayName: name,
    emailVerified: true,
  });
  await db.doc(`profiles/${user.uid}`).set(
    // Professional is bought below through the server path, so the books have its paid order.
    activeTrainerProfileDoc(user.uid, 30, { full_name: name, email }),
  );
  await db.doc(`trainer_profiles/${user.uid}`).set(
    trainerProfileDoc(user.uid, {
      full_name: name,
      email,
      specialization: 'Data Science',
      experience: '3-5 years',
      bio: 'Written by the analytics spec.',
      hourly_rate: 900,
      skills: ['Python'],
    }),
  );
  if (plan === 'professional') await buyPlan(email, password, 'professional');
  let publicId = 0;
  await expect
    .poll(async () => (publicId = Number((await db.doc(`trainer_cards/${user.uid}`).get()).get('id')) || 0), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  return { uid: user.uid, email, password, name, publicId };
}

async function openAnalytics(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/trainer-dashboard/);
  await page.getByRole('tab', { name: 'analytics' }).click();
  // the tab is the URL's ?tab=: a failure here, not at the panel, says the selection was lost
  await expect(page).toHaveURL(/[?&]tab=analytics/);
  await expect(page.getByTestId('analytics-panel')).toBeVisible({ timeout: 30_000 });
}

test.describe('analytics', () => {
  test('analytics: a Professional trainer sees charts after a profile visit is counted', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const trainer = await newTrainer('professional');

    // a signed-out visitor opens the public profile; the view is sent once the page is idle
    const visitor = await browser.newContext();
    const visit = await visitor.newPage();
    const sdkChunks: string[] = [];
    visit.on('request', (r) => void (chunkFilePattern(FIREBASE_SDK_CHUNKS).test(r.url()) && sdkChunks.push(r.url())));
    await visit.goto(`/trainer/${trainer.publicId}`);
    await expect(visit.getByRole('heading', { name: trainer.name })).toBeVisible();
    const today = adminDb().doc(`trainer_analytics/${trainer.uid}/days/${istDayKey(new Date())}`);
    await expect.poll(async () => (await today.get()).get('profile_views'), { timeout: 30_000 }).toBe(1);
    // the view went out without Auth or the Firestore SDK starting on the page (ADR 292)
    expect(sdkChunks).toEqual([]);
    // the same visitor again the same day: still one
    await visit.reload();
    await expect(visit.getByRole('heading', { name: trainer.name })).toBeVisible();
    await visitor.close();

    await page.setViewportSize({ width: 360, height: 800 });
    await openAnalytics(page, trainer.email, trainer.password);
    await expect(page.getByTestId('analytics-profile-views')).toContainText('1');
    await expect(page.getByTestId('analytics-conversion')).toContainText('—');
    const daily = page.getByTestId('analytics-chart-daily');
    await expect(daily).toContainText('1 profile views');
    await expect(daily.locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('analytics-chart-earnings').locator('svg.recharts-surface')).toBeVisible();
    // the table alternative carries the same numbers, newest month first
    const firstRow = page.getByTestId('analytics-table').getByRole('row').nth(1);
    await expect(firstRow.getByRole('cell').first()).toHaveText('1');
    await expect(page.getByTestId('analytics-upgrade')).toHaveCount(0);
    expect((await today.get()).get('profile_views')).toBe(1);
  });

  test('analytics: a Starter trainer sees totals and the upgrade prompt, no charts', async ({ page }) => {
    test.setTimeout(120_000);
    const trainer = await newTrainer('starter');
    await openAnalytics(page, trainer.email, trainer.password);
    await expect(page.getByTestId('analytics-profile-views')).toContainText('0');
    await expect(page.getByTestId('analytics-empty')).toBeVisible();
    const prompt = page.getByTestId('analytics-upgrade');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/trainer-dashboard/plan');
    await expect(page.getByTestId('analytics-chart-daily')).toHaveCount(0);
    await expect(page.getByTestId('analytics-table')).toHaveCount(0);
  });
});
