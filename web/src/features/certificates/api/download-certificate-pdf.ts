import type { CertificatePdfRequest, CertificatePdfResponse } from '@skillsetu/domain';
import { callFunction } from '../../../lib/firebase/callables';

/**
 * Asks certificatePdf for the PDF of certificates/{id} (anyone may, ADR 206) and saves it in the
 * browser as 'skillsetu-certificate-{id}.pdf'. Throws the callable's FunctionsError.
 */
export async function downloadCertificatePdf(certificateId: string): Promise<void> {
  const res = await callFunction<CertificatePdfRequest, CertificatePdfResponse>('certificatePdf', { certificateId });
  const bytes = Uint8Array.from(atob(res.pdf_base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = res.filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
