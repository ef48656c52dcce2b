import type { Page } from '@playwright/test';
import { CANCEL_MESSAGES, COURSE_LIFECYCLE_MESSAGES, courseStats } from '@skillsetu/domain';
import { adminDb, uidOf } from './support/admin';
import { seedCourse, waitForCourseOnCard } from './support/courses';
import { expect, test } from './support/fixtures';
import { startSignedIn } from './support/session';

// The course lifecycle on screen (docs/decisions/132-self-paced-courses.md, 133-course-lifecycle.md):
// a course with no upcoming batch that is not self-paced is not payable; a course learners paid for
// offers Unpublish and explains why it cannot be deleted.

const SLOW = { timeout: 60_000 };
const card = (page: Page, title: string) =>
  page.getByTestId('course-card').filter({ has: page.getByRole('button', { name: `Actions for ${title}` }) });

test.describe('course lifecycle', () => {
  test('course lifecycle: no batch and not self-paced says so instead of Enroll Now', async ({ page }) => {
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const title = `Batch-only SQL ${Date.now()}`;
    const courseId = await seedCourse({
      trainerUid,
      idPrefix: 'e2e-lifecycle',
      title,
      spec: 'course lifecycle',
      price: 2499,
      selfPaced: false,
    });
    await waitForCourseOnCard(trainerUid, title, 30_000);
    await page.goto(`/course/${courseId}`);
    await expect(page.getByTestId('no-upcoming-batch')).toHaveText(CANCEL_MESSAGES.noUpcomingBatch, SLOW);
    await expect(page.getByRole('button', { name: 'Enroll Now' })).toHaveCount(0);
  });

  test('course lifecycle: a course learners paid for is unpublished, never deleted', async ({ page }) => {
    test.setTimeout(120_000);
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const title = `Paid React ${Date.now()}`;
    const courseId = await seedCourse({
      trainerUid,
      idPrefix: 'e2e-lifecycle',
      title,
      spec: 'course lifecycle',
      price: 1999,
    });
    // What the enrolment trigger keeps after a sale (functions/src/learning/course-stats.ts).
    await adminDb()
      .doc(`course_stats/${courseId}`)
      .set(courseStats.make({ students: 1, as_of: new Date() }));

    await startSignedIn(
      page,
      { email: 'trainer@skillsetu.demo', password: 'trainer123' },
      '/trainer-dashboard?tab=courses',
    );
    const course = card(page, title);
    await expect(course.getByText('Published')).toBeVisible(SLOW);
    await course.getByRole('button', { name: `Actions for ${title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('delete-blocked')).toHaveText(COURSE_LIFECYCLE_MESSAGES.deleteBlocked, SLOW);
    await expect(dialog.getByRole('button', { name: 'Delete Course' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Unpublish Course' }).click();
    await expect(course.getByText('Draft')).toBeVisible(SLOW);
    await expect
      .poll(async () => (await adminDb().doc(`courses/${courseId}`).get()).get('is_active'), SLOW)
      .toBe(false);
  });
});
