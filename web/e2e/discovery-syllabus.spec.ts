import type { TrainerCard } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, allTrainerCards } from './support/admin';
import { gotoReady } from './support/app-ready';
import { AWAY_FROM_AUTH, expect, login, test } from './support/fixtures';
import { startSignedIn } from './support/session';

// Courses are pages (docs/decisions/072-courses-as-pages.md, 074): a trainer writes a syllabus on the dashboard; the
// course page shows it (Curriculum, Preview Course) and prints it (Download Syllabus); the
// dashboard and My Learning link course titles to /course/{id}.

let seeded: TrainerCard[] = [];
test.beforeAll(async () => {
  seeded = (await allTrainerCards()).filter((c) => c.uid.startsWith('seed-trainer-'));
});

test('syllabus: the trainer writes modules and lessons; the course page shows, previews and prints them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const trainer = seeded.find((c) => c.name === 'Ishaan Kapoor')!;
  const course = trainer.courses[0]!;
  const db = adminDb();
  await db.doc(`courses/${course.id}`).update({ syllabus: FieldValue.delete(), intro_video_url: FieldValue.delete() });
  try {
    // without a syllabus or a video, the course page hides Preview Course and Download Syllabus
    await gotoReady(page, `/course/${course.id}`);
    await expect(
      page.getByRole('button', { name: 'Enroll Now' }).or(page.getByRole('link', { name: 'Enroll Now' })),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Preview Course' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download Syllabus' })).toHaveCount(0);

    await login(
      page,
      { email: 'ishaan.kapoor@trainers.skillsetu.demo', password: 'trainer123' },
      { landing: AWAY_FROM_AUTH },
    );
    await gotoReady(page, '/trainer-dashboard');
    await page.getByRole('tab', { name: 'courses' }).click();
    const card = page
      .getByTestId('course-card')
      .filter({ has: page.getByRole('button', { name: `Actions for ${course.title}` }) });
    await card.getByRole('button', { name: 'Add Syllabus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Syllabus' });
    await dialog.getByLabel('Intro video link (optional)').fill('https://www.youtube.com/watch?v=skillsetu');
    await dialog.getByLabel('Module 1 title').fill('Unity Basics');
    await dialog.getByLabel('Module 1 lesson 1 title').fill('The Unity editor');
    await dialog.getByLabel('Module 1 lesson 1 length').selectOption({ label: '30 min' });
    await dialog.getByRole('button', { name: 'Add lesson to module 1' }).click();
    await dialog.getByLabel('Module 1 lesson 2 title').fill('Scenes and prefabs');
    await dialog.getByLabel('Module 1 lesson 2 length').selectOption({ label: '1 h 30 min' });
    await dialog.getByRole('button', { name: 'Add module' }).click();
    // a module without a title is refused with a message that says where
    await dialog.getByLabel('Module 2 lesson 1 title').fill('Rigidbodies');
    await dialog.getByRole('button', { name: 'Save Syllabus' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Module 2 title: Use letters or numbers');
    await dialog.getByLabel('Module 2 title').fill('Physics');
    await dialog.getByRole('button', { name: 'Save Syllabus' }).click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await db.doc(`courses/${course.id}`).get()).get('syllabus'), { timeout: 30_000 })
      .toEqual({
        modules: ['Unity Basics', 'Physics'],
        lessons: ['0|30|The Unity editor', '0|90|Scenes and prefabs', '1|45|Rigidbodies'],
      });
    await expect(card.getByRole('button', { name: 'Edit Syllabus' })).toBeVisible();

    // the dashboard links the published course to its page
    await card.getByRole('link', { name: `View the course page of ${course.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}$`));
    const curriculum = page.getByRole('tabpanel', { name: 'Curriculum' });
    await expect(curriculum.getByRole('heading', { name: 'Unity Basics' })).toBeVisible({ timeout: 30_000 });
    await expect(curriculum.getByText('Scenes and prefabs')).toBeVisible();
    await expect(curriculum.getByText('1 h 30 min')).toBeVisible();
    await expect(page.getByText('3 lessons')).toBeVisible();

    await page.getByRole('button', { name: 'Preview Course' }).click();
    const preview = page.getByRole('dialog', { name: `Preview: ${course.title}` });
    await expect(preview.getByRole('link', { name: /intro video/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=skillsetu',
    );
    await expect(preview.getByRole('heading', { name: 'Unity Basics' })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Physics' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Download Syllabus: the printable page, whose button opens the browser's print dialog
    await page.evaluate(() => {
      (window as unknown as { __printed: number }).__printed = 0;
      window.print = () => void ((window as unknown as { __printed: number }).__printed += 1);
    });
    await page.getByRole('link', { name: 'Download Syllabus' }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}/syllabus$`));
    const printable = page.getByTestId('printable-syllabus');
    await expect(printable.getByRole('heading', { level: 1, name: course.title })).toBeVisible({ timeout: 30_000 });
    await expect(printable.getByRole('heading', { name: 'Physics' })).toBeVisible();
    await expect(printable.getByText('2 modules · 3 lessons')).toBeVisible();
    await printable.getByRole('button', { name: 'Print or Save as PDF' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(printable.getByRole('button', { name: 'Print or Save as PDF' })).toBeHidden();
    await expect(page.locator('footer').first()).toBeHidden();
  } finally {
    await db
      .doc(`courses/${course.id}`)
      .update({ syllabus: FieldValue.delete(), intro_video_url: FieldValue.delete() });
  }
});

test('My Learning links each enrolled course title to its page', async ({ page }) => {
  await startSignedIn(page, { email: 'learner1@learners.skillsetu.demo', password: 'learner123' });
  await gotoReady(page, '/my-learning');
  const link = page.getByRole('link', { name: /./ }).and(page.locator('a[href^="/course/"]')).first();
  await expect(link).toBeVisible({ timeout: 30_000 });
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Course Not Found' })).toHaveCount(0);
});
