import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callError, closeApps, newUser, type TestUser } from '../payments/payments-test-env';
import { pdfText } from '../../../scripts/lib/pdf-text.mjs';
import { pdfSafe } from './render-pdf';

const db = adminDb();
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [learner, other] = await Promise.all([newUser('learner'), newUser('other')]);
  await db.doc(`invoices/ord_pdf_${learner.uid}`).set({
    number: 'ST/26-27/000042',
    kind: 'tax_invoice',
    order_id: `pdf_${learner.uid}`,
    issued_at: new Date('2026-11-25T06:00:00Z'),
    on_behalf_of_trainer: true,
    supplier: { uid: 'tina', name: 'Tina Rao', state: '27', gstin: '27AAPFU0939F1ZV' },
    recipient: { uid: learner.uid, name: 'Asha Rao', state: '29', gstin: null },
    place_of_supply: '29',
    description: 'Training: React from zero',
    sac: '999293',
    taxable_paise: 508_432,
    cgst_paise: 0,
    sgst_paise: 0,
    igst_paise: 91_518,
    total_paise: 599_950,
    total_in_words: 'Rupees Five Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
    party_uids: ['tina', learner.uid],
  });
});
afterAll(closeApps);

describe('invoicePdf', () => {
  it('gives the recipient an A4 PDF with the document text', { timeout: 120_000 }, async () => {
    const res = await learner.call<object, { filename: string; pdf_base64: string }>('invoicePdf', {
      id: `ord_pdf_${learner.uid}`,
    });
    expect(res.filename).toBe('ST-26-27-000042.pdf');
    const bytes = Buffer.from(res.pdf_base64, 'base64');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = pdfText(bytes);
    for (const s of [
      'Tax Invoice',
      'ST/26-27/000042',
      '27AAPFU0939F1ZV',
      'Karnataka (29)',
      '999293',
      'IGST (18%)',
      'INR 915.18',
      'INR 5,999.50',
      'Rupees Five Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
      'Issued by SkillSetu on behalf of Tina Rao.',
    ]) {
      expect(text, s).toContain(s);
    }
  });

  it('refuses anyone else as not found, and a bad id', async () => {
    expect(await callError(other.call('invoicePdf', { id: `ord_pdf_${learner.uid}` }))).toMatchObject({
      code: 'not-found',
    });
    expect(await callError(other.call('invoicePdf', { id: '../orders/x' }))).toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('writes ₹ and the minus sign in the standard font encoding', () => {
    expect(pdfSafe('\u2212₹4,704 and ₹5,999.50')).toBe('-INR 4,704 and INR 5,999.50');
  });
});
