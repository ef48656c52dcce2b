import { moneyDocumentSchema } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { db } from '../lib/admin';
import { guarded, isAdmin, parseInput, requireAuth } from '../lib/callable';
import { renderDocumentPdf } from './render-pdf';

const inputSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });

/**
 * invoicePdf `{ id }` → `{ filename, pdf_base64 }`: the PDF of `invoices/{id}` for its supplier,
 * its recipient or an admin. Throws unauthenticated, invalid-argument, not-found (also for a
 * document of someone else, so ids reveal nothing). docs/payments.md#invoices.
 */
export const invoicePdf = onCall((request) =>
  guarded('invoicePdf', async (): Promise<{ filename: string; pdf_base64: string }> => {
    const uid = requireAuth(request);
    const { id } = parseInput(inputSchema, request.data);
    const snap = await db.doc(`invoices/${id}`).get();
    const raw = snap.data();
    const parties = raw?.party_uids as unknown;
    if (!raw || (!(Array.isArray(parties) && parties.includes(uid)) && !isAdmin(request))) {
      throw new HttpsError('not-found', 'We could not find this document. Open it from your receipt or Earnings.');
    }
    const issued = raw.issued_at instanceof Timestamp ? raw.issued_at.toDate() : raw.issued_at;
    const doc = moneyDocumentSchema.parse({ ...raw, issued_at: issued });
    const bytes = await renderDocumentPdf(doc);
    return { filename: `${doc.number.replace(/\//g, '-')}.pdf`, pdf_base64: Buffer.from(bytes).toString('base64') };
  }),
);
