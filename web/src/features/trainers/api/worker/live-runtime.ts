import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulators, firebaseConfig } from '../../../../config/firebase-config';
import { createTrainerCardsListeners } from './listeners';
import type { TrainerCardsResponse } from './protocol';

/**
 * The trainer-cards worker's full Firestore SDK (default memory cache; no Auth: trainer_cards is
 * public) and its listeners' request handler, which posts every result with `post`.
 */
export function startLiveListeners(post: (response: TrainerCardsResponse) => void) {
  const db = getFirestore(initializeApp(firebaseConfig));
  if (emulators) connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  return createTrainerCardsListeners(db, post);
}
