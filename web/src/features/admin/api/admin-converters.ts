import { auditEntrySchema, type AuditEntry } from '@skillsetu/domain';
import type { DocumentData } from 'firebase/firestore';
import { converterFromSchema, lenientConverter } from '../../../lib/firebase/converter-from-schema';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const date = (v: unknown): Date | null => (v instanceof Date ? v : null);

/** An admin_audit document → AuditEntry (a pending server time reads as now). */
export function auditEntryFromData(id: string, d: DocumentData): AuditEntry {
  return {
    id,
    actor_uid: str(d.actor_uid),
    actor_email: str(d.actor_email) || null,
    action: d.action as AuditEntry['action'],
    target: str(d.target),
    summary: str(d.summary),
    at: date(d.at) ?? new Date(),
  };
}

/** `admin_audit/{id}` through the domain schema, auditEntryFromData as the fallback. */
export const auditEntryConverter = converterFromSchema<AuditEntry>(auditEntrySchema, auditEntryFromData, {
  idField: 'id',
});

/** A contact message as the inbox shows it; a missing status is 'new'. */
export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'new' | 'handled';
  created_at: Date | null;
  handled_at: Date | null;
}

/** A contact_messages document → InboxMessage (never throws). */
export function inboxMessageFromData(id: string, d: DocumentData): InboxMessage {
  return {
    id,
    name: `${str(d.firstName)} ${str(d.lastName)}`.trim(),
    email: str(d.email),
    subject: str(d.subject),
    message: str(d.message),
    status: d.status === 'handled' ? 'handled' : 'new',
    created_at: date(d.created_at),
    handled_at: date(d.handled_at),
  };
}

/** `contact_messages/{id}` as the inbox shows it (the stored shape has no read schema: the form's schema is strict input). */
export const inboxMessageConverter = lenientConverter<InboxMessage>(inboxMessageFromData);

/** Formats a date for the console: '12 Nov 2026, 10:30' in IST; '—' for none. */
export function formatIstDateTime(value: Date | string | null): string {
  if (!value) return '—';
  const d = typeof value === 'string' ? new Date(value) : value;
  return d.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
