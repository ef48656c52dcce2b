import { auditEntrySchema, contactMessages, type AuditEntry, type ContactMessageDoc } from '@skillsetu/domain';
import type { DocumentData } from 'firebase/firestore';
import { converterFromSchema, viewConverter } from '../../../lib/firebase/converter-from-schema';

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

/** A stored time, or null for none (the lenient read gives Date(0) for a missing one). */
const known = (d: Date | undefined): Date | null => (d && d.getTime() > 0 ? d : null);

/** A contact message as its module reads it (domain contactMessages) → InboxMessage. */
export function inboxMessageOf(id: string, m: ContactMessageDoc): InboxMessage {
  return {
    id,
    name: `${m.firstName} ${m.lastName}`.trim(),
    email: m.email,
    subject: m.subject,
    message: m.message,
    status: m.status,
    created_at: known(m.created_at),
    handled_at: known(m.handled_at),
  };
}

/** `contact_messages/{id}` as the inbox shows it: the module's lenient read (a missing status is 'new'). */
export const inboxMessageConverter = viewConverter(contactMessages, inboxMessageOf);

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
