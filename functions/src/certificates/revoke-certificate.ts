import { CERTIFICATE_TEXT, certificates, revokeCertificateRequestSchema, type AdminOk } from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { appendAudit, requireAdmin } from '../admin/admin-guard';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { runTransaction } from '../lib/transaction';
import { dataOf, typedDoc } from '../lib/typed-docs';

/**
 * Callable `adminRevokeCertificate` { certificateId, reason } → { ok: true } (ADR 207): an admin moves
 * `certificates/{id}` valid → revoked (forward only) with `revoked_at` and the reason shown on the
 * public page, and appends to admin_audit in the same transaction. Throws permission-denied (not an
 * admin), invalid-argument, not-found (CERTIFICATE_TEXT.notFound), failed-precondition (already revoked).
 */
export const adminRevokeCertificate = onCall((request) =>
  guarded('adminRevokeCertificate', async (): Promise<AdminOk> => {
    const actor = requireAdmin(request);
    const input = parseInput(revokeCertificateRequestSchema, request.data);
    const ref = typedDoc(db, certificates, input.certificateId);
    await runTransaction(db, async (tx) => {
      const cert = dataOf(await tx.get(ref));
      if (!cert) throw new HttpsError('not-found', CERTIFICATE_TEXT.notFound);
      if (cert.status === 'revoked') throw new HttpsError('failed-precondition', CERTIFICATE_TEXT.alreadyRevoked);
      tx.update(ref.withConverter(null), {
        status: 'revoked',
        revoked_at: Timestamp.now(),
        revoked_reason: input.reason,
      });
      appendAudit(tx, actor, {
        action: 'certificate.revoke',
        target: `certificate:${input.certificateId}`,
        summary: `Revoked the certificate of ${cert.learner_name} for ${cert.course_title}: ${input.reason}`,
      });
    });
    return { ok: true };
  }),
);
