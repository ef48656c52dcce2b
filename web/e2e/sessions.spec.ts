import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import fs from 'node:fs/promises';
import { adminDb, uidOf } from './support/admin';
import { clickEnrollNow, payForCourse } from './support/checkout';
import { seedCourse, uniqueSuffix, waitForCourseOnCard } from './support/courses';
import { expect, test, type IsolatedPage } from './support/fixtures';
import { startSignedIn } from './support/session';

// Sessions end to end (docs/sessions.md): the demo trainer plans a bought batch's classes in the
// dashboard; the demo learner sees Next class in My Learning, downloads the .ics (one VEVENT per
// class) and gets Join class once the class is 15 minutes away; the trainer marks attendance.

const SLOW = { timeout: 60_000 };
const HOUR = 3_600_000;

/** A published course of the demo trainer with one batch starting `hours` from now. */
async function courseWithBatch(title: string, price: number, hours: number) {
  const trainerUid = await uidOf('trainer@skillsetu.demo');
  const courseId = await seedCourse({ trainerUid, idPrefix: 'e2e-sessions', title, spec: 'sessions', price });
  await adminDb()
    .doc(`batches/${courseId}-b`)
    .set({
      course_id: courseId,
      trainer_id: trainerUid,
      starts_at: Timestamp.fromMillis(Date.now() + hours * HOUR),
      ends_at: null,
      seats: 8,
      seats_taken: 0,
      schedule: 'Weekends',
      status: 'scheduled',
      created_at: Timestamp.now(),
    });
  const { publicId } = await waitForCourseOnCard(trainerUid, title);
  return { courseId, batchId: `${courseId}-b`, publicId };
}

async function signedIn(isolatedPage: IsolatedPage, email: string, password: string): Promise<Page> {
  const page = await isolatedPage({ acceptDownloads: true });
  await startSignedIn(page, { email, password });
  return page;
}

/** 'YYYY-MM-DDTHH:mm' IST, `hours` from now. */
const istIn = (hours: number) => new Date(Date.now() + hours * HOUR + 5.5 * HOUR).toISOString().slice(0, 16);

test.describe('sessions', () => {
  test.describe.configure({ timeout: 300_000 });

  test('sessions: the trainer plans classes and marks attendance; the learner sees Next class, the .ics, Join class', async ({
    isolatedPage,
  }) => {
    const title = `Sessions E2E ${uniqueSuffix().slice(-6)}`;
    const { batchId, publicId } = await courseWithBatch(title, 999, 2);
    const learner = await signedIn(isolatedPage, 'learner@skillsetu.demo', 'learner123');
    await learner.goto(`/trainer/${publicId}`);
    await clickEnrollNow(learner, title);
    await expect(learner.getByTestId('payment-dialog').getByTestId('batch-picker')).toBeVisible(SLOW);
    await payForCourse(learner, { price: 999, phone: '9876500000' });

    const trainer = await signedIn(isolatedPage, 'trainer@skillsetu.demo', 'trainer123');
    await trainer.goto('/trainer-dashboard?tab=courses');
    await trainer
      .getByTestId('trainer-batch')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Classes' })
      .click();
    const dialog = trainer.getByTestId('sessions-dialog');
    const form = dialog.getByTestId('plan-sessions-form');
    await form.getByRole('combobox').first().selectOption('dates');
    await form.getByLabel('Class 1 (IST)').fill(istIn(26));
    await form.getByRole('button', { name: 'Add a date' }).click();
    await form.getByLabel('Class 2 (IST)').fill(istIn(50));
    await form.getByRole('button', { name: 'Add a date' }).click();
    await form.getByLabel('Class 3 (IST)').fill(istIn(74));
    await form.getByRole('button', { name: 'Plan classes' }).click();
    await expect(dialog.getByTestId('session-row')).toHaveCount(3, SLOW);
    await expect(dialog.getByTestId('class-place')).toContainText('https://meet.jit.si/SkillSetu-');

    await learner.goto('/my-learning');
    const next = learner.getByTestId('enrollment-card').filter({ hasText: title }).getByTestId('next-class');
    await expect(next).toContainText('Next class', SLOW);
    await expect(next).toContainText('Class 1:');
    await expect(next.getByRole('button', { name: 'Join class' })).toBeDisabled();
    await expect(next).toContainText('Opens 15 minutes before the start.');
    const [download] = await Promise.all([
      learner.waitForEvent('download', SLOW),
      next.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    const ics = await fs.readFile((await download.path()) ?? '', 'utf8');
    expect(ics.match(/^BEGIN:VEVENT\r?$/gm)).toHaveLength(3);
    expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:');
    await expect(next.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
    );

    // The class comes within 15 minutes (time passes): Join class opens the batch's room.
    await adminDb()
      .doc(`batches/${batchId}/sessions/1`)
      .update({
        starts_at: Timestamp.fromMillis(Date.now() + 10 * 60_000),
        ends_at: Timestamp.fromMillis(Date.now() + HOUR),
      });
    const join = next.getByRole('link', { name: 'Join class' });
    await expect(join).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/SkillSetu-/, SLOW);

    // The class began: the trainer marks the learner present; My Learning counts it.
    await adminDb()
      .doc(`batches/${batchId}/sessions/1`)
      .update({ starts_at: Timestamp.fromMillis(Date.now() - 5 * 60_000) });
    const row = dialog.getByTestId('session-row').first();
    await row.getByRole('button', { name: 'Mark attendance' }).click(SLOW);
    const attendance = row.getByTestId('attendance-form');
    await expect(attendance.getByRole('checkbox')).toHaveCount(1, SLOW);
    await expect(attendance.getByRole('checkbox')).toBeChecked();
    await attendance.getByRole('button', { name: 'Save attendance' }).click();
    await expect(row).toContainText('Held', SLOW);
    await expect(next.getByTestId('class-progress')).toContainText('1 of 1 class attended', SLOW);
  });
});
