import { CERTIFICATE_TEXT, certificateUrl, formatHours, formatIstDate, type Certificate } from '@skillsetu/domain';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { pdfSafe } from '../invoices/render-pdf';

/** A4 landscape, in PDF points. */
const PAGE: [number, number] = [841.89, 595.28];
const INK = rgb(0.1, 0.1, 0.1);
const ACCENT = rgb(0.16, 0.32, 0.62);

/** Draws `text` centred at height y, shrinking the size until it fits 90 % of the page width. */
function centred(page: PDFPage, text: string, y: number, size: number, font: PDFFont, color = INK): void {
  const safe = pdfSafe(text);
  let s = size;
  while (s > 8 && font.widthOfTextAtSize(safe, s) > PAGE[0] * 0.9) s -= 1;
  page.drawText(safe, { x: (PAGE[0] - font.widthOfTextAtSize(safe, s)) / 2, y, size: s, font, color });
}

/**
 * A certificate as a one-page A4 landscape PDF (pdf-lib, Helvetica as the invoices, ADR 206): the
 * learner, course, trainer, IST dates, hours, classes attended, the id, the verification address and
 * a QR code (the `qrcode` package, PNG) pointing to it; a revoked one says so across the page.
 */
export async function renderCertificatePdf(id: string, c: Certificate, origin: string): Promise<Uint8Array> {
  const url = certificateUrl(origin, id);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${CERTIFICATE_TEXT.title}: ${pdfSafe(c.course_title)}`);
  pdf.setAuthor(CERTIFICATE_TEXT.issuer);
  const page = pdf.addPage(PAGE);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 24, y: 24, width: PAGE[0] - 48, height: PAGE[1] - 48, borderColor: ACCENT, borderWidth: 3 });
  centred(page, CERTIFICATE_TEXT.issuer, 510, 16, bold, ACCENT);
  centred(page, CERTIFICATE_TEXT.title, 460, 34, bold);
  centred(page, 'This certifies that', 415, 14, font);
  centred(page, c.learner_name, 375, 28, bold);
  centred(page, 'completed the course', 340, 14, font);
  centred(page, c.course_title, 305, 22, bold);
  centred(page, `taught by ${c.trainer_name}`, 275, 14, font);
  const dates = `${formatIstDate(c.started_at)} to ${formatIstDate(c.completed_at)}`;
  centred(
    page,
    `${dates} · ${formatHours(c.minutes)} · ${c.sessions_attended} of ${c.sessions_held} classes attended`,
    240,
    12,
    font,
  );
  if (c.status === 'revoked') {
    const when = c.revoked_at ? ` on ${formatIstDate(c.revoked_at)}` : '';
    centred(page, `REVOKED${when}: ${c.revoked_reason ?? ''}`, 200, 16, bold, rgb(0.7, 0.1, 0.1));
  }
  page.drawText(pdfSafe(`Certificate ID: ${id}`), { x: 60, y: 90, size: 11, font, color: INK });
  page.drawText(pdfSafe(`Issued ${formatIstDate(c.issued_at)}`), { x: 60, y: 72, size: 11, font, color: INK });
  page.drawText(pdfSafe(`${CERTIFICATE_TEXT.verifyAt} ${url}`), { x: 60, y: 54, size: 11, font, color: ACCENT });
  const qr = await pdf.embedPng(await QRCode.toBuffer(url, { type: 'png', margin: 1, width: 240 }));
  page.drawImage(qr, { x: PAGE[0] - 60 - 110, y: 48, width: 110, height: 110 });
  return pdf.save();
}
