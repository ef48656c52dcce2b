import { documentView, type DocumentRow, type MoneyDocument } from '@skillsetu/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 50;

/**
 * The standard PDF fonts encode WinAnsi only: no ₹ (U+20B9) and no U+2212 minus. The PDF writes
 * 'INR 5,999.50' and '-INR 4,704' instead (docs/decisions/192-invoices.md).
 */
export function pdfSafe(text: string): string {
  return text
    .replace(/\u2212₹/g, '-INR ')
    .replace(/₹/g, 'INR ')
    .replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '-');
}

/** A document as an A4 PDF (pdf-lib, Helvetica): the same rows as the web page (documentView). */
export async function renderDocumentPdf(doc: MoneyDocument): Promise<Uint8Array> {
  const view = documentView(doc);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${view.title} ${view.number}`);
  pdf.setAuthor('SkillSetu');
  const page = pdf.addPage(A4);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = A4[1] - 60;
  const text = (p: PDFPage, s: string, x: number, size: number, f: PDFFont) =>
    p.drawText(pdfSafe(s), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });
  text(page, view.title, LEFT, 20, bold);
  y -= 30;
  const section = (heading: string, rows: DocumentRow[]) => {
    text(page, heading, LEFT, 12, bold);
    y -= 18;
    for (const r of rows) {
      text(page, r.label, LEFT, 10, font);
      text(page, r.value, LEFT + 150, 10, r.label === 'Total' ? bold : font);
      y -= 15;
    }
    y -= 10;
  };
  section('Document', view.header);
  section(doc.on_behalf_of_trainer ? 'Supplier (trainer)' : 'Supplier', view.supplier);
  section('Recipient', view.recipient);
  section('Supply', view.amounts);
  for (const line of view.footer) {
    text(page, line, LEFT, 9, font);
    y -= 13;
  }
  return pdf.save();
}
