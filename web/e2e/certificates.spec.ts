import type { Page } from '@playwright/test';
import { CERTIFICATE_TEXT } from '@skillsetu/domain';
import fs from 'node:fs/promises';
import { pdfText } from '../../scripts/lib/pdf-text.mjs';
import { adminDb, uidOf } from './support/admin';
import { expect, test, type IsolatedPage } from './support/fixtures';
import { startSignedIn } from './support/session';

// Certificates and the seeded classes end to end (docs/learning-and-reviews.md, scripts/seed/classes.mjs):
// a visitor opens the demo learner's certificate and downloads its PDF (text and QR code); the demo
// learner sees Next class of the running batch and its .ics; the demo trainer marks today's class.

const SLOW = { timeout: 60_000 };

async function signedIn(isolatedPage: IsolatedPage, email: string, password: string): Promise<Page> {
  const page = await isolatedPage({ acceptDownloads: true });
  await startSignedIn(page, { email, password });
  return page;
}

test.describe('certificates', () => {
  test.describe.configure({ timeout: 300_000 });

  test('certificates: a visitor verifies the seeded certificate and downloads its PDF', async ({ isolatedPage }) => {
    const learnerUid = await uidOf('learner@skillsetu.demo');
    const issues = await adminDb().collection('certificate_issues').where('learner_id', '==', learnerUid).get();
    expect(issues.size).toBe(1);
    const certificateId = String(issues.docs[0]?.get('certificate_id'));
    const visitor = await isolatedPage({ acceptDownloads: true });
    await visitor.goto(`/certificates/${certificateId}`);
    const page = visitor.getByTestId('certificate');
    await expect(page.getByRole('heading', { name: CERTIFICATE_TEXT.title })).toBeVisible(SLOW);
    await expect(page.getByTestId('certificate-status')).toHaveText(CERTIFICATE_TEXT.valid);
    await expect(page).toContainText('Aarav Mehta');
    await expect(page).toContainText('3 of 4');
    await expect(page).toContainText('6 hours');
    await expect(page.getByRole('link', { name: CERTIFICATE_TEXT.linkedIn })).toHaveAttribute(
      'href',
      new RegExp(`^https://www\\.linkedin\\.com/profile/add\\?startTask=CERTIFICATION_NAME&.*certId=${certificateId}`),
    );
    const [download] = await Promise.all([
      visitor.waitForEvent('download', SLOW),
      page.getByRole('button', { name: CERTIFICATE_TEXT.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`skillsetu-certificate-${certificateId}.pdf`);
    const bytes = await fs.readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain(CERTIFICATE_TEXT.title);
    expect(text).toContain('Aarav Mehta');
    expect(text).toContain(`/certificates/${certificateId}`);
    // The QR code is an embedded image.
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  test('certificates: the learner sees Next class and the .ics; the trainer marks today’s class', async ({
    isolatedPage,
  }) => {
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const title = String((await adminDb().doc(`courses/${trainerUid}-c1`).get()).get('title'));
    const learner = await signedIn(isolatedPage, 'learner@skillsetu.demo', 'learner123');
    await learner.goto('/my-learning');
    const next = learner.getByTestId('enrollment-card').filter({ hasText: title }).getByTestId('next-class');
    await expect(next).toContainText('Next class', SLOW);
    await expect(next).toContainText('Class 4:');
    await expect(next.getByTestId('class-progress')).toContainText('2 of 2 classes attended', SLOW);
    const [download] = await Promise.all([
      learner.waitForEvent('download', SLOW),
      next.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    const ics = await fs.readFile((await download.path()) ?? '', 'utf8');
    expect(ics.match(/^BEGIN:VEVENT\r?$/gm)).toHaveLength(6);

    const trainer = await signedIn(isolatedPage, 'trainer@skillsetu.demo', 'trainer123');
    await trainer.goto('/trainer-dashboard?tab=courses');
    await trainer
      .getByTestId('trainer-batch')
      .filter({ hasText: title })
      .filter({ hasText: 'Running' })
      .getByRole('button', { name: 'Classes' })
      .click();
    const dialog = trainer.getByTestId('sessions-dialog');
    await expect(dialog.getByTestId('session-row')).toHaveCount(6, SLOW);
    // Only today's class (3 of 6) has begun without attendance; its button gives way to the form.
    await expect(dialog.getByRole('button', { name: 'Mark attendance' })).toHaveCount(1);
    const row = dialog.getByTestId('session-row').nth(2);
    await row.getByRole('button', { name: 'Mark attendance' }).click();
    const attendance = row.getByTestId('attendance-form');
    await expect(attendance.getByRole('checkbox')).toHaveCount(1, SLOW);
    await attendance.getByRole('button', { name: 'Save attendance' }).click();
    await expect(row).toContainText('Held', SLOW);
    await expect(next.getByTestId('class-progress')).toContainText('3 of 3 classes attended', SLOW);
  });
});
