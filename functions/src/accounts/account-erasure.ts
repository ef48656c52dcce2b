import {
  batches as batchDocs,
  conversations as conversationDocs,
  FORMER_LEARNER,
  FORMER_TRAINER,
  payoutDebits,
  transfers as transferDocs,
  type CollectionModule,
  type DeletionBlockers,
} from '@skillsetu/domain';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import type { DocumentReference, Firestore, Query, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { collectionPath } from '../lib/typed-docs';

// What deleting an account removes, renames and keeps (docs/accounts.md "Delete my account",
// docs/decisions/172-account-deletion.md). Money records (orders, refunds, transfers,
// statement_lines, payout_debits, payout_accounts, invoices, enrollments) are kept untouched.

/** Documents keyed by the uid that are removed: profile, learner and trainer profile, public card, traces. */
export const REMOVED_BY_UID = [
  'profiles',
  'learner_profiles',
  'trainer_profiles',
  'trainer_cards',
  'verification_requests',
  'presence',
  'notification_preferences',
  'trainer_stats',
  'course_counts',
] as const;

/** [collection, field]: documents about the user that are removed (personal, not money records). */
export const REMOVED_BY_FIELD: readonly (readonly [string, string])[] = [
  ['notifications', 'user_id'],
  ['course_watchers', 'user_id'],
  ['contact_requests', 'learner_id'],
  ['contact_requests', 'trainer_id'],
  ['contact_grants', 'learner_id'],
  ['contact_grants', 'trainer_id'],
];

/**
 * Reads, inside the caller's transaction, what stops `uid` from leaving (amounts in paise): the
 * trainer's scheduled or running batches with sold seats, open payout debits, and payouts not yet
 * released (held, or waiting for a bank account).
 */
export async function readBlockers(tx: Transaction, db: Firestore, uid: string): Promise<DeletionBlockers> {
  const [batches, debits, transfers] = await Promise.all([
    tx.get(
      db
        .collection(collectionPath(batchDocs))
        .where('trainer_id', '==', uid)
        .where('status', 'in', ['scheduled', 'running']),
    ),
    tx.get(db.collection(collectionPath(payoutDebits)).where('trainer_id', '==', uid).where('status', '==', 'open')),
    tx.get(
      db
        .collection(collectionPath(transferDocs))
        .where('trainer_id', '==', uid)
        .where('status', 'in', ['pending_account', 'held', 'in_parts']),
    ),
  ]);
  return {
    batchesWithLearners: batches.docs.filter((b) => fieldsOf(batchDocs, b).seats_taken > 0).length,
    openDebitPaise: debits.docs.reduce((s, d) => {
      const debit = fieldsOf(payoutDebits, d);
      return s + Math.max(0, debit.amount_paise - debit.recovered_paise);
    }, 0),
    heldPayoutPaise: transfers.docs.reduce((s, t) => {
      const transfer = fieldsOf(transferDocs, t);
      return s + Math.max(0, transfer.amount - transfer.netted_paise);
    }, 0),
  };
}

/**
 * A document read field by field by its module, usable or not (a bad field reads as its empty
 * value, 0 for an amount): a payout the module finds unusable still keeps its trainer's account,
 * and a conversation it finds unusable still loses the leaving user's name, as when these fields
 * were read one by one (docs/decisions/172-account-deletion.md).
 */
function fieldsOf<T extends Record<string, unknown>>(module: CollectionModule<T>, snap: QueryDocumentSnapshot): T {
  return module.read(snap.id, snap.data()).value;
}

/** Runs the writes in batches of at most 400 (a batch takes 500). Deleting a missing document is fine. */
async function commitAll(db: Firestore, writes: ((b: FirebaseFirestore.WriteBatch) => void)[]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + 400)) w(batch);
    await batch.commit();
  }
}

const refsOf = async (q: Query): Promise<DocumentReference[]> => (await q.get()).docs.map((d) => d.ref);

/**
 * Unpublishes every course of `uid` in the caller's transaction (the one that checked the blockers),
 * so no new sale can start between the check and the deletion. A trainer owns at most 50 courses.
 */
export async function unpublishCourses(tx: Transaction, db: Firestore, uid: string): Promise<void> {
  const courses = await tx.get(db.collection('courses').where('trainer_id', '==', uid).where('is_active', '==', true));
  for (const c of courses.docs) tx.update(c.ref, { is_active: false });
}

/**
 * Removes and renames every trace of `uid` outside the money records (courses are unpublished by
 * unpublishCourses before); each step is a delete or a
 * set-to-the-same-value, so running it twice (a retry, a concurrent second call) changes nothing more.
 */
export async function eraseTraces(db: Firestore, uid: string): Promise<void> {
  const [removed, reviews, students, conversations] = await Promise.all([
    Promise.all(REMOVED_BY_FIELD.map(([c, f]) => refsOf(db.collection(c).where(f, '==', uid)))),
    refsOf(db.collection('reviews').where('learner_id', '==', uid)),
    refsOf(db.collection('trainer_students').where('learner_id', '==', uid)),
    db.collection(collectionPath(conversationDocs)).where('participants', 'array-contains', uid).get(),
  ]);
  const writes: ((b: FirebaseFirestore.WriteBatch) => void)[] = [
    ...REMOVED_BY_UID.map((c) => (b: FirebaseFirestore.WriteBatch) => b.delete(db.doc(`${c}/${uid}`))),
    ...removed.flat().map((ref) => (b: FirebaseFirestore.WriteBatch) => b.delete(ref)),
    ...reviews.map((ref) => (b: FirebaseFirestore.WriteBatch) => b.update(ref, { learner_name: FORMER_LEARNER })),
    ...students.map((ref) => (b: FirebaseFirestore.WriteBatch) => b.update(ref, { learner_name: FORMER_LEARNER })),
    ...conversations.docs.map(
      (c) => (b: FirebaseFirestore.WriteBatch) =>
        b.update(
          c.ref,
          fieldsOf(conversationDocs, c).trainer_id === uid
            ? { trainer_name: FORMER_TRAINER }
            : { learner_name: FORMER_LEARNER },
        ),
    ),
  ];
  await commitAll(db, writes);
  await removeAvatars(uid);
}

/** Deletes the user's uploaded pictures (Storage avatars/{uid}/); skipped when no Storage emulator runs locally. */
async function removeAvatars(uid: string): Promise<void> {
  if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return;
  try {
    await getStorage()
      .bucket()
      .deleteFiles({ prefix: `avatars/${uid}/` });
  } catch (err) {
    // The account is gone either way; a leftover picture has no link from any page and is logged for support.
    logger.warn('deleteMyAccount: avatars not removed', { uid, err: String(err) });
  }
}
