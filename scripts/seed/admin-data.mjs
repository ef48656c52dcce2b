// Demo data for the admin console (README "Admin console"): a few pending verification requests from
// seeded trainers who are not verified yet, and contact messages (one already handled). Fixed ids
// and dates, so seeding twice changes nothing. The demo trainer starts unverified with no request,
// so the demo (and the e2e spec) can walk the whole verification workflow.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { contactMessageDoc } from './documents.mjs';

const BASE = Date.UTC(2025, 10, 3, 5, 0);
const HOUR = 60 * 60 * 1000;
const at = (hours) => Timestamp.fromMillis(BASE + hours * HOUR);

const REQUESTS = [
  {
    id_type: 'aadhaar',
    id_last4: '4821',
    qualifications: 'M.Sc. Statistics, University of Pune',
    experience: '5 years teaching data analysis to working professionals',
    evidence_links: ['https://www.linkedin.com/in/demo-data-trainer'],
  },
  {
    id_type: 'pan',
    id_last4: '913K',
    qualifications: 'B.Des. Communication Design, NID',
    experience: '7 years as a product designer; 3 years of weekend batches',
    evidence_links: [],
  },
  {
    id_type: 'passport',
    id_last4: 'Z7Q2',
    qualifications: 'AWS Certified Solutions Architect – Associate',
    experience: '4 years running cloud workshops',
    evidence_links: ['https://www.credly.com/badges/demo-aws-associate', 'https://www.linkedin.com/in/demo-cloud'],
  },
];

const MESSAGES = [
  {
    id: 'seed-contact-1',
    firstName: 'Neha',
    lastName: 'Gupta',
    email: 'neha.gupta@example.com',
    subject: 'Refund for a cancelled batch',
    message: 'My React batch was cancelled by the trainer. How long does the refund take?',
    hours: 30,
  },
  {
    id: 'seed-contact-2',
    firstName: 'Imran',
    lastName: 'Shaikh',
    email: 'imran.shaikh@example.com',
    subject: 'Becoming a trainer',
    message: 'I teach Excel to small businesses. Which plan should I choose?',
    hours: 20,
  },
  {
    id: 'seed-contact-3',
    firstName: 'Lakshmi',
    lastName: '',
    email: 'lakshmi@example.com',
    subject: 'Invoice with GST number',
    message: 'Please send an invoice with our company GSTIN for my last payment.',
    hours: 10,
  },
  {
    id: 'seed-contact-4',
    firstName: 'Suresh',
    lastName: 'Iyer',
    email: 'suresh.iyer@example.com',
    subject: 'Thanks!',
    message: 'Found a great Python trainer in Chennai through SkillSetu. Thank you.',
    hours: 2,
    handled: true,
  },
];

/**
 * Writes the admin demo data: verification_requests for the given unverified seeded trainers
 * (pending, oldest first), contact_messages, and resets the demo trainer's verification.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ uid: string, email: string, name: string }[]} unverified seeded trainers without the badge
 * @param {string} demoTrainerUid
 * @param {string} adminUid
 */
export async function seedAdminData(db, unverified, demoTrainerUid, adminUid) {
  const writes = unverified.slice(0, REQUESTS.length).map((t, i) =>
    db.doc(`verification_requests/${t.uid}`).set({
      ...REQUESTS[i],
      uid: t.uid,
      full_name: t.name,
      email: t.email,
      status: 'pending',
      submitted_at: at(i * 5),
    }),
  );
  for (const m of MESSAGES) {
    writes.push(
      db.doc(`contact_messages/${m.id}`).set(
        contactMessageDoc({
          firstName: m.firstName,
          lastName: m.lastName,
          email: m.email,
          subject: m.subject,
          message: m.message,
          created_at: at(m.hours).toDate(),
          status: m.handled ? 'handled' : 'new',
          ...(m.handled ? { handled_at: at(m.hours + 1).toDate(), handled_by: adminUid } : {}),
        }),
      ),
    );
  }
  writes.push(db.doc(`verification_requests/${demoTrainerUid}`).delete());
  writes.push(
    db
      .doc(`trainer_profiles/${demoTrainerUid}`)
      .set(
        { verified: false, verified_at: FieldValue.delete(), verification_checks: FieldValue.delete() },
        { merge: true },
      ),
  );
  await Promise.all(writes);
}
