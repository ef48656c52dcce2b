import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';

/** One e-mail in the Trigger Email extension's format: `mail/{id}` = { to, message: { subject, html, text } }. */
export interface QueuedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is for (not read by the extension; for support and tests). */
  kind: 'trainer-verification' | 'password-reset' | 'email-verification' | 'plan-reminder';
}

/**
 * Queues a mail for the Trigger Email extension (production delivery is configuration, not code).
 * Returns the mail document id. Throws the Firestore error.
 */
export async function queueMail(mail: QueuedMail): Promise<string> {
  const ref = await db.collection('mail').add({
    to: mail.to,
    message: { subject: mail.subject, html: mail.html, text: mail.text },
    kind: mail.kind,
    created_at: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/**
 * Queues a mail inside the caller's transaction (sent only if it commits). A mail a user may turn
 * off is queued only after the sender asked notifications/mail-preferences.ts `wantsMail`.
 */
export function queueMailInTx(tx: Transaction, mail: QueuedMail): void {
  tx.create(db.collection('mail').doc(), {
    to: mail.to,
    message: { subject: mail.subject, html: mail.html, text: mail.text },
    kind: mail.kind,
    created_at: FieldValue.serverTimestamp(),
  });
}

/** HTML-escapes user-supplied text (names) before it goes into a mail body. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The web app's origin used in mail links: APP_URL (functions/.env.<project>) or the project's
 * default Hosting domain. Never the caller's Origin header: a public endpoint must not let anyone
 * choose where a reset code is sent.
 */
export function appUrl(): string {
  const configured = process.env.APP_URL?.replace(/\/+$/, '');
  if (configured) return configured;
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? 'demo-skillsetu';
  return `https://${project}.web.app`;
}
