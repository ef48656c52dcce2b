import { mailAllowed, type MailPreferenceKind } from '@skillsetu/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';

// Every mail a user may turn off goes through here (docs/accounts.md "Notification preferences",
// docs/decisions/173-mail-preferences.md). Account mails (verification, password reset, support
// replies, verification decisions) are always sent and do not ask.

/** `notification_preferences/{uid}`: the user's mail choices (owner-written, read by every mail sender). */
export function preferencesRef(uid: string): DocumentReference {
  return db.doc(`notification_preferences/${uid}`);
}

/**
 * Whether `uid` wants mails of `kind`, read inside the sender's transaction (so a mail queued in
 * that transaction follows the choice as it is when the mail is written). Defaults when never saved:
 * DEFAULT_MAIL_PREFERENCES (marketing off, the rest on).
 */
export async function wantsMail(tx: Transaction, uid: string, kind: MailPreferenceKind): Promise<boolean> {
  const snap = await tx.get(preferencesRef(uid));
  return mailAllowed(snap.data(), kind);
}
