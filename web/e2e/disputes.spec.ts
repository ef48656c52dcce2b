import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS } from '../../scripts/seed/index.mjs';
import { adminDb, uidOf } from './support/admin';
import { clickEnrollNow, payForCourse } from './support/checkout';
import { seedCourse, uniqueSuffix, waitForCourseOnCard } from './support/courses';
import { expect, test, type IsolatedPage } from './support/fixtures';
import { startSignedIn } from './support/session';

// Disputes end to end (docs/sessions.md#report-a-problem, docs/admin.md#disputes): the demo learner
// buys a batch with planned classes (paid per class), the first class is held, the learner reports
// a trainer no-show from My Learning, the demo admin resolves it from the Disputes tab, and the
// learner reads the refund. Classes are written with the Admin SDK as scheduleSessions and
// markAttendance would write them (the sessions spec drives those screens).

const SLOW = { timeout: 60_000 };
const HOUR = 3_600_000;

/** A published course of the demo trainer with one batch starting in 2 h and two planned classes. */
async function courseWithClasses(title: string, price: number) {
  const trainerUid = await uidOf('trainer@skillsetu.demo');
  const courseId = await seedCourse({ trainerUid, idPrefix: 'e2e-disputes', title, spec: 'disputes', price });
  const batchId = `${courseId}-b`;
  const db = adminDb();
  await db.doc(`batches/${batchId}`).set({
    course_id: courseId,
    trainer_id: trainerUid,
    starts_at: Timestamp.fromMillis(Date.now() + 2 * HOUR),
    ends_at: Timestamp.fromMillis(Date.now() + 27 * HOUR),
    seats: 8,
    seats_taken: 0,
    schedule: 'Weekends',
    status: 'scheduled',
    sessions_count: 2,
    created_at: Timestamp.now(),
  });
  for (const n of [1, 2]) {
    const start = Timestamp.fromMillis(Date.now() + (2 + (n - 1) * 24) * HOUR);
    await db.doc(`batches/${batchId}/sessions/${n}`).set({
      n,
      batch_id: batchId,
      course_id: courseId,
      trainer_id: trainerUid,
      starts_at: start,
      ends_at: Timestamp.fromMillis(start.toMillis() + HOUR),
      duration_minutes: 60,
      status: 'scheduled',
      original_starts_at: start,
      reschedules: 0,
    });
  }
  await db.doc(`class_links/${batchId}`).set({
    batch_id: batchId,
    course_id: courseId,
    trainer_id: trainerUid,
    mode: 'online',
    provider: 'jitsi',
    join_url: `https://meet.jit.si/SkillSetu-${batchId}`,
    venue: null,
    maps_url: null,
  });
  const { publicId } = await waitForCourseOnCard(trainerUid, title);
  return { courseId, batchId, publicId };
}

async function signedIn(isolatedPage: IsolatedPage, email: string, password: string): Promise<Page> {
  const page = await isolatedPage();
  await startSignedIn(page, { email, password });
  return page;
}

async function signInAdmin(isolatedPage: IsolatedPage): Promise<Page> {
  const page = await isolatedPage();
  await page.goto('/admin-login');
  const form = page.getByRole('form', { name: 'Admin login' });
  await form.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.admin.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.admin.password);
  await form.getByRole('button', { name: 'Access Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/, SLOW);
  return page;
}

test.describe('disputes', () => {
  test.describe.configure({ timeout: 300_000 });

  test('disputes: the learner reports a class, the admin resolves it, the learner reads the refund', async ({
    isolatedPage,
  }) => {
    const title = `Disputes E2E ${uniqueSuffix().slice(-6)}`;
    const { batchId, publicId } = await courseWithClasses(title, 999);
    const learner = await signedIn(isolatedPage, 'learner@skillsetu.demo', 'learner123');
    await learner.goto(`/trainer/${publicId}`);
    await clickEnrollNow(learner, title);
    await expect(learner.getByTestId('payment-dialog').getByTestId('batch-picker')).toBeVisible(SLOW);
    await payForCourse(learner, { price: 999, phone: '9876500000' });

    // Class 1 took place an hour ago and was marked held (time passes).
    await adminDb()
      .doc(`batches/${batchId}/sessions/1`)
      .update({
        starts_at: Timestamp.fromMillis(Date.now() - 2 * HOUR),
        ends_at: Timestamp.fromMillis(Date.now() - HOUR),
        status: 'held',
        held_at: Timestamp.now(),
      });

    await learner.goto('/my-learning');
    const card = learner.getByTestId('enrollment-card').filter({ hasText: title });
    const problems = card.getByTestId('class-problems');
    await problems.getByRole('button', { name: 'Report a problem' }).click(SLOW);
    const form = problems.getByTestId('report-problem-form');
    await form.getByLabel('What went wrong').selectOption('trainer_no_show');
    await form.getByLabel('What happened').fill('Nobody joined the call for the whole hour.');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(problems.getByTestId('class-dispute')).toContainText('Class 1: Reported · resolution due by', SLOW);

    const admin = await signInAdmin(isolatedPage);
    await admin.getByRole('link', { name: 'Disputes' }).click();
    const item = admin.getByTestId('disputes-list').getByRole('button').filter({ hasText: title });
    await expect(item).toContainText('Trainer no-show · class 1', SLOW);
    await expect(item).toContainText('Due by');
    await item.click();
    const view = admin.getByTestId('dispute-view');
    await expect(view.getByTestId('dispute-record')).toContainText('Marked held by the trainer', SLOW);
    await expect(view).toContainText('Nobody joined the call for the whole hour.');
    await view.getByRole('button', { name: 'Trainer no-show: refund 100 %' }).click();
    await expect(admin.getByTestId('disputes-list').getByRole('button').filter({ hasText: title })).toHaveCount(
      0,
      SLOW,
    );

    // Half of ₹999 is class 1's share: ₹499.50 back to the learner.
    await expect(problems.getByTestId('class-dispute')).toContainText(
      'Class 1: Resolved: Trainer no-show · ₹499.50 refunded',
      SLOW,
    );
  });
});
