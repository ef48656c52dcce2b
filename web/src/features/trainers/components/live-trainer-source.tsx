import { useEffect } from 'react';
import { useTrainerByPublicId, type TrainerByIdResult } from '../api/use-trainer-by-public-id';

export interface LiveTrainerSourceProps {
  /** The `/trainer/{id}` route parameter (the card's numeric public id). */
  idParam: string | undefined;
  /** Receives every state of the live card ('loading', 'not-found', 'error', 'success'), with its parameter. */
  onResult: (idParam: string | undefined, result: TrainerByIdResult) => void;
}

/**
 * The live `trainer_cards` listener of /trainer/{id} (useTrainerByPublicId), without a view of its
 * own: it hands each result to the route, which keeps showing the one profile view it painted from
 * the first read, so the listener's arrival updates that view instead of building a second one.
 * Renders nothing; the listener runs in the trainer-cards worker (no Firebase on the page).
 */
export function LiveTrainerSource({ idParam, onResult }: LiveTrainerSourceProps) {
  const result = useTrainerByPublicId(idParam);
  useEffect(() => onResult(idParam, result), [idParam, result, onResult]);
  return null;
}
