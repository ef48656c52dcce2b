import { z } from 'zod';
import { istWallClock } from '../ist';
import { dateField, requiredText } from './common';

/** An unguessable certificate id: a 20-character Firestore auto id (about 119 random bits, ADR 206). */
export const certificateIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/, 'must be a certificate id');

/** valid from issue; revoked by an admin (forward only, ADR 207). */
export const certificateStatusSchema = z.enum(['valid', 'revoked']);
export type CertificateStatus = z.infer<typeof certificateStatusSchema>;

/**
 * `certificates/{id}` (ADR 206): written only by the server; anyone may get one by id (never list).
 * It holds only what the public verification page shows: no uid, e-mail or enrolment id. Dates are
 * UTC instants shown in IST; `minutes` are the classes the learner attended.
 */
export const certificateSchema = z.object({
  learner_name: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  trainer_name: z.string(),
  started_at: dateField,
  completed_at: dateField,
  minutes: z.number().int().nonnegative(),
  sessions_attended: z.number().int().nonnegative(),
  sessions_held: z.number().int().nonnegative(),
  issued_at: dateField,
  status: certificateStatusSchema,
  revoked_at: dateField.nullable(),
  revoked_reason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/**
 * `certificate_issues/{enrollmentId}` (server only; admins read): the private side of a certificate
 * and the key that makes issuing happen once per enrolment (ADR 206).
 */
export const certificateIssueSchema = z.object({
  certificate_id: certificateIdSchema,
  enrollment_id: z.string(),
  learner_id: z.string(),
  course_id: z.string(),
  trainer_id: z.string(),
  batch_id: z.string(),
  issued_at: dateField,
});
export type CertificateIssue = z.infer<typeof certificateIssueSchema>;

/** adminRevokeCertificate `{ certificateId, reason }` → `{ ok: true }` (ADR 207). */
export const revokeCertificateRequestSchema = z.object({
  certificateId: certificateIdSchema,
  reason: requiredText(500).min(5, 'Say in a few words why the certificate is revoked.'),
});
export type RevokeCertificateRequest = z.infer<typeof revokeCertificateRequestSchema>;

/** certificatePdf `{ certificateId }` → `{ filename, pdf_base64 }`: anyone, like the verification page. */
export const certificatePdfRequestSchema = z.object({ certificateId: certificateIdSchema });
export type CertificatePdfRequest = z.infer<typeof certificatePdfRequestSchema>;
export interface CertificatePdfResponse {
  filename: string;
  pdf_base64: string;
}

/** Words of the certificate page, the PDF, My Profile and the refusals (one place, so tests import them). */
export const CERTIFICATE_TEXT = {
  title: 'Certificate of Completion',
  valid: 'Valid certificate',
  revoked: 'This certificate was revoked',
  download: 'Download PDF',
  linkedIn: 'Add to LinkedIn profile',
  notFound: 'We could not find this certificate. Check the link or the certificate ID.',
  alreadyRevoked: 'This certificate is already revoked.',
  portfolio: 'Certificates',
  noCertificates: 'Complete a course to earn your first certificate.',
  verifyAt: 'Verify at',
  issuer: 'SkillSetu',
} as const;

/** The public address of a certificate (the QR code and LinkedIn point here). */
export function certificateUrl(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/certificates/${id}`;
}

/**
 * LinkedIn's add-to-profile link for a certification (LinkedIn's "Add to Profile" URL parameters:
 * startTask, name, organizationName, issueYear, issueMonth (1-12), certUrl, certId). The issue month
 * is the IST month of `issuedAt`.
 */
export function linkedInAddToProfileUrl(p: { name: string; issuedAt: Date; certUrl: string; certId: string }): string {
  const ist = istWallClock(p.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: p.name,
    organizationName: CERTIFICATE_TEXT.issuer,
    issueYear: String(ist.getUTCFullYear()),
    issueMonth: String(ist.getUTCMonth() + 1),
    certUrl: p.certUrl,
    certId: p.certId,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
