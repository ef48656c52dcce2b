import { expect, test } from './support/shared-context';
import { siteStatValues, type TrainerCard } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS } from '../../scripts/seed/index.mjs';
import { adminDb, allTrainerCards } from './support/admin';
import { gotoReady } from './support/app-ready';
import { skipPromo, STATIC_PAGES } from './support/pages';

// Courses as pages and honest numbers (docs/decisions/071-honest-numbers.md, 072) against the demo seed.

let seeded: TrainerCard[] = [];
test.beforeAll(async () => {
  seeded = (await allTrainerCards()).filter((c) => c.uid.startsWith('seed-trainer-'));
});

test('course titles link to /course/{id} from listing cards, trainer profiles and category cards', async ({ page }) => {
  await skipPromo(page);
  const priya = seeded.find((c) => c.name === 'Priya Sharma')!;
  const course = priya.courses[0]!;
  await page.goto('/find-trainers?q=priya%20sharma');
  const card = page.getByRole('article', { name: 'Priya Sharma' });
  await card.getByRole('link', { name: course.title }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible({ timeout: 30_000 });

  await page.goto(`/trainer/${priya.id}`);
  await page.getByRole('tab', { name: 'Courses' }).click();
  await page.getByTestId('trainer-course').getByRole('link', { name: course.title }).click();
  await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));

  await page.goto('/categories/web-development');
  await expect(page.getByTestId('course-link').first()).toHaveAttribute('href', /^\/course\/[^/]+$/, {
    timeout: 30_000,
  });
});

test("/course/1's instructor links lead to a real seeded trainer, not 'Trainer Not Found'", async ({ page }) => {
  await skipPromo(page);
  const priya = seeded.find((c) => c.name === 'Priya Sharma')!;
  await gotoReady(page, '/course/1');
  await expect(page.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', `/trainer/${priya.id}`);
  await page.getByRole('tab', { name: 'Instructor' }).click();
  await page.getByRole('link', { name: 'View Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeVisible({ timeout: 30_000 });
  // the sample has a curriculum: Preview and Download Syllabus are there; a live course without one hides them
  await page.goto('/course/1');
  await expect(page.getByRole('button', { name: 'Preview Course' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Syllabus' })).toHaveAttribute('href', '/course/1/syllabus');
  await page.goto(`/course/${priya.courses[0]!.id}`);
  await expect(page.getByRole('button', { name: 'Notify Me' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Preview Course' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download Syllabus' })).toHaveCount(0);
});

test('Notify Me subscribes a signed-in learner; a price change and a new batch notify them', async ({ page }) => {
  await skipPromo(page);
  const course = seeded.find((c) => c.name === 'Arjun Nair')!.courses[0]!;
  const db = adminDb();
  await db.doc(`course_watchers/${course.id}_${DEMO_ACCOUNTS.learner.uid}`).delete();
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.learner.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.learner.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth$/);
  await gotoReady(page, `/course/${course.id}`);
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('button', { name: 'Notifying you' })).toBeDisabled();
  const watch = await db.doc(`course_watchers/${course.id}_${DEMO_ACCOUNTS.learner.uid}`).get();
  expect(watch.get('user_id')).toBe(DEMO_ACCOUNTS.learner.uid);

  const original = (await db.doc(`courses/${course.id}`).get()).get('price') as number;
  try {
    await db.doc(`courses/${course.id}`).update({ price: original + 1000 });
    await expect
      .poll(
        async () =>
          (
            await db
              .collection('notifications')
              .where('user_id', '==', DEMO_ACCOUNTS.learner.uid)
              .where('action_url', '==', `/course/${course.id}`)
              .get()
          ).size,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
  } finally {
    await db.doc(`courses/${course.id}`).update({ price: original });
  }

  // the trainer schedules a batch (batches/{id}, written here as the batch code would): one more notification
  const arjun = seeded.find((c) => c.name === 'Arjun Nair')!;
  const batchRef = db.doc(`batches/e2e-notify-${Date.now()}`);
  await batchRef.set({
    course_id: course.id,
    trainer_id: arjun.uid,
    starts_at: Timestamp.fromMillis(Date.now() + 30 * 24 * 3600 * 1000),
    seats: 20,
    schedule: 'Sat-Sun 10:00-12:00',
    status: 'scheduled',
  });
  try {
    await expect
      .poll(
        async () =>
          (
            await db
              .collection('notifications')
              .where('user_id', '==', DEMO_ACCOUNTS.learner.uid)
              .where('title', '==', 'New batch scheduled')
              .where('action_url', '==', `/course/${course.id}`)
              .get()
          ).size,
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
  } finally {
    await batchRef.delete();
  }
});

test('home and About show the real stats, rounded, never the spec figures the data does not reach', async ({
  page,
}) => {
  await skipPromo(page);
  const stats = { learners: 37, verified_trainers: 16, categories: 15, average_rating: 4.62, rated_trainers: 3 };
  await adminDb()
    .doc('site_stats/public')
    .set({ ...stats, updated_at: Timestamp.now() });
  const values = siteStatValues(stats);
  await page.goto('/');
  const hero = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .first();
  // the hero and the stats strip both show it
  await expect(hero.getByText(values.learners, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('10K+')).toHaveCount(0);
  await expect(page.getByText('10,000+')).toHaveCount(0);
  await expect(page.getByText('95%')).toHaveCount(0);
  await expect(page.getByText(values.verified_trainers, { exact: true }).first()).toBeVisible();
  await gotoReady(page, '/about');
  await expect(page.getByText(values.average_rating!, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('500+')).toHaveCount(0);
});

test('home features verified trainers; a trainer without reviews shows New, not -- (0 reviews)', async ({ page }) => {
  await skipPromo(page);
  await page.goto('/');
  await expect(page.locator('[data-testid="featured-trainer"][data-sample="true"]')).toHaveCount(0, {
    timeout: 30_000,
  });
  const verifiedNames = new Set(seeded.filter((c) => c.verified).map((c) => c.name));
  for (const card of await page.getByTestId('featured-trainer').all()) {
    const text = await card.innerText();
    expect([...verifiedNames].some((n) => text.includes(n))).toBe(true);
  }
  await page.goto('/find-trainers');
  await expect(page.getByTestId('trainer-card').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('(0 reviews)')).toHaveCount(0);
  await expect(page.getByTestId('trainer-rating').filter({ hasText: '--' })).toHaveCount(0);
});

const ROUTES = [
  ...STATIC_PAGES,
  '/categories/web-development',
  '/course/1',
  '/course/1/syllabus',
  '/find-trainers',
  '/auth',
  '/trainer-auth',
  '/admin-login',
  '/learner-auth',
  '/reset-password',
  '/become-trainer',
  '/my-learning',
  '/trainer-dashboard',
  '/messages',
  '/no-such-page',
];

test.describe('no horizontal scroll at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const route of [...ROUTES, 'trainer profile', 'live course']) {
    test(`no horizontal scroll at 360 px: ${route}`, async ({ page }) => {
      await skipPromo(page);
      const priya = seeded.find((c) => c.name === 'Priya Sharma')!;
      const path =
        route === 'trainer profile'
          ? `/trainer/${priya.id}`
          : route === 'live course'
            ? `/course/${priya.courses[0]!.id}`
            : route;
      await gotoReady(page, path);
      await expect(page.locator('body')).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBeLessThanOrEqual(0);
    });
  }
});
