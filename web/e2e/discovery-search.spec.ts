import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-context';
import { LISTING_MESSAGES, type TrainerCard } from '@skillsetu/domain';
import { allTrainerCards, makeTrainerCard, removeTrainerCard, writeTrainerCard } from './support/admin';
import { gotoReady } from './support/app-ready';

// Search that understands the query (docs/decisions/070-discovery-search.md), against the demo seed:
// every word must match, course titles and teaching languages count, synonyms and prefixes match,
// and a named city becomes a removable chip.

const names = (page: Page) => page.getByTestId('trainer-name');

async function search(page: Page, q: string) {
  await gotoReady(page, `/find-trainers?q=${encodeURIComponent(q)}`);
  await expect(
    page
      .getByTestId('trainer-card')
      .first()
      .or(page.getByRole('heading', { name: LISTING_MESSAGES.noTrainersFound })),
  ).toBeVisible({ timeout: 45_000 });
}

let seeded: TrainerCard[] = [];
const seedTrainer = (first: string) =>
  seeded.find((c) => c.uid.startsWith('seed-trainer-') && c.name.startsWith(first));

test.beforeAll(async () => {
  seeded = await allTrainerCards();
  expect(seedTrainer('Priya Sharma')).toBeDefined();
});

test("search: 'react developer' finds React trainers with a development speciality, nobody else", async ({ page }) => {
  await search(page, 'react developer');
  await expect(names(page).filter({ hasText: 'Priya Sharma' })).toBeVisible();
  await expect(names(page).filter({ hasText: 'Karan Malhotra' })).toBeVisible(); // React Native, Mobile App Development
  // every seeded result teaches React and names development (speciality or a course title)
  const shown = await names(page).allTextContents();
  for (const name of shown) {
    const card = seeded.find((c) => c.name === name);
    if (!card) continue; // a card another suite wrote into the shared emulator
    const text = [card.expertise, ...card.skills, ...card.courses.map((c) => c.title)].join(' ').toLowerCase();
    expect(text).toContain('react');
    expect(text).toMatch(/develop/);
  }
  await expect(page.getByTestId('result-count')).toContainText('for “react developer”');
});

test("search: 'react mumbai' shows the city as a chip and only Mumbai's React trainers", async ({ page }) => {
  await search(page, 'react mumbai');
  await expect(names(page).filter({ hasText: 'Priya Sharma' })).toBeVisible();
  for (const city of await page.getByTestId('trainer-location').allTextContents()) expect(city).toBe('Mumbai');
  for (const name of await names(page).allTextContents()) {
    const card = seeded.find((c) => c.name === name);
    if (card) expect([...card.skills, ...card.courses.map((c) => c.title)].join(' ')).toMatch(/react/i);
  }
  const chip = page.getByRole('button', { name: 'Remove city Mumbai' });
  await expect(chip).toBeVisible();
  await expect(page.getByTestId('result-count')).toContainText('in Mumbai');
  await chip.click();
  await expect(page).toHaveURL(/q=react$/);
  await expect(page.getByRole('button', { name: 'Remove city Mumbai' })).toHaveCount(0);
  await expect(names(page).filter({ hasText: 'Karan Malhotra' })).toBeVisible();
});

test("search: 'react pune' reads Pune as the city: no seeded trainer (none who teaches React is in Pune)", async ({
  page,
}) => {
  await search(page, 'react pune');
  await expect(page.getByRole('button', { name: 'Remove city Pune' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toContainText('in Pune');
  const seededNames = new Set(seeded.map((c) => c.name));
  // cards other suites wrote may match; never a seeded trainer, and only Pune
  await expect
    .poll(async () => ({
      cities: [...new Set(await page.getByTestId('trainer-location').allTextContents())].filter((c) => c !== 'Pune'),
      seeded: (await names(page).allTextContents()).filter((n) => seededNames.has(n)),
    }))
    .toEqual({ cities: [], seeded: [] });
});

test("search: a learner finds 'react developer in Pune' once one teaches there", async ({ page }) => {
  const card = makeTrainerCard({
    name: `Rohan Pune${Date.now() % 100_000}`,
    specialization: 'Web Development',
    city: 'Pune',
    skills: ['React', 'Node.js'],
  });
  await writeTrainerCard(card);
  try {
    await search(page, 'react developer in pune');
    await expect(page.getByRole('button', { name: 'Remove city Pune' })).toBeVisible();
    await expect(names(page).filter({ hasText: card.name })).toBeVisible();
    await expect(page.getByTestId('result-count')).toContainText('in Pune');
  } finally {
    await removeTrainerCard(card.uid);
  }
});

test("search: course titles ('MERN', 'Full Stack'), 'nodejs', 'Bengaluru' and 'hindi' find trainers", async ({
  page,
}) => {
  for (const q of ['MERN', 'Full Stack', 'nodejs']) {
    await search(page, q);
    await expect(names(page).filter({ hasText: 'Priya Sharma' })).toBeVisible();
  }
  await search(page, 'Bengaluru');
  await expect(page.getByRole('button', { name: 'Remove city Bangalore' })).toBeVisible();
  for (const city of await page.getByTestId('trainer-location').allTextContents()) expect(city).toBe('Bangalore');
  await expect(names(page).filter({ hasText: 'Meera Pillai' })).toBeVisible();

  await search(page, 'hindi');
  const hindi = seeded.filter((c) => c.uid.startsWith('seed-trainer-') && c.languages.includes('Hindi'));
  await expect(page.getByTestId('trainer-card')).toHaveCount(Math.min(hindi.length, 12));
});

test("search: prefixes ('reac', 'develop') and case match", async ({ page }) => {
  await search(page, 'REAC');
  await expect(names(page).filter({ hasText: 'Priya Sharma' })).toBeVisible();
  await search(page, 'develop');
  await expect(names(page).filter({ hasText: 'Ishaan Kapoor' })).toBeVisible(); // Game Development
});

test("search: 'data science bangalore' reads a category and a city", async ({ page }) => {
  await search(page, 'data science bangalore');
  await expect(page.getByRole('button', { name: 'Remove category Data Science' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove city Bangalore' })).toBeVisible();
  for (const e of await page.getByTestId('trainer-expertise').allTextContents()) expect(e).toBe('Data Science');
  await page.getByRole('button', { name: 'Remove city Bangalore' }).click();
  await expect(names(page).filter({ hasText: 'Ananya Iyer' })).toBeVisible();
});

test("find trainers: 'Verified only' shows verified trainers; the default order puts them first", async ({ page }) => {
  await search(page, '');
  const badges = async () =>
    page
      .getByTestId('trainer-card')
      .evaluateAll((els) => els.map((el) => el.querySelector('[data-testid="verified-badge"]') !== null));
  const order = await badges();
  expect(order).toEqual([...order].sort((a, b) => Number(b) - Number(a)));
  await page.getByRole('button', { name: 'Verified only' }).click();
  await expect(page).toHaveURL(/verified=1/);
  await expect(page.getByRole('button', { name: 'Verified only' })).toHaveAttribute('aria-pressed', 'true');
  const verified = seeded.filter((c) => c.uid.startsWith('seed-trainer-') && c.verified);
  await expect.poll(async () => (await badges()).every(Boolean) && (await badges()).length > 0).toBe(true);
  expect((await badges()).length).toBeLessThanOrEqual(Math.max(verified.length, 12));
});
