import type { AuditAction } from '@skillsetu/domain';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { requireAuth } from '../lib/callable';

/** The admin calling a callable. */
export interface AdminActor {
  uid: string;
  email: string | null;
}

/**
 * Returns the caller when the ID token carries the custom claim `admin: true` (docs/architecture.md#data-model-cloud-firestore;
 * profiles.user_type is never trusted). Throws HttpsError unauthenticated (signed out) or
 * permission-denied (any other user).
 */
export function requireAdmin(request: CallableRequest): AdminActor {
  const uid = requireAuth(request);
  if (request.auth?.token.admin !== true) {
    throw new HttpsError('permission-denied', 'Only SkillSetu admins can do this.');
  }
  const email = request.auth.token.email;
  return { uid, email: typeof email === 'string' ? email : null };
}

/** One admin_audit entry: who (actor), what (action), target, a short summary; `at` is the server time. */
export interface AuditInput {
  action: AuditAction;
  target: string;
  summary: string;
}

/**
 * Appends an `admin_audit/{id}` entry inside the caller's transaction or batch, so the action and
 * its log entry commit together (docs/decisions/050-admin-writes-through-audited-callables.md).
 */
export function appendAudit(writer: Transaction | WriteBatch, actor: AdminActor, entry: AuditInput): void {
  const ref = db.collection('admin_audit').doc();
  const data = {
    actor_uid: actor.uid,
    actor_email: actor.email,
    action: entry.action,
    target: entry.target,
    summary: entry.summary.slice(0, 500),
    at: FieldValue.serverTimestamp(),
  };
  writer.create(ref, data);
}
