import { MAX_LIST_LIMIT, trainerCardFromData, type TrainerCard } from '@skillsetu/domain';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { liteDb } from './lite-db';

/**
 * One Firestore Lite read of the `count` highest-rated trainer cards (`trainer_cards` ordered by
 * rating_rank desc: rating, then more reviews; at most MAX_LIST_LIMIT, the rules' cap), each read
 * leniently with domain trainerCardFromData (no zod: home's read stays small). Rejects with the
 * FirebaseError when the read fails.
 */
export async function readTopRatedCards(count: number): Promise<TrainerCard[]> {
  const snap = await getDocs(
    query(collection(liteDb, 'trainer_cards'), orderBy('rating_rank', 'desc'), limit(Math.min(count, MAX_LIST_LIMIT))),
  );
  return snap.docs.map((doc) => trainerCardFromData(doc.id, doc.data()));
}
