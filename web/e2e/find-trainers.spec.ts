import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-context';
import {
  experienceYears,
  formatRating,
  LISTING_MESSAGES,
  MAX_LIST_LIMIT,
  REVIEW_LIMITS,
  TRAINERS_PAGE_SIZE,
  type TrainerCard,
} from '@skillsetu/domain';
import { allTrainerCards, makeTrainerCard, removeTrainerCard, writeTrainerCard } from './support/admin';
import { axeViolations } from './support/axe';
import { chunkFilePattern, LIVE_TRAINER_SOURCE_CHUNK } from '../../scripts/lib/chunks.mjs';

const cards = (page: Page) => page.getByTestId('trainer-card');
const names = (page: Page) => page.getByTestId('trainer-name').allTextContents();
/** The profile link of every shown card: a trainer's identity (names are not unique across sign-ups). */
const profileLinks = async (page: Page) =>
  Promise.all((await page.getByRole('link', { name: /^View profile of / }).all()).map((l) => l.getAttribute('href')));

/** The most common value of a card field among the seeded trainers (so the filter has several matches). */
function mostCommon(all: TrainerCard[], pick: (c: TrainerCard) => string): { value: string; count: number } {
  const counts = new Map<string, number>();
  for (const c of all) counts.set(pick(c), (counts.get(pick(c)) ?? 0) + 1);
  const [value, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  return { value, count };
}

/** The number in the result count ('31 trainers found'; counted up to MAX_LIST_LIMIT, then '50+'). */
async function shownCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('result-count').textContent()) ?? '';
  const m = /^(\d+)\+? trainers? found\b/.exec(text.trim());
  return m ? Number(m[1]) : -1;
}

/**
 * Opens a Find Trainers URL and waits for its first results (or an empty state). The first
 * listener of a fresh browser can be slow on a loaded machine, hence the longer wait.
 */
async function openListing(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(
    cards(page)
      .first()
      .or(page.getByRole('heading', { name: LISTING_MESSAGES.noTrainersFound })),
  ).toBeVisible({ timeout: 45_000 });
}

/** A `layout-shift` performance entry (Layout Instability API; not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/**
 * Starts summing the page's layout shifts (entries without recent input, as CLS does) from the
 * first byte of every document the page loads: a PerformanceObserver('layout-shift', buffered).
 */
async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number; __layoutShiftObserver: PerformanceObserver };
    w.__layoutShift = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const e of entries as LayoutShiftEntry[]) if (!e.hadRecentInput) w.__layoutShift += e.value;
    };
    w.__layoutShiftObserver = new PerformanceObserver((list) => add(list.getEntries()));
    w.__layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed so far, after two more frames have been laid out and reported. */
async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const w = window as unknown as { __layoutShift: number; __layoutShiftObserver: PerformanceObserver };
    for (const e of w.__layoutShiftObserver.takeRecords() as LayoutShiftEntry[])
      if (!e.hadRecentInput) w.__layoutShift += e.value;
    return w.__layoutShift;
  });
}

// Other specs may publish trainers while these run, so counts are checked as "at least the
// seeded matches" and every shown card is checked against the filter.

test.describe('find trainers', () => {
  let seeded: TrainerCard[];
  let untouched: TrainerCard[];
  test.beforeAll(async () => {
    seeded = (await allTrainerCards()).filter((c) => !c.uid.startsWith('e2e-'));
    // The demo accounts and fresh sign-ups are changed by other specs (payments adds a course to
    // the demo trainer): pick targets among the seeded trainers nobody else writes to.
    untouched = seeded.filter((c) => c.uid.startsWith('seed-trainer-'));
    expect(seeded.length).toBeGreaterThanOrEqual(25);
  });

  test('find trainers: shows seeded trainers live, a page at a time, with the count', async ({ page }) => {
    await openListing(page, '/find-trainers');
    await expect(page).toHaveTitle(/Find Trainers/);
    await expect(page.getByText(LISTING_MESSAGES.liveData)).toBeVisible();
    await expect(cards(page)).toHaveCount(TRAINERS_PAGE_SIZE);
    await expect.poll(() => shownCount(page)).toBeGreaterThanOrEqual(Math.min(seeded.length, MAX_LIST_LIMIT));
    await expect(cards(page).first().getByTestId('trainer-skill')).not.toHaveCount(0);
    expect(await cards(page).first().getByTestId('trainer-skill').count()).toBeLessThanOrEqual(3);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(Math.min(2 * TRAINERS_PAGE_SIZE, seeded.length));
    // The same trainer is never shown twice. Trainers other specs sign up may share a display name
    // and rank among these (equal ratings sort by document id), so identity is the profile link.
    const shown = await profileLinks(page);
    expect(shown).toHaveLength(Math.min(2 * TRAINERS_PAGE_SIZE, seeded.length));
    expect(new Set(shown).size).toBe(shown.length);
  });

  test('find trainers: filters by category and by city, in the URL, with Clear All', async ({ page }) => {
    // From the seed's trainers only: other specs' sign-ups may have no city ('Remote', not a Location
    // option) and would otherwise decide the most common value.
    const category = mostCommon(untouched, (c) => c.category);
    await openListing(page, '/find-trainers');
    await page.getByRole('combobox', { name: 'Category' }).selectOption(category.value);
    await expect(page).toHaveURL(
      new RegExp(`category=${encodeURIComponent(category.value).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect.poll(() => page.getByTestId('trainer-expertise').allTextContents()).toContain(category.value);
    await expect(page.getByTestId('trainer-expertise').filter({ hasNotText: category.value })).toHaveCount(0);
    await expect.poll(() => shownCount(page)).toBeGreaterThanOrEqual(Math.min(category.count, MAX_LIST_LIMIT));
    await expect(cards(page)).toHaveCount(Math.min(await shownCount(page), TRAINERS_PAGE_SIZE));
    for (const text of await page.getByTestId('trainer-expertise').allTextContents()) expect(text).toBe(category.value);
    await expect(page.getByTestId('active-filter-count')).toHaveText('1');

    const city = mostCommon(untouched, (c) => c.location);
    await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
    await page.getByRole('combobox', { name: 'Location' }).selectOption(city.value);
    await expect.poll(() => page.getByTestId('trainer-location').allTextContents()).toContain(city.value);
    await expect(page.getByTestId('trainer-location').filter({ hasNotText: city.value })).toHaveCount(0);
    await expect.poll(() => shownCount(page)).toBeGreaterThanOrEqual(Math.min(city.count, MAX_LIST_LIMIT));
    for (const text of await page.getByTestId('trainer-location').allTextContents()) expect(text).toBe(city.value);

    // Back restores the previous filters (they live in the URL).
    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('all');
    await page.goForward();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(city.value);

    await page.getByRole('button', { name: LISTING_MESSAGES.clearAll }).first().click();
    await expect(page.getByTestId('active-filter-count')).toHaveCount(0);
    await expect.poll(() => shownCount(page)).toBeGreaterThanOrEqual(Math.min(seeded.length, MAX_LIST_LIMIT));
  });

  test('find trainers: sorts by experience both ways', async ({ page }) => {
    await openListing(page, '/find-trainers?sort=experience');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('experience');
    const years = async () =>
      (await page.getByTestId('trainer-experience').allTextContents()).map((t) => experienceYears(t));
    const desc = await years();
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const firstDesc = (await names(page))[0];

    await page.getByRole('button', { name: 'Descending' }).click();
    await expect(page.getByRole('button', { name: 'Ascending' })).toBeVisible();
    await expect(page).toHaveURL(/dir=asc/);
    await expect(page.getByTestId('trainer-name').first()).not.toHaveText(firstDesc!);
    const asc = await years();
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBeLessThan(desc[0]!);
  });

  test('find trainers: searches by text, and shows No trainers found', async ({ page }) => {
    const target = untouched.find((c) => c.skills.length > 0)!;
    const lastName = target.name.split(' ').at(-1)!;
    await openListing(page, '/find-trainers');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(lastName);
    // The 300 ms 'Searching...' window itself is timed in the filter bar's component test (fake
    // timers); on a loaded machine a browser check could miss it, so here it must only go away.
    await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
    await expect(page.getByText(LISTING_MESSAGES.searching)).toBeHidden();
    await expect(page.getByTestId('trainer-name').filter({ hasText: target.name })).toBeVisible();
    for (const text of await names(page)) expect(text.toLowerCase()).toContain(lastName.toLowerCase());

    await box.fill('zzqxnomatch');
    await expect(page.getByRole('heading', { name: LISTING_MESSAGES.noTrainersFound })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('0 trainers found for “zzqxnomatch”');
  });

  test('find trainers: opens a profile from a card', async ({ page }) => {
    // The seed reviews its trainers through the real paths (docs/decisions/031-seed-through-server-paths.md): pick one with reviews.
    const target = untouched.find((c) => c.verified && c.courses.length > 0 && c.reviews > 0)!;
    await openListing(page, `/find-trainers?q=${encodeURIComponent(target.name.split(' ')[0]!)}`);
    await page.getByRole('link', { name: `View profile of ${target.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/trainer/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(target.name));
    await expect(page.getByTestId('trainer-specialization')).toHaveText(target.expertise);
    await expect(page.getByTestId('trainer-city')).toHaveText(target.location);
    await expect(page.getByText(LISTING_MESSAGES.verified).first()).toBeVisible();

    await page.getByRole('button', { name: 'Book course' }).click();
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('trainer-course')).toHaveCount(target.courses.length);
    await expect(page.getByTestId('trainer-course').first()).toContainText(target.courses[0]!.title);

    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await expect(page.getByText(LISTING_MESSAGES.noUpcoming)).toBeVisible();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const reviewsPanel = page.getByTestId('reviews-panel');
    await expect(reviewsPanel.getByTestId('review-count')).toHaveText(
      `${target.reviews} ${target.reviews === 1 ? 'review' : 'reviews'}`,
    );
    await expect(reviewsPanel.getByTestId('review-average')).toHaveText(formatRating(target.rating));
    await expect(reviewsPanel.getByTestId('review-item')).toHaveCount(Math.min(target.reviews, REVIEW_LIMITS.pageSize));
    await expect(reviewsPanel.getByText(LISTING_MESSAGES.noReviews)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Contact' }).click();
    await expect(page.getByTestId('verification-status')).toHaveText(LISTING_MESSAGES.verified);
  });

  test("find trainers: an unknown trainer id shows 'Trainer Not Found'", async ({ page }) => {
    for (const path of ['/trainer/987654321', '/trainer/not-a-number']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: LISTING_MESSAGES.trainerNotFound.title })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText(LISTING_MESSAGES.trainerNotFound.description)).toBeVisible();
    }
    await page.getByRole('link', { name: /Back to Find Trainers/ }).click();
    await expect(page).toHaveURL(/\/find-trainers$/);
  });

  test('find trainers: a card written through the Admin SDK appears without a reload', async ({ page }) => {
    const card = makeTrainerCard({ name: 'Zubin Quasarwala', city: 'Kochi' });
    await openListing(page, '/find-trainers?q=quasarwala');
    await expect(page.getByRole('heading', { name: LISTING_MESSAGES.noTrainersFound })).toBeVisible();
    let loads = 0;
    page.on('load', () => (loads += 1));
    try {
      await writeTrainerCard(card);
      await expect(page.getByRole('article', { name: card.name })).toBeVisible();
      await expect(page.getByTestId('result-count')).toHaveText('1 trainer found for “quasarwala”');
      await expect(page.getByTestId('trainer-rating')).toHaveText('New');
      expect(loads).toBe(0);
    } finally {
      await removeTrainerCard(card.uid);
    }
    await expect(page.getByRole('heading', { name: LISTING_MESSAGES.noTrainersFound })).toBeVisible();
  });

  test('find trainers: headings go down one level at a time (axe heading-order) on the listing and a profile', async ({
    page,
  }) => {
    await openListing(page, '/find-trainers');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Trainers' })).toBeVisible();
    expect(await axeViolations(page, { rules: ['heading-order'] })).toEqual([]);

    await openListing(page, '/find-trainers?q=zzqxnomatch');
    await expect(page.getByRole('heading', { name: LISTING_MESSAGES.noTrainersFound })).toBeVisible();
    expect(await axeViolations(page, { rules: ['heading-order'] })).toEqual([]);

    const target = untouched.find((c) => c.certifications.length > 0 || c.languages.length > 0) ?? untouched[0]!;
    await page.goto(`/trainer/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'About' })).toBeVisible();
    expect(await axeViolations(page, { rules: ['heading-order'] })).toEqual([]);

    await page.goto('/trainer/987654321');
    await expect(page.getByRole('heading', { level: 1, name: LISTING_MESSAGES.trainerNotFound.title })).toBeVisible({
      timeout: 30_000,
    });
    expect(await axeViolations(page, { rules: ['heading-order'] })).toEqual([]);
  });

  test('find trainers: the open tab survives the switch from the first read to the live profile; Send Message leads to the composer', async ({
    page,
  }) => {
    const target = untouched.find((c) => c.courses.some((course) => !course.is_default && course.price > 0))!;
    const priced = target.courses.find((course) => !course.is_default && course.price > 0)!;
    // Hold the live profile's listener module back (features/trainers trainer-public-profile.tsx loadLiveModules): the profile
    // shows the first (Firestore Lite) read until released.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkFilePattern(LIVE_TRAINER_SOURCE_CHUNK), async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/trainer/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Courses' }).click();
    // Enroll Now comes with the live profile only
    await expect(page.getByText(priced.title)).toBeVisible();
    await expect(page.getByRole('button', { name: `Enroll Now in ${priced.title}` })).toHaveCount(0);
    // Send Message is a plain link to the open composer for this trainer (messaging)
    const href = await page.getByRole('link', { name: 'Send Message' }).getAttribute('href');
    const url = new URL(href ?? '', 'http://localhost');
    expect(url.pathname).toBe('/messages');
    expect(url.searchParams.get('to')).toBe(target.uid);

    release();
    // the live profile has taken over: its Enroll Now is there, and the Courses tab is still open
    await expect(page.locator('button', { hasText: 'Enroll Now' }).first()).toBeAttached({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'Courses' })).toHaveAttribute('aria-selected', 'true');
  });

  // Layout shift is measured on a first visit: a cold context, no cached scripts (ADR 302).
  test.describe('first visit', () => {
    test.use({ shareContext: false });

    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 720 }],
      ['tablet', { width: 820, height: 1180 }],
      ['mobile', { width: 412, height: 823 }],
    ] as const) {
      test(`find trainers: the listing loads without layout shift (CLS <= 0.05, ${label})`, async ({ page }) => {
        // The first cards commit before the rest (trainer-results.tsx): the rest must not move anything visible.
        await page.setViewportSize(viewport);
        await trackLayoutShifts(page);
        await page.goto('/find-trainers');
        await expect(page.getByTestId('trainer-card')).toHaveCount(TRAINERS_PAGE_SIZE, { timeout: 30_000 });
        await expect(page.getByRole('button', { name: 'Load more' })).toBeAttached();
        const cls = await layoutShiftSoFar(page);
        test.info().annotations.push({ type: 'layout shift', description: cls.toFixed(3) });
        expect(cls).toBeLessThanOrEqual(0.05);
      });
    }

    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 720 }],
      ['mobile', { width: 412, height: 823 }],
    ] as const) {
      test(`find trainers: a profile loads without layout shift (CLS <= 0.05, ${label})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // Slow round trips (150 ms), so each loading stage is painted as on a phone: the skeleton
        // while Firebase loads, then the profile. Only latency is emulated: Chromium's throughput
        // throttling stalled the parallel module downloads of a fresh context now and then.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        const target = untouched.find((c) => c.verified) ?? untouched[0]!;
        await trackLayoutShifts(page);
        await page.goto(`/trainer/${target.id}`);
        expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).toBe(true);
        await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('tab', { name: 'About' })).toBeVisible();
        const cls = await layoutShiftSoFar(page);
        test.info().annotations.push({ type: 'layout shift', description: cls.toFixed(3) });
        expect(cls).toBeLessThanOrEqual(0.05);
      });
    }
  });
});
