import { paiseToRupees } from '@skillsetu/domain';
import { collection, doc, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firestore } from '../../../lib/firebase/sdk';

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
  const [enrol, setEnrol] = useState({ students: 0, earnings: 0 });
  const [rating, setRating] = useState(0);
  useEffect(() => {
    if (!uid) return;
    const stopEnrol = onSnapshot(
      query(collection(firestore, 'enrollments'), where('trainer_id', '==', uid)),
      (snap) => {
        const paise = snap.docs.reduce((sum, d) => sum + (Number(d.get('amount')) || 0), 0);
        setEnrol({ students: snap.size, earnings: paiseToRupees(paise) });
      },
      (err) => console.error('Failed to load enrollments', err),
    );
    const stopCard = onSnapshot(
      doc(firestore, 'trainer_cards', uid),
      (snap) => setRating(Number(snap.get('rating')) || 0),
      (err) => console.error('Failed to load trainer card', err),
    );
    return () => {
      stopEnrol();
      stopCard();
    };
  }, [uid]);
  return { ...enrol, rating };
}
