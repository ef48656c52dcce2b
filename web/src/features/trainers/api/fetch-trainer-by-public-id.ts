import { trainerCardSchema, type TrainerCard } from '@skillsetu/domain';
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { firestoreLite } from '../../../lib/firebase/firestore-lite';
import { parsePublicTrainerId } from '../utils/listing-url';

/**
 * One Firestore Lite read of the trainer card behind a `/trainer/{id}` parameter (`trainer_cards`
 * where id == Number(param), limit 1), so the profile can paint before the full SDK and its live
 * listener have loaded. Resolves to null for an invalid parameter, no match or a malformed card;
 * rejects with the FirebaseError when the read fails (the live listener then reports it).
 */
export async function fetchTrainerByPublicId(param: string | undefined): Promise<TrainerCard | null> {
  const id = parsePublicTrainerId(param);
  if (id === null) return null;
  const snap = await getDocs(query(collection(firestoreLite, 'trainer_cards'), where('id', '==', id), limit(1)));
  const parsed = snap.docs[0] ? trainerCardSchema.safeParse(snap.docs[0].data()) : null;
  return parsed?.success ? parsed.data : null;
}
