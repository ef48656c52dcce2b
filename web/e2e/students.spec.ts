import { expect, test, type Page } from '@playwright/test';
import { conversationId, PAYMENT_MESSAGES, STUDENTS_CSV_HEADER, STUDENTS_TEXT } from '@skillsetu/domain';
import fs from 'node:fs/promises';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from './support/admin';

// The trainer's Students tab end to end: the demo learner buys a course through the Razorpay test
// double; the trainer gets the 'New student enrolled' notification, whose View opens the Students
// tab, where the sale is a row (learner's display name, course link, amount, Active); the course
// filter keeps it; Message opens the conversation or explains; the layout holds at 360 px.

const checkout = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout (test mode)' });
/** Callables and triggers on a loaded emulator: generous waits for network-bound steps. */
const SLOW = { timeout: 60_000 };

async function uidOf(email: string): Promise<string> {
  const uid = (await adminDb().collection('profiles').where('email', '==', email).get()).docs[0]?.id;
  expect(uid).toBeTruthy();
  return uid as string;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth$/, SLOW);
}

test.describe('students', () => {
  test.describe.configure({ timeout: 300_000 });

  test('students: a sale notifies the trainer, who sees the student in the Students tab', async ({ page, browser }) => {
    const db = adminDb();
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const learnerUid = await uidOf('learner@skillsetu.demo');
    const learnerName = String((await db.doc(`profiles/${learnerUid}`).get()).get('full_name'));
    const courseId = `e2e-students-${Date.now()}`;
    const title = `Students E2E Course ${courseId.slice(-6)}`;
    await db.doc(`courses/${courseId}`).set({
      trainer_id: trainerUid,
      title,
      description: 'Written by the students spec.',
      price: 1299,
      duration: '2 weeks',
      category: 'Web Development',
      skills: ['HTML'],
      mode: 'Online',
      batch_size: null,
      prerequisites: null,
      is_active: true,
      created_at: Timestamp.now(),
    });
    await expect
      .poll(async () => {
        const card = (await db.doc(`trainer_cards/${trainerUid}`).get()).data();
        return (card?.courses as { title: string }[] | undefined)?.some((c) => c.title === title) ?? false;
      }, SLOW)
      .toBe(true);
    const publicId = (await db.doc(`trainer_cards/${trainerUid}`).get()).get('id') as number;

    // The sale: the demo learner pays through the test double.
    await signIn(page, 'learner@skillsetu.demo', 'learner123');
    await page.goto(`/trainer/${publicId}`);
    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.getByRole('button', { name: `Enroll Now in ${title}` }).click();
    const pay = page.getByTestId('payment-dialog');
    await expect(pay.getByLabel('Email')).toHaveValue('learner@skillsetu.demo');
    await pay.getByLabel('Phone').fill('9876500000');
    await pay.getByRole('button', { name: 'Pay ₹1,299' }).click();
    await expect(checkout(page)).toBeVisible(SLOW);
    await checkout(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText(PAYMENT_MESSAGES.success.description ?? '')).toBeVisible(SLOW);

    // The trainer is notified and opens the Students tab from the notification.
    const context = await browser.newContext();
    const trainer = await context.newPage();
    await signIn(trainer, 'trainer@skillsetu.demo', 'trainer123');
    await trainer.goto('/profile');
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
    expect(lines[1]).toContain(',1299,0,');
    await expect(tab.getByText(STUDENTS_TEXT.exportDone(1))).toBeVisible();

    // Message: the existing conversation opens; without one the row explains who starts it.
    const hasConversation = (await db.doc(`conversations/${conversationId(learnerUid, trainerUid)}`).get()).exists;
    await tab.getByRole('button', { name: `${STUDENTS_TEXT.message} ${learnerName}` }).click();
    if (hasConversation) await expect(trainer).toHaveURL(/\/messages\?c=/, SLOW);
    else await expect(tab.getByText(STUDENTS_TEXT.noConversation(learnerName))).toBeVisible(SLOW);
    await context.close();
  });
});
