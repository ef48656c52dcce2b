import {
  conversationReports,
  nextReportStatus,
  REPORT_WARNING,
  reportActionRequestSchema,
  type ReportAction,
  type ReportActionResponse,
} from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { appendAudit, requireAdmin } from './admin-guard';
import { runTransaction } from '../lib/transaction';

const SUMMARY: Record<ReportAction, string> = {
  resolve: 'Resolved the report (no action against the sender)',
  warn: 'Warned the reported user',
  block: 'Blocked the reported user (account disabled)',
};

/** Throws failed-precondition when `uid` carries the admin claim: admins are not blocked from a report. */
async function refuseBlockingAnAdmin(uid: string): Promise<void> {
  const user = uid ? await auth.getUser(uid).catch(() => null) : null;
  if (user?.customClaims?.admin === true) {
    throw new HttpsError('failed-precondition', 'The reported user is an admin: revoke their admin access first.');
  }
}

/**
 * Callable `adminActOnReport` { reportId, action } → { status, changed }: an admin acts on a reported
 * conversation (ADR 178). resolve closes it; warn sends the reported user a notification
 * (REPORT_WARNING); block disables the reported user's account and revokes their sessions. The
 * report's status moves forward only (domain nextReportStatus) in a transaction with its
 * `admin_audit` entry, so a repeated or concurrent action writes one entry and one warning; a repeat
 * returns changed: false (and re-applies a block, so a failed disable heals on retry). Throws
 * permission-denied (not an admin), not-found, failed-precondition (a closed report, blocking an
 * admin or yourself).
 */
export const adminActOnReport = onCall((request) =>
  guarded('adminActOnReport', async (): Promise<ReportActionResponse> => {
    const actor = requireAdmin(request);
    const input = parseInput(reportActionRequestSchema, request.data);
    const reportRef = typedDoc(db, conversationReports, input.reportId);
    if (input.action === 'block') await refuseBlockingAnAdmin(dataOf(await reportRef.get())?.reported_id ?? '');
    const result = await runTransaction(db, async (tx) => {
      const snap = await tx.get(reportRef);
      if (!snap.exists) throw new HttpsError('not-found', 'This report no longer exists.');
      const report = dataOf(snap);
      const reportedId = report?.reported_id ?? '';
      // the module reads a missing or unknown status as 'open'
      const current = report?.status ?? 'open';
      const next = nextReportStatus(current, input.action);
      if (!next) {
        throw new HttpsError('failed-precondition', `This report is already ${current}; it cannot change any more.`);
      }
      if (input.action === 'block' && reportedId === actor.uid) {
        throw new HttpsError('failed-precondition', 'You cannot block your own account.');
      }
      if (!next.changed) return { ...next, reportedId };
      tx.update(reportRef, {
        status: next.status,
        acted_by: actor.uid,
        acted_at: FieldValue.serverTimestamp(),
      });
      if (input.action === 'warn' && reportedId) {
        tx.set(db.doc(`notifications/report_warn_${input.reportId}`), {
          user_id: reportedId,
          title: REPORT_WARNING.title,
          message: REPORT_WARNING.message,
          type: 'warning',
          is_read: false,
          action_url: null,
          created_at: FieldValue.serverTimestamp(),
        });
      }
      appendAudit(tx, actor, {
        action: `report.${input.action}`,
        target: `report:${input.reportId}`,
        summary: `${SUMMARY[input.action]} ${reportedId} in conversation ${report?.conversation_id ?? ''}`,
      });
      return { ...next, reportedId };
    });
    if (result.status === 'blocked' && result.reportedId) {
      const user = await auth.getUser(result.reportedId).catch(() => null);
      if (user && user.customClaims?.admin !== true) {
        await auth.updateUser(user.uid, { disabled: true });
        await auth.revokeRefreshTokens(user.uid);
      }
    }
    return { status: result.status, changed: result.changed };
  }),
);
