import { conversationId, STUDENTS_CSV_HEADER, STUDENTS_TEXT } from '@skillsetu/domain';
import fs from 'node:fs/promises';
import { adminDb, uidOf } from './support/admin';
import { buyCourse } from './support/checkout';
import { seedCourse, uniqueSuffix, waitForCourseOnCard } from './support/courses';
import { expect, test } from './support/fixtures';
import { startSignedIn } from './support/session';

// The trainer's Students tab end to end: the demo learner buys a course through the Razorpay test
// double; the trainer gets the 'New student enrolled' notification, whose View opens the Students
// tab, where the sale is a row (learner's display name, course link, amount, Active); the course
// filter keeps it; Message opens the conversation or explains; the layout holds at 360 px.

/** Callables and triggers on a loaded emulator: generous waits for network-bound steps. */
const SLOW = { timeout: 60_000 };

test.describe('students', () => {
  test.describe.configure({ timeout: 300_000 });

  test('students: a sale notifies the trainer, who sees the student in the Students tab', async ({
    page,
    isolatedPage,
  }) => {
    const db = adminDb();
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const learnerUid = await uidOf('learner@skillsetu.demo');
    const learnerName = String((await db.doc(`profiles/${learnerUid}`).get()).get('full_name'));
    const title = `Students E2E Course ${uniqueSuffix().slice(-6)}`;
    const courseId = await seedCourse({
      trainerUid,
      idPrefix: 'e2e-students',
      title,
      spec: 'students',
      price: 1299,
      duration: '2 weeks',
      skills: ['HTML'],
    });
    const { publicId } = await waitForCourseOnCard(trainerUid, title);

    // The sale: the demo learner pays through the test double.
    await startSignedIn(page, { email: 'learner@skillsetu.demo', password: 'learner123' }, `/trainer/${publicId}`);
    await buyCourse(page, title, { price: 1299, email: 'learner@skillsetu.demo', phone: '9876500000' });

    // The trainer is notified and opens the Students tab from the notification.
    const trainer = await isolatedPage();
    await startSignedIn(trainer, { email: 'trainer@skillsetu.demo', password: 'trainer123' }, '/profile');
    await trainer
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    const note = trainer
      .getByRole('button', { name: new RegExp(`^${STUDENTS_TEXT.newEnrolmentTitle}`) })
      .filter({ hasText: `${learnerName} enrolled in ${title} (₹1,299).` });
    await expect(note).toBeVisible(SLOW);
    await note.getByRole('button', { name: 'View' }).click();
    await expect(trainer).toHaveURL(/\/trainer-dashboard\?tab=students$/, SLOW);

    const tab = trainer.getByTestId('students-tab');
    const row = tab.getByTestId('student-row').filter({ hasText: title });
    await expect(row).toBeVisible(SLOW);
    await expect(row).toContainText(learnerName);
    await expect(row).toContainText('₹1,299');
    await expect(row).toContainText(STUDENTS_TEXT.status.active);
    await expect(row).not.toContainText('learner@skillsetu.demo');
    await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/course/${courseId}`);
    await expect(trainer.getByTestId('stat-earnings')).toContainText(STUDENTS_TEXT.earningsHelp);

    // On a 360 px phone; filtering by the course keeps only its one student.
    await trainer.setViewportSize({ width: 360, height: 780 });
    await tab.getByLabel('Course').selectOption({ label: title });
    await expect(tab.getByTestId('student-row')).toHaveCount(1, SLOW);
    await expect(tab.getByTestId('student-row')).toContainText(learnerName);
    const overflow = await trainer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Export CSV writes the filtered rows: the header and this one sale, in whole rupees.
    const [download] = await Promise.all([
      trainer.waitForEvent('download', SLOW),
      tab.getByRole('button', { name: STUDENTS_TEXT.exportCsv }).click(),
    ]);
    const csv = await fs.readFile((await download.path()) ?? '', 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(STUDENTS_CSV_HEADER.join(','));
    expect(lines[1]).toContain(`${learnerName},${title},${courseId},`);
    // amounts as rupees with two decimals (docs/decisions/190-one-rupee-format.md)
    expect(lines[1]).toContain(',1299.00,0.00,');
    await expect(tab.getByText(STUDENTS_TEXT.exportDone(1))).toBeVisible();

    // Message: the existing conversation opens; without one the row explains who starts it.
    const hasConversation = (await db.doc(`conversations/${conversationId(learnerUid, trainerUid)}`).get()).exists;
    await tab.getByRole('button', { name: `${STUDENTS_TEXT.message} ${learnerName}` }).click();
    if (hasConversation) await expect(trainer).toHaveURL(/\/messages\?c=/, SLOW);
    else await expect(tab.getByText(STUDENTS_TEXT.noConversation(learnerName))).toBeVisible(SLOW);
  });
});
