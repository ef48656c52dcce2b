import { trainerStudentStatsSchema, type TrainerStudentStats } from '@skillsetu/domain';
import { doc, type DocumentReference } from 'firebase/firestore';
import { converterFromSchema } from '../../../lib/firebase/converter-from-schema';
import { useLiveDoc } from '../../../lib/firebase/live';
import { trainerCardRef } from '../../../lib/firebase/refs';
import { firestore } from '../../../lib/firebase/sdk';

const num = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

/** trainer_student_stats/{uid} through its domain schema; an unreadable document counts 0. */
const statsConverter = converterFromSchema<TrainerStudentStats>(trainerStudentStatsSchema, (_id, d) => ({
  students: num(d.students),
  active_students: num(d.active_students),
  net_paise: num(d.net_paise),
}));

function statsRef(uid: string): DocumentReference<TrainerStudentStats> {
  return doc(firestore, 'trainer_student_stats', uid).withConverter(statsConverter);
}

/** Real dashboard numbers (docs/architecture.md#decision-1): students, net earnings (whole rupees) and the card's rating. */
export interface TrainerStats {
  students: number;
  /** Net after commission, GST and refunds, whole rupees (rounded down). */
  earnings: number;
  rating: number;
}

/**
 * Live stats of trainer `uid`, derived on the server: trainer_student_stats/{uid} (students; net_paise =
 * the sum of splitAfterRefund(...).netPaise over the trainer's enrolments, docs/decisions/090-trainer-students-projection.md) and the
 * derived card's rating (0 = not rated). A missing or unreadable document counts 0 (errors logged by
 * through lib/firebase/live). Must render inside <WithFirebase>.
 */
export function useTrainerStats(uid: string | null): TrainerStats {
  const stats = useLiveDoc(uid ? statsRef(uid) : null, 'Trainer stats load');
  const card = useLiveDoc(uid ? trainerCardRef(uid) : null, 'Trainer card load');
  const s = stats.data ?? { students: 0, net_paise: 0 };
  return { students: s.students, earnings: Math.floor(s.net_paise / 100), rating: card.data?.rating ?? 0 };
}
