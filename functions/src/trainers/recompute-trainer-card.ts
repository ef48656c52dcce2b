import { deriveTrainerCard, type Course } from '@skillsetu/domain';
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { stableJson } from '../lib/stable-json';
import { readCourse, readTrainerProfile } from './trainer-docs';

export type RecomputeResult = 'written' | 'unchanged' | 'deleted' | 'skipped';

/**
 * Assigns the next numeric public id (the /trainer/{id} route number) to trainer_profiles/{uid}
 * when it has none, in a transaction over counters/trainer_profiles. Returns the id, or null if
 * the profile does not exist. Idempotent: an existing id is returned unchanged.
 */
export async function assignTrainerPublicId(db: Firestore, uid: string): Promise<number | null> {
  const counterRef = db.doc('counters/trainer_profiles');
  const profileRef = db.doc(`trainer_profiles/${uid}`);
  return db.runTransaction(async (tx) => {
    const [counter, profile] = await Promise.all([tx.get(counterRef), tx.get(profileRef)]);
    if (!profile.exists) return null;
    const existing = profile.get('id');
    if (typeof existing === 'number' && existing > 0) return existing;
    const next = ((counter.get('next') as number | undefined) ?? 0) + 1;
    tx.set(counterRef, { next }, { merge: true });
    tx.update(profileRef, { id: next });
    return next;
  });
}

/**
 * Recomputes trainer_cards/{uid} from the trainer profile, the trainer's courses, enrollments and
 * reviews, in one transaction so the card reflects one consistent state. Writes only when the
 * derived card differs from the stored one (re-running changes nothing; no write loop), and
 * deletes the card when the profile is gone. Assigns the public id first when missing.
 */
export async function recomputeTrainerCard(db: Firestore, uid: string): Promise<RecomputeResult> {
  const id = await assignTrainerPublicId(db, uid);
  const cardRef = db.doc(`trainer_cards/${uid}`);
  if (id === null) {
    const card = await cardRef.get();
    if (!card.exists) return 'unchanged';
    await cardRef.delete();
    return 'deleted';
  }
  return db.runTransaction(async (tx) => {
    const profileSnap = await tx.get(db.doc(`trainer_profiles/${uid}`));
    if (!profileSnap.exists) return 'skipped';
    const profile = readTrainerProfile(uid, profileSnap.data() ?? {});
    if (!profile || profile.id === null) return 'skipped';
    const [courseSnaps, enrollments, reviews, current] = await Promise.all([
      tx.get(db.collection('courses').where('trainer_id', '==', uid)),
      tx.get(db.collection('enrollments').where('trainer_id', '==', uid).count()),
      tx.get(
        db
          .collection('reviews')
          .where('trainer_id', '==', uid)
          .aggregate({ n: AggregateField.count(), avg: AggregateField.average('rating') }),
      ),
      tx.get(cardRef),
    ]);
    const courses = courseSnaps.docs.map((d) => readCourse(d.id, d.data())).filter((c): c is Course => c !== null);
    const reviewStats = reviews.data();
    const card = deriveTrainerCard({ ...profile, id: profile.id }, courses, {
      students: enrollments.data().count,
      reviews: reviewStats.n,
      averageRating: reviewStats.avg ?? null,
    });
    if (current.exists && stableJson(current.data()) === stableJson(card)) return 'unchanged';
    tx.set(cardRef, card);
    return 'written';
  });
}
