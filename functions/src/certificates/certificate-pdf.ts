import {
  CERTIFICATE_TEXT,
  certificatePdfRequestSchema,
  certificateSchema,
  type CertificatePdfResponse,
} from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { CERTIFICATE_PDF_CALLER_LIMITS } from '../lib/caller-limits';
import { enforceCallerLimits } from '../lib/rate-limit';
import { appUrl } from '../mail/mail-queue';
import { renderCertificatePdf } from './render-certificate-pdf';

const toDate = (v: unknown): unknown => (v instanceof Timestamp ? v.toDate() : v);

/**
 * certificatePdf `{ certificateId }` → `{ filename, pdf_base64 }` (ADR 206): anyone, signed in or
 * not, like the public verification page; the PDF shows a revoked certificate as revoked. Throws
 * invalid-argument (not a certificate id), resource-exhausted (CERTIFICATE_PDF_CALLER_LIMITS, drawn
 * per call) and not-found (CERTIFICATE_TEXT.notFound).
 */
export const certificatePdf = onCall((request) =>
  guarded('certificatePdf', async (): Promise<CertificatePdfResponse> => {
    const { certificateId } = parseInput(certificatePdfRequestSchema, request.data);
    await enforceCallerLimits(request, CERTIFICATE_PDF_CALLER_LIMITS);
    const raw = (await db.doc(`certificates/${certificateId}`).get()).data();
    if (!raw) throw new HttpsError('not-found', CERTIFICATE_TEXT.notFound);
    const cert = certificateSchema.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, toDate(v)])));
    const bytes = await renderCertificatePdf(certificateId, cert, appUrl());
    return {
      filename: `skillsetu-certificate-${certificateId}.pdf`,
      pdf_base64: Buffer.from(bytes).toString('base64'),
    };
  }),
);
