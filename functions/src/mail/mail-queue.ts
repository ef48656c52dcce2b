import { mail, type Mail, type MailKind } from '@skillsetu/domain';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { collectionPath, typedDoc, type Typed } from '../lib/typed-docs';

/** One e-mail to queue: the recipient, subject, bodies and what it is for (domain MAIL_KINDS). */
export interface QueuedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is for (not read by the extension; for support and tests). */
  kind: MailKind;
}

/** The typed reference of `mail/{id}` (domain `mail` module); a new id when none is given. */
export function mailRef(firestore: Firestore, id: string = firestore.collection(collectionPath(mail)).doc().id) {
  return typedDoc(firestore, mail, id);
}

/**
 * `mail/{id}` in the Trigger Email extension's format (domain mailSchema): `{ to, message: { subject,
 * html, text }, kind, created_at }`; `createdAt` is the server time unless given (UTC).
 */
function mailDocument(m: QueuedMail, createdAt: Date | FieldValue): WithFieldValue<Mail> {
  return {
    to: m.to,
    message: { subject: m.subject, html: m.html, text: m.text },
    kind: m.kind,
    created_at: createdAt,
  };
}

/**
 * Queues a mail for the Trigger Email extension (production delivery is configuration, not code).
 * Returns the mail document id. Throws the Firestore error.
 */
export async function queueMail(m: QueuedMail): Promise<string> {
  const ref = mailRef(db);
  await ref.create(mailDocument(m, FieldValue.serverTimestamp()));
  return ref.id;
}

/**
 * Queues a mail inside the caller's transaction (sent only if it commits), as `mail/{id}` when an
 * id is given (a retry then fails the transaction's create instead of mailing twice), stamped
 * `createdAt` or the server time. A mail a user may turn off is queued only after the sender asked
 * notifications/mail-preferences.ts `wantsMail`.
 */
export function queueMailInTx(
  tx: Transaction,
  m: QueuedMail,
  options: { id?: string; createdAt?: Date } = {},
): DocumentReference<Typed<Mail>> {
  const ref = mailRef(db, options.id);
  tx.create(ref, mailDocument(m, options.createdAt ?? FieldValue.serverTimestamp()));
  return ref;
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
