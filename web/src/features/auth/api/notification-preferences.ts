import { notificationPreferencesSchema, readMailPreferences, type NotificationPreferences } from '@skillsetu/domain';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { converterFromSchema } from '../../../lib/firebase/converter-from-schema';
import { useLiveDoc } from '../../../lib/firebase/live';
import { auth, firestore } from '../../../lib/firebase/sdk';

const preferencesConverter = converterFromSchema<NotificationPreferences>(notificationPreferencesSchema, (_id, d) =>
  readMailPreferences(d),
);

/**
 * Live `notification_preferences/{uid}` (docs/accounts.md "Notification preferences"): undefined
 * while loading, else the choices, DEFAULT_MAIL_PREFERENCES for a user who never saved any.
 */
export function useNotificationPreferences(uid: string): NotificationPreferences | undefined {
  const live = useLiveDoc(
    doc(firestore, 'notification_preferences', uid).withConverter(preferencesConverter),
    'Notification preferences fetch',
  );
  if (live.status === 'loading') return undefined;
  return live.data ?? readMailPreferences(undefined);
}

/**
 * Saves the signed-in user's mail choices (all five kinds, server time), which every mail sender
 * reads (docs/decisions/173-mail-preferences.md). Throws 'No user logged in' or the Firestore error.
 */
export async function saveNotificationPreferences(prefs: NotificationPreferences): Promise<void> {
  const uid = auth.currentUser?.uid;
  if (!uid) throw new Error('No user logged in');
  await setDoc(doc(firestore, 'notification_preferences', uid), { ...prefs, updated_at: serverTimestamp() });
}
