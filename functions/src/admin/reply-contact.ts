import { contactMessages, contactReplyRequestSchema, type AdminOk } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { guarded, parseInput } from '../lib/callable';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { escapeHtml, queueMailInTx } from '../mail/mail-queue';
import { appendAudit, requireAdmin } from './admin-guard';
import { runTransaction } from '../lib/transaction';

/**
 * Callable `adminReplyContact` { id, subject, body } → { ok: true }: queues the reply in `mail/` to
 * the message's sender, marks the message handled (handled_at, handled_by, replied_at) and appends
 * to admin_audit, in one transaction. Throws permission-denied (not an admin), invalid-argument
 * (empty subject or body), not-found, failed-precondition (the message has no usable email).
 */
export const adminReplyContact = onCall((request) =>
  guarded('adminReplyContact', async (): Promise<AdminOk> => {
    const actor = requireAdmin(request);
    const input = parseInput(contactReplyRequestSchema, request.data);
    const ref = typedDoc(db, contactMessages, input.id);
    await runTransaction(db, async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) throw new HttpsError('not-found', 'This message does not exist.');
      const message = dataOf(snap);
      const to = message?.email ?? '';
      if (!to.includes('@')) {
        throw new HttpsError('failed-precondition', 'This message has no email address to reply to.');
      }
      const name = message?.firstName.trim() || 'there';
      queueMailInTx(tx, {
        kind: 'contact-reply',
        to,
        subject: input.subject,
        text: `Hi ${name},\n\n${input.body}\n\n— SkillSetu support`,
        html: `<p>Hi ${escapeHtml(name)},</p><p>${escapeHtml(input.body).replace(/\n/g, '<br>')}</p><p>— SkillSetu support</p>`,
      });
      const now = FieldValue.serverTimestamp();
      tx.update(ref, {
        status: 'handled',
        handled_at: message?.handled_at ?? now,
        handled_by: message?.handled_by ?? actor.uid,
        replied_at: now,
      });
      appendAudit(tx, actor, {
        action: 'contact.reply',
        target: `contact:${input.id}`,
        summary: `Replied to ${to}: ${input.subject}`,
      });
    });
    return { ok: true };
  }),
);
