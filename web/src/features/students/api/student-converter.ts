import { trainerStudentSchema, type TrainerStudent } from '@skillsetu/domain';
import { Timestamp, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase/firestore';

const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : v instanceof Date ? v : null);
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const paise = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

/** A trainer_students document as the domain row: Timestamps → Dates, then trainerStudentSchema.safeParse; a row that fails keeps plain, safe defaults. */
export function studentFromData(id: string, d: Record<string, unknown>): TrainerStudent {
  const plain = {
    enrollment_id: str(d.enrollment_id, id) || id,
    trainer_id: str(d.trainer_id),
    learner_id: str(d.learner_id),
    learner_name: str(d.learner_name, 'Learner').slice(0, 120) || 'Learner',
    course_id: str(d.course_id),
    course_title: str(d.course_title, 'Course').slice(0, 200) || 'Course',
    batch_id: typeof d.batch_id === 'string' && d.batch_id ? d.batch_id : null,
    batch_starts_at: toDate(d.batch_starts_at),
    amount_paise: paise(d.amount_paise),
    refunded_paise: paise(d.refunded_paise),
    net_paise: paise(d.net_paise),
    status: d.status === 'cancelled' || d.status === 'refunded' ? d.status : 'active',
    created_at: toDate(d.created_at) ?? new Date(0),
    sessions_held: paise(d.sessions_held),
    sessions_attended: paise(d.sessions_attended),
    lessons_covered: paise(d.lessons_covered),
    lessons_total: paise(d.lessons_total),
    source_time: toDate(d.source_time) ?? undefined,
  } satisfies Record<keyof TrainerStudent, unknown>;
  const parsed = trainerStudentSchema.safeParse(plain);
  return parsed.success ? parsed.data : (plain as TrainerStudent);
}

/** Firestore converter for trainer_students (docs/decisions/090-trainer-students-projection.md); server-written, never written from the client. */
export const studentConverter: FirestoreDataConverter<TrainerStudent> = {
  toFirestore: () => {
    throw new Error('trainer_students is written by the server only');
  },
  fromFirestore: (snap: QueryDocumentSnapshot) => studentFromData(snap.id, snap.data()),
};
