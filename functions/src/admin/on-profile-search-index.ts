import { searchTokens, userSearch } from '@skillsetu/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/**
 * profiles/{uid} written → `user_search/{uid}`, the admin's user-search index (ADR 177): the prefix
 * tokens of every word of the name and the e-mail, lower-cased, with the name, e-mail and role to
 * list. It reads the profile as it is now inside a transaction, not the event's copy, so retried or
 * out-of-order events converge on the latest profile; a deleted profile removes its entry.
 */
export const onProfileSearchIndex = onDocumentWritten('profiles/{uid}', async (event) => {
  const uid = event.params.uid;
  const indexRef = typedDoc(db, userSearch, uid);
  await runTransaction(db, async (tx) => {
    const profile = await tx.get(db.doc(`profiles/${uid}`));
    if (!profile.exists) {
      tx.delete(indexRef);
      return;
    }
    const name = typeof profile.get('full_name') === 'string' ? (profile.get('full_name') as string) : null;
    const email = typeof profile.get('email') === 'string' ? (profile.get('email') as string) : null;
    const userType = typeof profile.get('user_type') === 'string' ? (profile.get('user_type') as string) : 'learner';
    const tokens = searchTokens([name ?? '', email ?? '']);
    const current = dataOf(await tx.get(indexRef));
    const same =
      current !== null &&
      current.full_name === name &&
      current.email === email &&
      current.user_type === userType &&
      JSON.stringify(current.tokens) === JSON.stringify(tokens);
    if (same) return;
    tx.set(indexRef, { tokens, full_name: name, email, user_type: userType, updated_at: FieldValue.serverTimestamp() });
  });
});
