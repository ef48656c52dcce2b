import {
  certificateIssueSchema,
  certificateSchema,
  type Certificate,
  type CertificateIssue,
} from '../schemas/certificate';
import { defineCollection } from './collection';

/** `certificates/{id}` (server-only, public by id): what the verification page shows; UTC dates (ADR 206). */
export const certificates = defineCollection<Certificate>({
  pattern: 'certificates/{certificateId}',
  schema: certificateSchema,
  required: ['learner_name', 'course_title', 'status'],
  example: () => ({
    learner_name: 'Priya Sharma',
    course_id: 'course_1',
    course_title: 'Spoken English',
    trainer_name: 'Asha Rao',
    started_at: new Date('2026-11-01T04:30:00.000Z'),
    completed_at: new Date('2026-11-29T04:30:00.000Z'),
    minutes: 240,
    sessions_attended: 4,
    sessions_held: 4,
    issued_at: new Date('2026-11-29T05:30:00.000Z'),
    status: 'valid',
    revoked_at: null,
    revoked_reason: null,
  }),
});

/** `certificate_issues/{enrollmentId}` (server-only; admins read): the private side, once per enrolment (ADR 206). */
export const certificateIssues = defineCollection<CertificateIssue>({
  pattern: 'certificate_issues/{enrollmentId}',
  schema: certificateIssueSchema,
  idField: 'enrollment_id',
  required: ['certificate_id', 'learner_id'],
  example: () => ({
    certificate_id: 'Abcdefghij0123456789',
    enrollment_id: 'course_1_learner_1',
    learner_id: 'learner_1',
    course_id: 'course_1',
    trainer_id: 'trainer_1',
    batch_id: 'batch_1',
    issued_at: new Date('2026-11-29T05:30:00.000Z'),
  }),
});
