import {
  CARD_DEFAULTS,
  CARD_MAX_COURSES,
  counters,
  courses as courseDocs,
  deriveTrainerCard,
  NOT_COUNTED_ENROLMENT_STATUSES,
  studentsFromCounts,
  trainerCards,
  trainerProfiles,
  trainerProfileSchema,
  type Course,
  type TrainerProfile,
  type TrainerStats,
} from '@skillsetu/domain';
import { AggregateField, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { stableJson } from '../lib/stable-json';
import { logger } from 'firebase-functions';
import { adminConverter, collectionPath, dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { runTransaction } from '../lib/transaction';

/**
 * Reads a `trainer_profiles` document for the card, never failing on one bad field: the module's
 * lenient read (docs/decisions/122-one-lenient-reading.md) with the card's 'Trainer' /
 * CARD_DEFAULTS.expertise for a blank name or specialization. A dropped field is logged by name
 * (logger.warn); null (logged as an error) when the result still does not fit the schema.
 */
export function readTrainerProfileForCard(uid: string, data: Record<string, unknown>): TrainerProfile | null {
  const { value, valid, dropped } = trainerProfiles.read(uid, data, {
    full_name: 'Trainer',
    specialization: CARD_DEFAULTS.expertise,
  });
  if (dropped.length > 0) logger.warn('Dropped invalid trainer profile fields', { uid, fields: dropped });
  if (!valid) {
    logger.error('Unusable trainer profile', { uid, issues: trainerProfileSchema.safeParse(value).error?.issues });
    return null;
  }
  return value;
}

export type RecomputeResult = 'written' | 'unchanged' | 'deleted' | 'skipped';

/** Optional read meter: documents (and aggregation units) a card update read, added to `reads`. */
export interface ReadMeter {
  reads: number;
}

/**
 * Assigns the next numeric public id (the /trainer/{id} route number) to trainer_profiles/{uid}
 * when it has none, in a transaction over counters/trainer_profiles. Returns the id, or null if
 * the profile does not exist. Idempotent: an existing id is returned unchanged.
 */
export async function assignTrainerPublicId(db: Firestore, uid: string): Promise<number | null> {
  const counterRef = typedDoc(db, counters, 'trainer_profiles');
  const profileRef = db.doc(trainerProfiles.path(uid));
  return runTransaction(db, async (tx) => {
    const [counter, profile] = await Promise.all([tx.get(counterRef), tx.get(profileRef)]);
    if (!profile.exists) return null;
    // the id alone, by the module's lenient reading: a profile the card cannot use keeps its public id
    const existing = trainerProfiles.read(uid, profile.data() ?? {}).value.id;
    if (existing) return existing;
    const next = (dataOf(counter)?.next ?? 0) + 1;
    tx.set(counterRef.withConverter(null), { next }, { merge: true });
    tx.update(profileRef, { id: next });
    return next;
  });
}

/**
 * The card's course part, read with a bounded cost whatever the number of courses
 * (docs/decisions/024-incremental-trainer-card.md): the first CARD_MAX_COURSES published courses by
 * creation date (at most 10 reads), the lowest published price (1 read) and the published count (an
 * aggregation: 1 read per 1,000 courses).
 */
async function readPublishedCourses(tx: Transaction, db: Firestore, uid: string, meter: ReadMeter) {
  const published = db
    .collection(collectionPath(courseDocs))
    .where('trainer_id', '==', uid)
    .where('is_active', '==', true);
  const [first, cheapest, count] = await Promise.all([
    tx.get(published.orderBy('created_at', 'asc').limit(CARD_MAX_COURSES)),
    tx.get(published.orderBy('price', 'asc').limit(1)),
    tx.get(published.count()),
  ]);
  meter.reads += first.size + cheapest.size + Math.max(1, Math.ceil(count.data().count / 1000));
  const courses = first.docs.map((d) => typedRead(courseDocs, d)).filter((c): c is Course => c !== null);
  const cheapestCourse = cheapest.docs[0] ? typedRead(courseDocs, cheapest.docs[0]) : null;
  return { courses, published: { count: count.data().count, minPrice: cheapestCourse?.price ?? null } };
}

/**
 * Real stats (docs/architecture.md#decision-1), aggregations only: students are the trainer's enrolments minus the
 * cancelled or refunded ones (a bought-and-refunded seat is no student), reviews are the public
 * `reviews` (a cancelled enrolment's review is moved to hidden_reviews; docs/decisions/140-refunded-reviews-hidden.md).
 */
async function readStats(tx: Transaction, db: Firestore, uid: string, meter: ReadMeter): Promise<TrainerStats> {
  const enrolments = db.collection('enrollments').where('trainer_id', '==', uid);
  const [all, notCounted, reviews] = await Promise.all([
    tx.get(enrolments.count()),
    tx.get(enrolments.where('status', 'in', [...NOT_COUNTED_ENROLMENT_STATUSES]).count()),
    tx.get(
      db
        .collection('reviews')
        .where('trainer_id', '==', uid)
        .aggregate({ n: AggregateField.count(), avg: AggregateField.average('rating') }),
    ),
  ]);
  const r = reviews.data();
  const units = (n: number) => Math.max(1, Math.ceil(n / 1000));
  meter.reads += units(all.data().count) + units(notCounted.data().count) + units(r.n);
  return {
    students: studentsFromCounts(all.data().count, notCounted.data().count),
    reviews: r.n,
    averageRating: r.avg ?? null,
  };
}

/** The stats already on a card (a course write does not change them). */
function statsOfCard(data: FirebaseFirestore.DocumentData | undefined): TrainerStats | null {
  if (!data) return null;
  const students = data.students;
  const reviews = data.reviews;
  const rating = data.rating;
  if (typeof students !== 'number' || typeof reviews !== 'number' || typeof rating !== 'number') return null;
  return { students, reviews, averageRating: reviews > 0 ? rating : null };
}

/**
 * Writes trainer_cards/{uid} from the trainer profile, the bounded course read and the stats, in one
 * transaction (one consistent state). `full` recounts the stats; otherwise the card's own stats are
 * kept (recounted only when the card has none). Writes only when the card differs (no write loop).
 */
async function writeCard(db: Firestore, uid: string, full: boolean, meter: ReadMeter): Promise<RecomputeResult> {
  const id = await assignTrainerPublicId(db, uid);
  // read raw: the comparison below must see the stored field names, so an older card is rewritten
  const cardRef = db.doc(trainerCards.path(uid));
  if (id === null) {
    const card = await cardRef.get();
    if (!card.exists) return 'unchanged';
    await cardRef.delete();
    return 'deleted';
  }
  meter.reads += 2; // the id transaction: counter and profile
  return runTransaction(db, async (tx) => {
    const [profileSnap, current] = await Promise.all([tx.get(db.doc(`trainer_profiles/${uid}`)), tx.get(cardRef)]);
    meter.reads += 2;
    if (!profileSnap.exists) return 'skipped';
    const profile = readTrainerProfileForCard(uid, profileSnap.data() ?? {});
    if (!profile || profile.id === null) return 'skipped';
    const kept = full ? null : statsOfCard(current.data());
    const [{ courses, published }, stats] = await Promise.all([
      readPublishedCourses(tx, db, uid, meter),
      kept ? Promise.resolve(kept) : readStats(tx, db, uid, meter),
    ]);
    const card = deriveTrainerCard({ ...profile, id: profile.id }, courses, stats, published);
    if (current.exists && stableJson(current.data()) === stableJson(card)) return 'unchanged';
    tx.set(cardRef.withConverter(adminConverter(trainerCards)), card);
    return 'written';
  });
}

/**
 * Recomputes trainer_cards/{uid} exactly: the trainer profile, the published courses (the first
 * CARD_MAX_COURSES summarised, count and lowest price over all), and the students/reviews/rating
 * aggregates, in one transaction. Writes only when the derived card differs (re-running changes
 * nothing), deletes the card when the profile is gone, and assigns the public id first when missing.
 * Reads a bounded number of documents whatever the number of courses. Call it after anything that
 * changes a card's stats (enrollments, reviews).
 */
export async function recomputeTrainerCard(
  db: Firestore,
  uid: string,
  meter: ReadMeter = { reads: 0 },
): Promise<RecomputeResult> {
  return writeCard(db, uid, true, meter);
}

/**
 * The course trigger's update (docs/decisions/024-incremental-trainer-card.md): like
 * recomputeTrainerCard but keeps the stats already on the card (a course write does not change
 * enrollments or reviews), so it reads the profile, the card and the bounded course read only.
 */
export async function refreshTrainerCardCourses(
  db: Firestore,
  uid: string,
  meter: ReadMeter = { reads: 0 },
): Promise<RecomputeResult> {
  return writeCard(db, uid, false, meter);
}
