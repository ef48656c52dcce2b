import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { WELCOME_NOTIFICATION } from './welcome-notification';

/** gRPC ALREADY_EXISTS: the welcome was written by an earlier delivery of the same event. */
const ALREADY_EXISTS = 6;

/**
 * A new profile (sign-up) → one welcome notification for `role`
 * (docs/product.md#notifications-and-mail, notifications). The document id `welcome_{uid}` makes
 * retried or duplicated events write it at most once. Run by the onProfileWritten trigger when a
 * profile is created. Throws the Firestore error (not ALREADY_EXISTS).
 */
export async function sendWelcome(db: Firestore, uid: string, role: 'trainer' | 'learner'): Promise<void> {
  const text = WELCOME_NOTIFICATION[role];
  try {
    await db.doc(`notifications/welcome_${uid}`).create({
      user_id: uid,
      title: text.title,
      message: text.message,
      type: 'success',
      is_read: false,
      action_url: text.action_url,
      created_at: FieldValue.serverTimestamp(),
    });
  } catch (err) {
    if ((err as { code?: number }).code !== ALREADY_EXISTS) throw err;
  }
}
