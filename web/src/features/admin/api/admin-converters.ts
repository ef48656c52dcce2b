import {
  VERIFICATION_CHECKS,
  type AuditEntry,
  type IdDocumentType,
  type VerificationCheck,
  type VerificationRequest,
} from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase/firestore';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const date = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);
const checks = (v: unknown): VerificationCheck[] =>
  Array.isArray(v)
    ? v.filter((c): c is VerificationCheck => (VERIFICATION_CHECKS as readonly string[]).includes(c))
    : [];

/** A verification_requests document → domain shape; missing fields become empty (never throws). */
export function verificationRequestFromData(id: string, d: DocumentData): VerificationRequest {
  const status = d.status === 'verified' || d.status === 'rejected' ? d.status : 'pending';
  return {
    uid: id,
    full_name: str(d.full_name),
    id_type: (str(d.id_type) || 'aadhaar') as IdDocumentType,
    id_last4: str(d.id_last4),
    qualifications: str(d.qualifications),
    experience: str(d.experience),
    evidence_links: Array.isArray(d.evidence_links) ? d.evidence_links.filter((l) => typeof l === 'string') : [],
    status,
    submitted_at: date(d.submitted_at) ?? new Date(0),
    decided_at: date(d.decided_at),
    decided_by: str(d.decided_by) || null,
    reason: str(d.reason) || null,
    checks: checks(d.checks),
  };
}

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
