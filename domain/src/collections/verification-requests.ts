import { verificationRequestSchema, type VerificationRequest } from '../schemas/verification';
import { defineCollection } from './collection';

/** `verification_requests/{uid}` (the trainer writes while pending; the decision by admins' callable; docs/trainer-workspace.md). */
export const verificationRequests = defineCollection<VerificationRequest>({
  pattern: 'verification_requests/{uid}',
  schema: verificationRequestSchema,
  idField: 'uid',
  required: ['status'],
  example: () => ({
    uid: 'trainer_1',
    full_name: 'Asha Rao',
    id_type: 'pan',
    id_last4: '234F',
    qualifications: 'MA English, CELTA.',
    experience: 'Eight years of teaching adults.',
    evidence_links: ['https://example.com/celta'],
    status: 'pending',
    submitted_at: new Date('2026-11-01T04:30:00.000Z'),
    decided_at: null,
    decided_by: null,
    reason: null,
    checks: [],
  }),
});
