import {
  decideVerificationSchema,
  describeIdentityChange,
  identityOf,
  trainerProfiles,
  verificationRequests,
  verificationSummary,
  type AdminOk,
} from '@skillsetu/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { appUrl, escapeHtml, queueMailInTx } from '../mail/mail-queue';
import { appendAudit, requireAdmin } from './admin-guard';
import { runTransaction } from '../lib/transaction';
import { typedRead } from '../lib/typed-docs';

/**
 * Callable `adminDecideVerification` { uid, decision: 'approve' | 'reject', checks, reason? }
 * (docs/architecture.md#decision-9). Admin claim only. In one transaction: verification_requests/{uid} pending →
 * verified | rejected (never twice), on approval trainer_profiles/{uid}.verified, verified_at
 * (server time), verification_checks (the trainer card trigger copies them to the card) and
 * verified_identity (the name and specialization approved: changing either later drops the badge,
 * docs/decisions/142-verification-follows-identity.md; approving a request that carries such an `identity_change` restores it), a
 * notification and a mail to the trainer either way, and the admin_audit entry. Throws
 * permission-denied (not an admin, or the admin's own request), invalid-argument (reject without
 * a reason, approve without checks), not-found, failed-precondition (already decided, no profile).
 */
export const adminDecideVerification = onCall((request) =>
  guarded('adminDecideVerification', async (): Promise<AdminOk> => {
    const actor = requireAdmin(request);
    const input = parseInput(decideVerificationSchema, request.data);
    if (input.uid === actor.uid) {
      throw new HttpsError('permission-denied', 'You cannot decide your own verification request.');
    }
    const requestRef = db.doc(verificationRequests.path(input.uid));
    const profileRef = db.doc(trainerProfiles.path(input.uid));
    await runTransaction(db, async (tx) => {
      const [requestSnap, profileSnap] = await Promise.all([tx.get(requestRef), tx.get(profileRef)]);
      if (!requestSnap.exists) throw new HttpsError('not-found', 'This verification request does not exist.');
      // A request the module cannot read (no valid status) is not a pending one.
      const req = typedRead(verificationRequests, requestSnap);
      if (req?.status !== 'pending') {
        throw new HttpsError('failed-precondition', 'This request has already been decided.');
      }
      const approve = input.decision === 'approve';
      if (approve && !profileSnap.exists) {
        throw new HttpsError('failed-precondition', 'This trainer has no trainer profile to verify yet.');
      }
      const now = Timestamp.now();
      const checks = approve ? input.checks : [];
      const reason = approve ? null : (input.reason ?? '');
      tx.update(requestRef, {
        status: approve ? 'verified' : 'rejected',
        decided_at: now,
        decided_by: actor.uid,
        reason,
        checks,
      });
      if (approve) {
        tx.update(profileRef, {
          verified: true,
          verified_at: now,
          verification_checks: checks,
          verified_identity: identityOf(profileSnap.data()),
        });
      }
      const change = req.identity_change;
      const changeNote = change ? ` (name or specialization changed: ${describeIdentityChange(change)})` : '';

      const profile = typedRead(trainerProfiles, profileSnap);
      const name = req.full_name || profile?.full_name || 'there';
      const to = req.email ?? profile?.email ?? '';
      const summary = approve ? verificationSummary(checks, now.toDate()) : '';
      const title = approve ? 'You are verified!' : 'Verification not approved';
      const message = approve
        ? `Your profile now shows 'Verified': ${summary}.`
        : `Your verification request was not approved: ${reason} You can update it and submit again.`;
      tx.create(db.collection('notifications').doc(), {
        user_id: input.uid,
        title,
        message,
        type: approve ? 'success' : 'warning',
        is_read: false,
        action_url: '/trainer-dashboard',
        created_at: now,
      });
      if (to) {
        const link = `${appUrl()}/trainer-dashboard`;
        queueMailInTx(tx, {
          kind: 'verification-decision',
          to,
          subject: approve ? 'Your SkillSetu profile is verified' : 'Your SkillSetu verification request',
          text: `Hi ${name},\n\n${message}\n\n${link}`,
          html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link)}">Open your dashboard</a></p>`,
        });
      }
      appendAudit(tx, actor, {
        action: approve ? 'verification.approve' : 'verification.reject',
        target: `verification:${input.uid}`,
        summary: approve ? `Approved ${name}${changeNote}: ${summary}` : `Rejected ${name}${changeNote}: ${reason}`,
      });
    });
    return { ok: true };
  }),
);
