import { trainerCardSchema } from '@skillsetu/domain';
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { liteDb } from './lite-db';
import type { CardDoc } from './protocol';

/**
 * One Firestore Lite read of the card with this public id (`trainer_cards` where id == publicId,
 * limit 1), parsed with the domain card schema (card null when malformed, with a console warning).
 * Resolves to [] when there is none; rejects with the FirebaseError when the read fails.
 */
export async function readTrainerCardByPublicId(publicId: number): Promise<CardDoc[]> {
  const snap = await getDocs(query(collection(liteDb, 'trainer_cards'), where('id', '==', publicId), limit(1)));
  return snap.docs.map((doc) => {
    const parsed = trainerCardSchema.safeParse(doc.data());
    if (!parsed.success) console.warn(`trainer_cards/${doc.id} does not match the card schema`, parsed.error.issues);
    return { id: doc.id, card: parsed.success ? parsed.data : null };
  });
}
