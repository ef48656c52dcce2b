import {
  enrollmentSchema,
  trainerCardFromData,
  trainerCardSchema,
  VERIFICATION_CHECKS,
  verificationRequestSchema,
  identityChangeSchema,
  type Enrollment,
  type IdDocumentType,
  type TrainerCard,
  type VerificationCheck,
  type VerificationRequest,
} from '@skillsetu/domain';
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore';
import { z } from 'zod';
import { converterFromSchema } from './converter-from-schema';
import { firestore } from './sdk';

/**
 * `trainer_cards/{uid}` read through the card schema, lenient fallback domain trainerCardFromData
 * (docs/decisions/120-one-data-access-pattern.md): the one reading of a card on the main thread.
 */
export const trainerCardConverter = converterFromSchema<TrainerCard>(trainerCardSchema, trainerCardFromData);

/** The public trainer cards, typed (reads only; cards are written by the server). */
export function trainerCardsCollection(): CollectionReference<TrainerCard> {
  return collection(firestore, 'trainer_cards').withConverter(trainerCardConverter);
}

/** One trainer's public card, typed. */
export function trainerCardRef(uid: string): DocumentReference<TrainerCard> {
  return doc(firestore, 'trainer_cards', uid).withConverter(trainerCardConverter);
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const date = (v: unknown): Date | null => (v instanceof Date ? v : null);

/** A verification_requests document → domain shape, leniently: missing fields become empty (never throws). */
function verificationRequestFromData(uid: string, d: DocumentData): VerificationRequest {
  return {
    uid,
    full_name: str(d.full_name),
    id_type: (str(d.id_type) || 'aadhaar') as IdDocumentType,
    id_last4: str(d.id_last4),
    qualifications: str(d.qualifications),
    experience: str(d.experience),
    evidence_links: Array.isArray(d.evidence_links) ? d.evidence_links.filter((l) => typeof l === 'string') : [],
    status: d.status === 'verified' || d.status === 'rejected' ? d.status : 'pending',
    submitted_at: date(d.submitted_at) ?? new Date(0),
    decided_at: date(d.decided_at),
    decided_by: str(d.decided_by) || null,
    reason: str(d.reason) || null,
    checks: Array.isArray(d.checks)
      ? d.checks.filter((c): c is VerificationCheck => (VERIFICATION_CHECKS as readonly string[]).includes(c))
      : [],
    identity_change: identityChangeSchema.safeParse(d.identity_change).data ?? null,
  };
}

/** `verification_requests/{uid}` through the domain schema (the trainer's own request and the admin queue read it alike). */
export const verificationRequestConverter = converterFromSchema<VerificationRequest>(
  verificationRequestSchema,
  verificationRequestFromData,
  { idField: 'uid' },
);

/** The verification requests, typed (reads; the trainer writes through the plain reference). */
export function verificationRequestsCollection(): CollectionReference<VerificationRequest> {
  return collection(firestore, 'verification_requests').withConverter(verificationRequestConverter);
}

/** An enrolment with its document id (`{courseId}_{uid}`); amounts in paise. */
export type EnrollmentDoc = Enrollment & { id: string };

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** enrollments/{id} data → EnrollmentDoc, leniently: '' for a missing id field, 0 paise, status 'active' unless 'cancelled'. */
function enrollmentFromData(id: string, d: DocumentData): EnrollmentDoc {
  return {
    id,
    course_id: str(d.course_id),
    learner_id: str(d.learner_id),
    trainer_id: str(d.trainer_id),
    order_id: str(d.order_id),
    amount: num(d.amount),
    currency: 'INR',
    status: d.status === 'cancelled' ? 'cancelled' : 'active',
    batch_id: typeof d.batch_id === 'string' ? d.batch_id : null,
    batch_starts_at: date(d.batch_starts_at),
    cancelled_at: date(d.cancelled_at),
    cancelled_by: d.cancelled_by === 'learner' || d.cancelled_by === 'trainer' ? d.cancelled_by : null,
    refund_id: typeof d.refund_id === 'string' ? d.refund_id : null,
    refunded_paise: num(d.refunded_paise),
    created_at: date(d.created_at) ?? new Date(0),
  };
}

/** `enrollments/{id}` through the domain schema: the learner's list, the trainer's stats and the admin detail read it alike. */
export const enrollmentConverter = converterFromSchema<EnrollmentDoc>(
  enrollmentSchema.extend({ id: z.string() }),
  enrollmentFromData,
  { idField: 'id' },
);

/** The enrolments, typed (server-written; clients only read). */
export function enrollmentsCollection(): CollectionReference<EnrollmentDoc> {
  return collection(firestore, 'enrollments').withConverter(enrollmentConverter);
}
