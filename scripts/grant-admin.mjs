// `npm run grant-admin -- <email>`: makes an existing user an admin (docs/architecture.md#data-model-cloud-firestore): sets
// the custom claim admin: true with the Admin SDK and mirrors user_type 'admin' into profiles/{uid}.
// Talks to the emulators (env vars from `firebase emulators:exec`, else this offset's ports).
import { FieldValue } from 'firebase-admin/firestore';
import { pathToFileURL } from 'node:url';
import { adminServices } from './seed/admin-app.mjs';

/**
 * Grants the admin role to the user with this email: custom claim `admin: true` (other claims
 * kept) and `profiles/{uid}.user_type = 'admin'` (merged; the profile is created if missing).
 * Idempotent. Throws when no user has this email.
 * @param {string} email
 * @returns {Promise<string>} the user's uid
 */
export async function grantAdmin(email) {
  const { auth, db } = adminServices();
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  await db
    .doc(`profiles/${user.uid}`)
    .set(
      { id: user.uid, email: user.email ?? email, user_type: 'admin', updated_at: FieldValue.serverTimestamp() },
      { merge: true },
    );
  return user.uid;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run grant-admin -- <email>');
    process.exit(2);
  }
  try {
    const uid = await grantAdmin(email);
    console.log(`${email} (${uid}) is now an admin. They must sign in again (or refresh their token) to use it.`);
    process.exit(0);
  } catch (e) {
    console.error(`Could not grant admin to ${email}: ${e instanceof Error ? e.message : String(e)}`);
    console.error('Are the emulators running (npm start) and does this user exist?');
    process.exit(1);
  }
}
