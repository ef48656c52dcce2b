import { inflateSync } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { INCL_GST, REFUND_TERMS_NOW } from '@skillsetu/domain';
import { expect, test } from './support/fixtures';
import { startSignedIn } from './support/session';
import { adminDb, uidOf } from './support/admin';
import { clickEnrollNow, payForCourse } from './support/checkout';
import { seedCourse, uniqueSuffix, waitForCourseOnCard } from './support/courses';

// Money documents end to end (docs/payments.md#invoices): the enrol dialog of a batch 36 h away shows
// the 50 % tier and "incl. GST"; the learner downloads the invoice from the receipt, cancels, and
// downloads the credit note, whose PDF names the invoice.

const SLOW = { timeout: 60_000 };
const HOUR_MS = 3_600_000;

/** The text drawn in a PDF: pdf-lib writes each string as hex inside flate-compressed content streams. */
function pdfText(bytes: Buffer): string {
  const out: string[] = [];
  for (const m of bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const h of body.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) out.push(Buffer.from(h[1] ?? '', 'hex').toString('latin1'));
  }
  return out.join('\n');
}

/** Opens the receipt's link `testId` and downloads that document's PDF: its heading and PDF text. */
async function downloadFromReceipt(page: Page, title: string, testId: string) {
  await page.goto('/my-learning');
  const card = page.getByTestId('enrollment-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'View receipt' }).click();
  await page.getByTestId('receipt-dialog').getByTestId(testId).click();
  const heading = page.getByRole('heading', { level: 1 });
  // The trigger issues the document within moments of the payment or refund; reload until it is there.
  await expect(async () => {
    await page.reload();
    await expect(heading).toContainText(/\/\d{2}-\d{2}\/\d{6}/, { timeout: 5_000 });
  }).toPass(SLOW);
  const number = ((await heading.innerText()).match(/[A-Z]{2}\/\d{2}-\d{2}\/\d{6}/) ?? [''])[0];
  const [download] = await Promise.all([
    page.waitForEvent('download', SLOW),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const text = pdfText(await readFile(await download.path()));
  return { number, text };
}

test.describe('money documents', () => {
  test.describe.configure({ timeout: 240_000 });

  test('money documents: tier 36 h before, invoice and credit note PDFs from the receipt', async ({ browser }) => {
    const trainerUid = await uidOf('trainer@skillsetu.demo');
    const title = `Documents E2E ${uniqueSuffix().slice(-6)}`;
    const courseId = await seedCourse({
      trainerUid,
      idPrefix: 'e2e-docs',
      title,
      spec: 'documents',
      price: 1000,
      selfPaced: false,
    });
    await adminDb()
      .doc(`batches/${courseId}-b`)
      .set({
        course_id: courseId,
        trainer_id: trainerUid,
        starts_at: Timestamp.fromMillis(Date.now() + 36 * HOUR_MS),
        ends_at: null,
        seats: 8,
        seats_taken: 0,
        schedule: 'Sat–Sun, 10 AM IST',
        status: 'scheduled',
        created_at: Timestamp.now(),
      });
    const { publicId } = await waitForCourseOnCard(trainerUid, title);

    const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
    await startSignedIn(page, { email: 'learner@skillsetu.demo', password: 'learner123' }, `/trainer/${publicId}`);
    await clickEnrollNow(page, title);
    const dialog = page.getByTestId('payment-dialog');
    // 36 h before the start: already in the 50 % tier, and the price says it includes GST.
    await expect(dialog.getByTestId('refund-terms')).toContainText(REFUND_TERMS_NOW.half, SLOW);
    await expect(dialog).toContainText(`₹1,000 ${INCL_GST}`);
    await payForCourse(page, { price: 1000, phone: '9876500000' });

    const invoice = await downloadFromReceipt(page, title, 'receipt-invoice-link');
    expect(invoice.text).toContain(invoice.number);
    expect(invoice.text).toMatch(/Tax Invoice|Bill of Supply/);
    expect(invoice.text).toContain('INR 1,000');

    // Cancel 36 h before: 50 % back, and a credit note against the invoice.
    await page.goto('/my-learning');
    const card = page.getByTestId('enrollment-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'Cancel enrolment' }).click();
    const cancel = page.getByTestId('cancel-enrolment-dialog');
    await expect(cancel.getByTestId('refund-quote')).toContainText('50%', SLOW);
    await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(card.getByTestId('refund-status')).toContainText('Refund processed', SLOW);

    const note = await downloadFromReceipt(page, title, 'receipt-credit-note-link');
    expect(note.number).toMatch(/^CN\//);
    expect(note.text).toContain('Credit Note');
    expect(note.text).toContain(invoice.number);
    expect(note.text).toContain('INR 500');
  });
});
