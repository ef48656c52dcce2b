import { auditEntrySchema, type AuditEntry } from '../schemas/admin';
import { defineCollection } from './collection';

/** `admin_audit/{id}` (server-only; admins read): one entry per admin callable, `at` the server time (docs/admin.md). */
export const adminAudit = defineCollection<AuditEntry>({
  pattern: 'admin_audit/{entryId}',
  schema: auditEntrySchema,
  idField: 'id',
  required: ['actor_uid', 'action', 'at'],
  example: () => ({
    id: 'audit_1',
    actor_uid: 'admin_1',
    actor_email: 'admin@example.com',
    action: 'certificate.revoke',
    target: 'certificate:Abcdefghij0123456789',
    summary: 'Revoked: issued by mistake.',
    at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});
