import { profiles } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { typedRead } from '../lib/typed-docs';
import { WELCOME_NOTIFICATION } from './welcome-notification';

/** gRPC ALREADY_EXISTS: the welcome was written by an earlier delivery of the same event. */
const ALREADY_EXISTS = 6;

/**
 * profiles/{uid} created (sign-up) → one welcome notification (docs/product.md#notifications-and-mail, notifications). The document id
 * `welcome_{uid}` makes retried or duplicated events write it at most once.
 */
export const onProfileCreated = onDocumentCreated('profiles/{uid}', async (event) => {
  const uid = event.params.uid;
  const role = event.data && typedRead(profiles, event.data)?.user_type === 'trainer' ? 'trainer' : 'learner';
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
});
