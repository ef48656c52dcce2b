// The seed's verified trainers come through the verification workflow (docs/admin.md): each one's
// request is written as the trainer submits it (pending, the trainer's own name and e-mail, a
// submission date in the past), then the demo admin approves it with adminDecideVerification,
// which stamps verified_at and the checks, notifies and mails the trainer and writes the audit
// entry, exactly as in the console. A trainer already approved is skipped, so seeding twice
// changes nothing.
import { Timestamp } from 'firebase-admin/firestore';
import { deleteApp } from 'firebase/app';
import { learnerClient } from './learning.mjs';

const DAY = 24 * 60 * 60 * 1000;
const ID_TYPES = ['aadhaar', 'pan', 'passport', 'driving_licence'];
// domain VERIFICATION_CHECKS (the seed runs as plain Node and cannot load the TypeScript domain package).
const VERIFICATION_CHECKS = ['identity', 'qualification', 'experience'];

/**
 * Submits and approves the verification of each trainer in `trainers` ({ uid, name, email, t } with
 * t a SeedTrainer) as the admin `admin` ({ email, password }). Throws when a decision fails.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ uid: string, name: string, email: string, t: import('./trainers.mjs').SeedTrainer }[]} trainers
 * @param {{ email: string, password: string }} admin
 * @param {(m: string) => void} log
 */
export async function seedVerifiedTrainers(db, trainers, admin, log) {
  const client = await learnerClient(admin.email, admin.password);
  let approved = 0;
  try {
    for (const [i, { uid, name, email, t }] of trainers.entries()) {
      const ref = db.doc(`verification_requests/${uid}`);
      if ((await ref.get()).get('status') === 'verified') continue;
      await ref.set({
        uid,
        full_name: name,
        email,
        id_type: ID_TYPES[i % ID_TYPES.length],
        id_last4: String(4000 + i * 137).slice(-4),
        qualifications: t.certifications.join('; ') || `${t.specialization} practitioner`,
        experience: `${t.experience} of ${t.specialization}`,
        evidence_links: [`https://www.linkedin.com/in/${name.toLowerCase().replace(/[^a-z]+/g, '-')}`],
        status: 'pending',
        submitted_at: Timestamp.fromMillis(Date.now() - (3 + i) * DAY),
      });
      // Most were checked on all three counts; every third without the experience check.
      const checks = i % 3 === 2 ? VERIFICATION_CHECKS.filter((c) => c !== 'experience') : [...VERIFICATION_CHECKS];
      await client.call('adminDecideVerification', { uid, decision: 'approve', checks });
      approved += 1;
    }
  } finally {
    await deleteApp(client.app);
  }
  log(`[seed] verification: ${approved} trainers approved through adminDecideVerification`);
}
