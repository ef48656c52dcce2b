// Shared setup of the admin functions tests (emulators only, no mocks): users signed up on the Auth
// emulator call the functions emulator; the Admin SDK grants the claim, seeds and inspects.
import { getAuth as getAdminAuth, type Auth as AdminAuth } from 'firebase-admin/auth';
import { getApps as getAdminApps } from 'firebase-admin/app';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { adminDb, AUTH_EMULATOR, newUser, type Client } from '../mail/accounts-test-env';
import { seedProfile } from '../payments/payments-test-env';

export type TestUser = Client & { uid: string; email: string };

/** Admin Auth on the emulator. */
export function adminAuth(): AdminAuth {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR.replace(/^http:\/\//, '');
  adminDb();
  return getAdminAuth(getAdminApps()[0]);
}

/** A new signed-in user whose ID token carries the admin claim (set with the Admin SDK, token refreshed). */
export async function newAdmin(label = 'admin'): Promise<TestUser> {
  const user = await newUser(label);
  await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  await user.auth.currentUser?.getIdToken(true);
  return user;
}

/** profiles/{uid} with the given user_type: the functions tests' one seeder (payments-test-env). */
export { seedProfile };

/** A trainer with a trainer profile and a pending verification request (as the card writes it). */
export async function seedPendingTrainer(db: Firestore, label = 'trainer'): Promise<TestUser> {
  const trainer = await newUser(label);
  await seedProfile(db, trainer, 'trainer');
  await db.doc(`trainer_profiles/${trainer.uid}`).set({
    user_id: trainer.uid,
    full_name: 'Tara Trainer',
    email: trainer.email,
    specialization: 'Web Development',
    created_at: Timestamp.now(),
    verified: false,
  });
  await db.doc(`verification_requests/${trainer.uid}`).set({
    uid: trainer.uid,
    full_name: 'Tara Trainer',
    email: trainer.email,
    id_type: 'pan',
    id_last4: '123F',
    qualifications: 'B.Tech',
    experience: '5 years',
    evidence_links: ['https://www.linkedin.com/in/tara'],
    status: 'pending',
    submitted_at: Timestamp.now(),
  });
  return trainer;
}

/** The admin_audit entries about `target`, oldest first. */
export async function auditFor(db: Firestore, target: string): Promise<FirebaseFirestore.DocumentData[]> {
  const snap = await db.collection('admin_audit').where('target', '==', target).get();
  return snap.docs.map((d) => d.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}
