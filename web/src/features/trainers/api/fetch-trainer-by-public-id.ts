import type { TrainerCard } from '@skillsetu/domain';
import { parsePublicTrainerId, readTrainerCardByPublicId } from './worker/client';

/**
 * One Firestore Lite read of the trainer card behind a `/trainer/{id}` parameter (`trainer_cards`
 * where id == Number(param), limit 1), so the profile can paint before the live listener is there.
 * The read and its schema parsing run in the trainer-cards worker (worker/client.ts): neither
 * Firestore Lite nor zod is evaluated on the page's main thread. Resolves to null for an invalid
 * parameter, no match or a malformed card; rejects when the read fails (the live listener then
 * reports it).
 */
export async function fetchTrainerByPublicId(param: string | undefined): Promise<TrainerCard | null> {
  const id = parsePublicTrainerId(param);
  if (id === null) return null;
  const docs = await readTrainerCardByPublicId(id);
  return docs[0]?.card ?? null;
}
