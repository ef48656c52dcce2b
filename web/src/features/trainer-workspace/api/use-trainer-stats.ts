import { trainerStudentStatsSchema } from '@skillsetu/domain';
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';

/** Real dashboard numbers (Decision 1): students, net earnings (whole rupees) and the card's rating. */
export interface TrainerStats {
  students: number;
  /** Net after commission, GST and refunds, whole rupees (rounded down). */
  earnings: number;
  rating: number;
}

/**
 * Live stats of trainer `uid`, derived on the server: trainer_student_stats/{uid} (students; net_paise =
 * the sum of splitAfterRefund(...).netPaise over the trainer's enrolments, docs/decisions/090) and the
 * derived card's rating (0 = not rated). A missing or unreadable document counts 0 (errors logged by
 * reactfire). Must render inside <WithFirebase>.
 */
export function useTrainerStats(uid: string): TrainerStats {
  const db = useFirestore();
  const statsRef = useMemo(() => doc(db, 'trainer_student_stats', uid), [db, uid]);
  const cardRef = useMemo(() => doc(db, 'trainer_cards', uid), [db, uid]);
  const { data: stats } = useFirestoreDocData(statsRef, { suspense: false });
  const { data: card } = useFirestoreDocData(cardRef, { suspense: false });
  return useMemo(() => {
    const parsed = trainerStudentStatsSchema.safeParse(stats);
    const s = parsed.success ? parsed.data : { students: 0, net_paise: 0 };
    const rating = Number(card?.rating) || 0;
    return { students: s.students, earnings: Math.floor(s.net_paise / 100), rating };
  }, [stats, card]);
}
