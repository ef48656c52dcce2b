import type { Page } from '@playwright/test';
import { expect, login, test } from './support/fixtures';
import { COURSE_MESSAGES, PROFILE_MESSAGES } from '@skillsetu/domain';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminDb } from './support/admin';
import {
  activeTrainerProfileDoc,
  courseDoc,
  DEVOPS_TRAINER,
  trainerProfileDoc,
} from '../../scripts/seed/documents.mjs';
import { waitForAppShellWorker } from './support/app-ready';

// Trainer workspace end to end on the emulators: a fresh paid trainer creates a profile and two
// courses, publishes one and watches Find Trainers follow in a second browser without a reload,
// deletes with the confirmation, edits offline (reload included) and syncs, and uses Save All.

const PENDING = 'Saved on this device — waiting to sync';
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text }).first();
const cards = (page: Page) => page.getByTestId('course-card');

/** A fresh trainer: Auth user + profiles doc with user_type trainer and an active Starter plan (Admin SDK). */
async function newTrainer(name: string) {
  adminDb();
  const email = `ws-${unique()}@e2e.test`;
  const password = 'secret123';
  const user = await getAuth(getApp('skillsetu-e2e')).createUser({
    email,
    password,
    displayName: name,
    emailVerified: true,
  });
  await adminDb()
    .doc(`profiles/${user.uid}`)
    .set(
      // an active plan for a year: publishing needs one (docs/decisions/021-course-limits.md)
      activeTrainerProfileDoc(user.uid, 365, { full_name: name, email }),
    );
  return { uid: user.uid, email, password };
}

/** The dashboard card of a course, by (part of) its title: courses created in one batch share created_at. */
const cardOf = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('button', { name: `Actions for ${title}` }) });

async function openActions(page: Page, title: string) {
  await cardOf(page, title)
    .getByRole('button', { name: /^Actions for / })
    .click();
}

test.describe('trainer workspace', () => {
  test('workspace: create a profile and two courses, publish live to Find Trainers, delete with confirmation', async ({
    page,
    isolatedPage,
  }) => {
    test.setTimeout(180_000);
    const surname = `Wsp${unique()}`;
    const name = `Asha ${surname}`;
    const trainer = await newTrainer(name);
    await login(page, trainer, { landing: /\/trainer-dashboard/ });
    await expect(page.getByRole('link', { name: 'Create Your Profile' })).toBeVisible();

    await page.goto('/trainer-profile-create');
    const form = page.getByRole('form', { name: 'Trainer profile' });
    await expect(form.getByLabel('Full Name')).toHaveValue(name);
    await form.getByLabel('Primary Specialization').selectOption('Data Science');
    await form.getByLabel('City').selectOption('Pune');
    await form.getByLabel('Teaching Languages').fill('English, Hindi');
    await form.getByLabel('Add a skill').fill('SQL');
    await form.getByLabel('Add a skill').press('Enter');
    await form.getByLabel('Program 1 Title').fill('SQL Foundations');
    await form.getByLabel('Program 1 Total Program Fee (₹)').fill('4999');
    // Publishing needs a description of 20+ characters (docs/decisions/133-course-lifecycle.md).
    await form.getByLabel('Program 1 Description').fill('Queries, joins and indexes, hands on.');
    await form.getByRole('button', { name: 'Add Another Program' }).click();
    await form.getByLabel('Program 2 Title').fill('Pandas Bootcamp');
    await form.getByLabel('Program 2 Total Program Fee (₹)').fill('6999');
    await form.getByRole('button', { name: 'Create Profile' }).click();
    await expect(toast(page, PROFILE_MESSAGES.created.title)).toBeVisible();
    await expect(page).toHaveURL(/\/trainer-dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${name}!` })).toBeVisible();
    await expect(page.getByTestId('stat-courses')).toContainText('2');

    await page.getByRole('tab', { name: 'courses' }).click();
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).getByText('Draft')).toHaveCount(2);

    // A visitor's browser on Find Trainers, searching for this trainer: the card exists (no course published yet).
    const listing = await isolatedPage();
    await listing.goto(`/find-trainers?q=${surname.toLowerCase()}`);
    const card = listing.getByTestId('trainer-card').filter({ hasText: name });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).not.toContainText('SQL Foundations');

    await openActions(page, 'SQL Foundations');
    await page.getByRole('button', { name: 'Publish Course' }).click();
    const published = Date.now();
    await expect(toast(page, COURSE_MESSAGES.published.title)).toBeVisible();
    await expect(cardOf(page, 'SQL Foundations').getByText('Published')).toBeVisible();
    await expect(card).toContainText('SQL Foundations', { timeout: 30_000 });
    await expect(card.getByTestId('trainer-price')).toHaveText('₹4,999');
    console.log(`[workspace] publish-to-listing delay: ${Date.now() - published} ms (no reload)`);

    // An edit of the published course reaches the listing too.
    const sql = cardOf(page, 'SQL Foundations');
    await sql.getByRole('button', { name: 'SQL Foundations', exact: true }).click();
    await sql.getByLabel('Course title').fill('SQL Foundations Live');
    await sql.getByLabel('Course title').press('Enter');
    await sql.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, COURSE_MESSAGES.saved.title)).toBeVisible();
    await expect(card).toContainText('SQL Foundations Live', { timeout: 30_000 });

    // Delete the draft, behind the exact confirmation.
    await openActions(page, 'Pandas Bootcamp');
    await page.getByRole('button', { name: 'Delete Course' }).click();
    await expect(page.getByText(COURSE_MESSAGES.deleteConfirm)).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, COURSE_MESSAGES.deleted.title)).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect
      .poll(async () => (await adminDb().collection('courses').where('trainer_id', '==', trainer.uid).get()).size)
      .toBe(1);

    // Deleting the published course: the listing falls back to the Introduction Course.
    await openActions(page, 'SQL Foundations Live');
    await page.getByRole('button', { name: 'Delete Course' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(COURSE_MESSAGES.noCourses)).toBeVisible();
    await expect(card).toContainText('Introduction Course', { timeout: 30_000 });
  });

  test.describe('with the app-shell service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('workspace: an offline edit shows pending, survives an offline reload and syncs; Save All saves every course', async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      const name = `Ravi Wsp${unique()}`;
      const trainer = await newTrainer(name);
      const db = adminDb();
      await db.doc(`trainer_profiles/${trainer.uid}`).set(
        trainerProfileDoc(trainer.uid, {
          ...DEVOPS_TRAINER,
          full_name: name,
          email: trainer.email,
          city: 'Chennai',
          bio: 'CI/CD in practice.',
        }),
      );
      const draft = { category: 'DevOps', is_active: false };
      const c1 = db.collection('courses').doc();
      const c2 = db.collection('courses').doc();
      await c1.set(
        courseDoc(trainer.uid, {
          ...draft,
          title: 'Docker Basics',
          price: 3000,
          created_at: new Date(Date.now() - 2000),
        }),
      );
      await c2.set(courseDoc(trainer.uid, { ...draft, title: 'Kubernetes Core', price: 5000 }));

      await login(page, trainer, { landing: /\/trainer-dashboard/ });
      await page.goto('/trainer-dashboard?tab=courses');
      await expect(cards(page)).toHaveCount(2);
      // The app-shell worker is installed and has the page: a returning trainer's situation.
      await waitForAppShellWorker(page);
      await page.reload();
      await expect(cards(page)).toHaveCount(2);

      await context.setOffline(true);
      await expect(page.getByTestId('online-indicator')).toHaveText('Offline');
      const first = cards(page).nth(0);
      await first.getByRole('button', { name: 'Docker Basics', exact: true }).click();
      await first.getByLabel('Course title').fill('Docker Offline Edition');
      await first.getByLabel('Course title').press('Enter');
      await first.getByRole('button', { name: 'Edit Details' }).click();
      await first.getByLabel('Total Program Fee (₹)').fill('7777');
      await first.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, COURSE_MESSAGES.saved.title)).toBeVisible();
      await expect(first.getByText(PENDING)).toBeVisible();
      await expect(first.getByText('₹7,777')).toBeVisible();

      await page.reload();
      await expect(page.getByTestId('online-indicator')).toHaveText('Offline');
      const again = cards(page).nth(0);
      await expect(again.getByRole('button', { name: 'Docker Offline Edition', exact: true })).toBeVisible();
      await expect(again.getByText('₹7,777')).toBeVisible();
      await expect(again.getByText(PENDING)).toBeVisible();
      expect((await c1.get()).get('title')).toBe('Docker Basics');

      await context.setOffline(false);
      const reconnected = Date.now();
      await expect
        .poll(async () => (await c1.get()).data(), { timeout: 30_000 })
        .toMatchObject({ title: 'Docker Offline Edition', price: 7777 });
      console.log(
        `[workspace] offline-to-synced time: ${Date.now() - reconnected} ms after reconnect (Admin SDK read)`,
      );
      await expect(cards(page).nth(0).getByText(PENDING)).toBeHidden();

      // Save All: unsaved edits on both courses, saved with one click.
      for (const [i, from, to] of [
        [0, 'Docker Offline Edition', 'Docker A'],
        [1, 'Kubernetes Core', 'Kubernetes B'],
      ] as const) {
        await cards(page).nth(i).getByRole('button', { name: from, exact: true }).click();
        await cards(page).nth(i).getByLabel('Course title').fill(to);
        await cards(page).nth(i).getByLabel('Course title').press('Enter');
      }
      await expect(cards(page).getByText('Unsaved')).toHaveCount(2);
      await page.getByRole('button', { name: 'Save All (2)' }).click();
      await expect(toast(page, COURSE_MESSAGES.allSaved.title)).toBeVisible();
      await expect(cards(page).getByText('Unsaved')).toHaveCount(0);
      await expect
        .poll(async () => [(await c1.get()).get('title'), (await c2.get()).get('title')])
        .toEqual(['Docker A', 'Kubernetes B']);
      // the page has the server's acknowledgement too (not only the server the write), before going offline
      await expect(cards(page).getByText(PENDING)).toHaveCount(0);

      // A fee above the ₹1,00,00,000 cap is refused on the device (domain courseEditSchema, the same
      // cap as the rules): 'Invalid Fee', nothing is written, so nothing is pending.
      await context.setOffline(true);
      const second = cards(page).nth(1);
      await second.getByRole('button', { name: 'Edit Details' }).click();
      await second.getByLabel('Total Program Fee (₹)').fill('20000000');
      await second.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(toast(page, 'Invalid Fee')).toBeVisible();
      await expect(second.getByText('Unsaved', { exact: true })).toBeVisible();
      await expect(second.getByText(PENDING)).toHaveCount(0);

      // A save the rules reject after reconnecting (prerequisites longer than their 2,000 characters,
      // which only the rules check): pending while offline, then an error, and the typed text stays
      // as an unsaved draft on this device.
      const longPrerequisites = 'p'.repeat(2001);
      await second.getByRole('button', { name: 'Edit Details' }).click();
      await second.getByLabel('Total Program Fee (₹)').fill('6000');
      await second.getByLabel('Prerequisites').fill(longPrerequisites);
      await second.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(second.getByText(PENDING)).toBeVisible();
      await context.setOffline(false);
      await expect(toast(page, 'Save Failed')).toBeVisible({ timeout: 30_000 });
      await expect(second.getByRole('alert')).toContainText('Your text is kept as an unsaved draft');
      await expect(second.getByText('Unsaved', { exact: true })).toBeVisible();
      await expect(second.getByText(PENDING)).toBeHidden();
      await second.getByRole('button', { name: 'Edit Details' }).click();
      await expect(second.getByLabel('Total Program Fee (₹)')).toHaveValue('6000');
      await expect(second.getByLabel('Prerequisites')).toHaveValue(longPrerequisites);
      expect((await c2.get()).data()).toMatchObject({ price: 5000, prerequisites: null });
    });
  });
});
