import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';

/** A mail the admin callables queue (same `mail/{id}` format as mail/mail-queue.ts, Trigger Email). */
export interface AdminMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: 'verification-decision' | 'contact-reply';
}

/** Queues a mail in `mail/` inside the caller's transaction, so it is sent only if the decision commits. */
export function queueMailInTransaction(tx: Transaction, mail: AdminMail): void {
  tx.create(db.collection('mail').doc(), {
    to: mail.to,
    message: { subject: mail.subject, html: mail.html, text: mail.text },
    kind: mail.kind,
    created_at: FieldValue.serverTimestamp(),
  });
}
