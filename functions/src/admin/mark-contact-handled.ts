import { contactHandledRequestSchema, contactMessages, type AdminOk } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { appendAudit, requireAdmin } from './admin-guard';
import { runTransaction } from '../lib/transaction';

/**
 * Callable `adminMarkContactHandled` { id } → { ok: true }: contact_messages/{id} status → 'handled'
 * with handled_at (server time) and handled_by, plus an admin_audit entry, in one transaction.
 * Marking a handled message again changes nothing. Throws permission-denied (not an admin), not-found.
 */
export const adminMarkContactHandled = onCall((request) =>
  guarded('adminMarkContactHandled', async (): Promise<AdminOk> => {
    const actor = requireAdmin(request);
    const input = parseInput(contactHandledRequestSchema, request.data);
    const ref = typedDoc(db, contactMessages, input.id);
    await runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', 'This message does not exist.');
      const message = dataOf(snap);
      if (message?.status === 'handled') return;
      tx.update(ref, { status: 'handled', handled_at: FieldValue.serverTimestamp(), handled_by: actor.uid });
      appendAudit(tx, actor, {
        action: 'contact.handled',
        target: `contact:${input.id}`,
        summary: `Marked handled: ${message?.subject ?? ''}`,
      });
    });
    return { ok: true };
  }),
);
