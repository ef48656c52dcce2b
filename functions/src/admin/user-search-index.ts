import { profiles, searchTokens, userSearch } from '@skillsetu/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { dataOf, typedDoc } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/**
 * After a write of profiles/{uid} → `user_search/{uid}`, the admin's user-search index (ADR 177):
 * the prefix tokens of every word of the name and the e-mail, lower-cased, with the name, e-mail
 * and role to list. It reads the profile as it is now inside a transaction, not the event's copy, so
 * retried or out-of-order events converge on the latest profile; a deleted profile removes its
 * entry. Run by the onProfileWritten trigger. Throws the Firestore error.
 */
export async function indexProfileForSearch(db: Firestore, uid: string): Promise<void> {
  const indexRef = typedDoc(db, userSearch, uid);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(typedDoc(db, profiles, uid));
    if (!snap.exists) {
      tx.delete(indexRef);
      return;
    }
    // A profile the module cannot read (logged) leaves its entry as it was until a write makes it readable.
    const profile = dataOf(snap);
    if (!profile) return;
    const name = profile.full_name;
    const email = profile.email;
    const userType = profile.user_type;
    const tokens = searchTokens([name, email]);
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
}
