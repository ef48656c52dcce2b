import { z } from 'zod';
import { dateField, requiredText } from './common';

/** Identity documents a trainer may name (the request stores only the last 4 characters of its number). */
export const ID_DOCUMENT_TYPES = ['aadhaar', 'pan', 'passport', 'driving_licence'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
/** Display names of the identity documents. */
export const ID_DOCUMENT_LABELS: Record<IdDocumentType, string> = {
  aadhaar: 'Aadhaar',
  pan: 'PAN',
  passport: 'Passport',
  driving_licence: 'Driving licence',
};

import { VERIFICATION_CHECKS } from '../verification-checks';

/** not requested (no document) → pending → verified | rejected; a rejected request may be resubmitted. */
export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Most evidence links one request may carry. */
export const MAX_EVIDENCE_LINKS = 5;

/** An https URL of at most 500 characters (evidence links: LinkedIn, certificate pages). */
export const httpsUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'Evidence links must start with https://');

/**
 * What the trainer sends (the verification card's form; firestore.rules mirror it): identity
 * document type, ONLY the last 4 characters of its number, qualification and experience claims,
 * up to 5 https evidence links.
 */
export const verificationRequestInputSchema = z.object({
  id_type: z.enum(ID_DOCUMENT_TYPES),
  id_last4: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4}$/, 'Enter only the last 4 letters or digits of the document number'),
  qualifications: requiredText(2000),
  experience: requiredText(2000),
  evidence_links: z.array(httpsUrlSchema).max(MAX_EVIDENCE_LINKS),
});
export type VerificationRequestInput = z.infer<typeof verificationRequestInputSchema>;

/** A change of name or specialization after approval (server-only; docs/decisions/142-verification-follows-identity.md). */
export const identityChangeSchema = z.object({
  from_name: z.string().max(120),
  from_specialization: z.string().max(120),
  to_name: z.string().max(120),
  to_specialization: z.string().max(120),
});

/**
 * `verification_requests/{uid}`: the trainer's fields plus the server-owned decision
 * (status beyond 'pending', decided_at/by, reason, checks) and, when the trainer's name or
 * specialization changed after approval, `identity_change` (old → new, kept on resubmission).
 */
export const verificationRequestSchema = verificationRequestInputSchema.extend({
  uid: z.string().min(1),
  full_name: z.string().max(120),
  /** The trainer's e-mail when they submitted (the rules check it is their own): the decision mail goes there. */
  email: z.string().max(254).optional(),
  status: z.enum(VERIFICATION_STATUSES),
  submitted_at: dateField,
  decided_at: dateField.nullable(),
  decided_by: z.string().nullable(),
  reason: z.string().max(1000).nullable(),
  checks: z.array(z.enum(VERIFICATION_CHECKS)),
  identity_change: identityChangeSchema.nullable().optional(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

/** The message a reject without a reason gets (callable and form). */
export const REJECT_REASON_REQUIRED = 'Please tell the trainer why the request was rejected.';

/**
 * adminDecideVerification request: approve with at least one check ticked, or reject with a
 * reason the trainer will read. Throws (zod) with REJECT_REASON_REQUIRED for a reject without one.
 */
export const decideVerificationSchema = z
  .strictObject({
    uid: z.string().min(1).max(128),
    decision: z.enum(['approve', 'reject']),
    checks: z.array(z.enum(VERIFICATION_CHECKS)).max(VERIFICATION_CHECKS.length),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((d) => d.decision !== 'reject' || (d.reason ?? '').length > 0, {
    message: REJECT_REASON_REQUIRED,
    path: ['reason'],
  })
  .refine((d) => d.decision !== 'approve' || d.checks.length > 0, {
    message: 'Tick the checks you did before approving.',
    path: ['checks'],
  });
export type DecideVerification = z.infer<typeof decideVerificationSchema>;

// Zod-free, so the public trainer profile's first paint does not carry zod (docs/performance.md).
export { verificationSummary } from '../verification-summary';
