import { paiseToRupees } from '@skillsetu/domain';
import { query, where } from 'firebase/firestore';
import { useLiveDoc, useLiveQuery } from '../../../lib/firebase/live';
import { enrollmentsCollection, trainerCardRef } from '../../../lib/firebase/refs';

/** Real dashboard numbers (Decision 1): students and earnings (rupees) from enrollments, rating from the card. */
export interface TrainerStats {
  students: number;
  earnings: number;
  rating: number;
}

/**
 * Live stats of trainer `uid`: enrollments where trainer_id == uid (count; amounts summed from
 * paise to rupees) and the derived card's rating (0 = not rated). Read errors are logged and count 0.
 */
export function useTrainerStats(uid: string | null): TrainerStats {
  const enrolments = useLiveQuery(
    uid ? query(enrollmentsCollection(), where('trainer_id', '==', uid)) : null,
    'Enrolments load',
  );
  const card = useLiveDoc(uid ? trainerCardRef(uid) : null, 'Trainer card load');
  const paise = enrolments.data.reduce((sum, e) => sum + e.amount, 0);
  return { students: enrolments.data.length, earnings: paiseToRupees(paise), rating: card.data?.rating ?? 0 };
}
