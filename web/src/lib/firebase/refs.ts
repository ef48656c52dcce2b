import { trainerCardFromData, trainerCardSchema, type TrainerCard } from '@skillsetu/domain';
import { collection, doc, type CollectionReference, type DocumentReference } from 'firebase/firestore';
import { converterFromSchema } from './converter-from-schema';
import { firestore } from './sdk';

/**
 * `trainer_cards/{uid}` read through the card schema, lenient fallback domain trainerCardFromData
 * (docs/decisions/120-one-data-access-pattern.md): the one reading of a card on the main thread.
 */
export const trainerCardConverter = converterFromSchema<TrainerCard>(trainerCardSchema, trainerCardFromData);

/** The public trainer cards, typed (reads only; cards are written by the server). */
export function trainerCardsCollection(): CollectionReference<TrainerCard> {
  return collection(firestore, 'trainer_cards').withConverter(trainerCardConverter);
}

/** One trainer's public card, typed. */
export function trainerCardRef(uid: string): DocumentReference<TrainerCard> {
  return doc(firestore, 'trainer_cards', uid).withConverter(trainerCardConverter);
}
