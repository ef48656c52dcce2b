import { MAX_LIST_LIMIT, trainerCardFromData, type TrainerCard } from '@skillsetu/domain';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { liteDb } from './lite-db';

/**
 * One Firestore Lite read of the `count` best verified trainer cards (`trainer_cards` where
 * verified, by rating_rank desc: rating, then more reviews; home's 'Learn from verified experts',
 * ADR 071; at most MAX_LIST_LIMIT, the rules' cap), each read leniently with domain
 * trainerCardFromData (no zod: home's read stays small). Rejects with the FirebaseError when the read fails.
 */
export async function readTopRatedCards(count: number): Promise<TrainerCard[]> {
  const snap = await getDocs(
    query(
      collection(liteDb, 'trainer_cards'),
      where('verified', '==', true),
      orderBy('rating_rank', 'desc'),
      limit(Math.min(count, MAX_LIST_LIMIT)),
    ),
  );
  return snap.docs.map((doc) => trainerCardFromData(doc.id, doc.data()));
}

/** One Firestore Lite read of `site_stats/public` (home's and About's headline numbers, ADR 071): null when absent. */
export async function readSiteStats(): Promise<Record<string, unknown> | null> {
  const snap = await getDoc(doc(liteDb, 'site_stats', 'public'));
  return snap.exists() ? snap.data() : null;
}
