import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore/lite';
import { liteDb } from './lite-db';

/**
 * One Firestore Lite read of the `count` highest-rated trainer cards (`trainer_cards` ordered by
 * rating desc), each document's data as stored. Rejects with the FirebaseError when the read fails.
 */
export async function readTopRatedCards(count: number): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const snap = await getDocs(query(collection(liteDb, 'trainer_cards'), orderBy('rating', 'desc'), limit(count)));
  return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}
