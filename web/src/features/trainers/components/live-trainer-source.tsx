import { useEffect } from 'react';
import { useTrainerByPublicId, type TrainerByIdResult } from '../api/use-trainer-by-public-id';
import { loadScheduleView } from '../../analytics';

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
 * Renders nothing; the listener runs in the trainer-cards worker (no Firebase on the page). Loaded
 * only after the profile has painted, it also records the profile view and
 * Enroll Now clicks (docs/analytics.md).
 */
export function LiveTrainerSource({ idParam, onResult }: LiveTrainerSourceProps) {
  const result = useTrainerByPublicId(idParam);
  useEffect(() => onResult(idParam, result), [idParam, result, onResult]);
  // --- analytics: the profile view and its Enroll Now clicks, counted by the server once per visitor per day ---
  const viewed = result.status === 'success' ? result.trainer : null;
  useEffect(() => {
    if (!viewed) return;
    const courses = viewed.courses.filter((c) => !c.is_default).map((c) => ({ id: c.id, title: c.title }));
    void loadScheduleView().then((m) => {
      m.scheduleViewRecord({ kind: 'profile', id: viewed.uid });
      m.watchEnrollClicks(courses);
    });
  }, [viewed]);
  // --- end analytics ---
  return null;
}
