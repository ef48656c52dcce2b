import { callFunction } from '../../../lib/firebase/callables';

/**
 * Asks invoicePdf for the PDF of invoices/{id} and saves it in the browser as its number
 * ('ST-26-27-000042.pdf'). Throws the callable's FunctionsError (not-found for someone else's).
 */
export async function downloadDocumentPdf(id: string): Promise<void> {
  const res = await callFunction<{ id: string }, { filename: string; pdf_base64: string }>('invoicePdf', { id });
  const bytes = Uint8Array.from(atob(res.pdf_base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = res.filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
