import { deriveTrainerCard, type TrainerCard } from '@skillsetu/domain';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

const APP_NAME = 'skillsetu-e2e';

/**
 * Admin SDK Firestore for Playwright specs, on the emulator `firebase emulators:exec` started
 * (FIRESTORE_EMULATOR_HOST is set by it). Throws when that variable is missing, so a spec never
 * writes to a real project by accident.
 */
export function adminDb(): Firestore {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the specs through `npm test` (firebase emulators:exec).');
  }
  const app: App =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-skillsetu' }, APP_NAME);
  return getFirestore(app);
}

/** Every trainer card in the emulator (the seeded ones plus whatever a spec wrote). */
export async function allTrainerCards(): Promise<TrainerCard[]> {
  const snap = await adminDb().collection('trainer_cards').get();
  return snap.docs.map((d) => d.data() as TrainerCard);
}

/**
 * A valid trainer card (domain deriveTrainerCard) with a unique uid and a high public id, for
 * specs that write `trainer_cards` directly through the Admin SDK. Call `removeTrainerCard` after.
 */
export function makeTrainerCard(input: {
  name: string;
  specialization?: string;
  city?: string;
  skills?: string[];
}): TrainerCard {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return deriveTrainerCard(
    {
      id: 900_000 + Math.floor(Math.random() * 99_999),
      user_id: `e2e-trainer-${suffix}`,
      full_name: input.name,
      email: `e2e-${suffix}@example.com`,
      phone: '',
      city: input.city ?? 'Kochi',
      specialization: input.specialization ?? 'Cloud Computing',
      experience: '3-5 years',
      bio: 'Written by a Playwright spec.',
      hourly_rate: 900,
      certifications: [],
      teaching_languages: ['English'],
      skills: input.skills ?? ['Kubernetes', 'Terraform', 'GCP'],
      avatar_url: null,
      linkedin_url: null,
      portfolio_url: null,
      verified: false,
      created_at: new Date(),
    },
    [],
    { students: 0, reviews: 0, averageRating: null },
  );
}

/** Writes trainer_cards/{card.uid} as the server would. */
export async function writeTrainerCard(card: TrainerCard): Promise<void> {
  await adminDb().doc(`trainer_cards/${card.uid}`).set(card);
}

/** Deletes trainer_cards/{uid}. */
export async function removeTrainerCard(uid: string): Promise<void> {
  await adminDb().doc(`trainer_cards/${uid}`).delete();
}

/** The uid of the profile with `email` (profiles/{uid}, e.g. a seeded demo account); throws when there is none. */
export async function uidOf(email: string): Promise<string> {
  const snap = await adminDb().collection('profiles').where('email', '==', email).get();
  const uid = snap.docs[0]?.id;
  if (!uid) throw new Error(`no profile for ${email}`);
  return uid;
}
