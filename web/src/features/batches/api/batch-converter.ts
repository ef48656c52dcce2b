import { batchSchema, type Batch } from '@skillsetu/domain';
import { Timestamp, type FirestoreDataConverter, type QueryDocumentSnapshot } from 'firebase/firestore';

const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);

/**
 * batches/{id} ⇄ Batch (domain batchSchema, Dates for Timestamps). A document that does not parse
 * falls back to a plain reading with safe defaults, so one odd document never hides the list.
 */
export const batchConverter: FirestoreDataConverter<Batch> = {
  toFirestore: (b) => b,
  fromFirestore(snap: QueryDocumentSnapshot): Batch {
    const d = snap.data();
    const plain = {
      ...d,
      id: snap.id,
      starts_at: toDate(d.starts_at) ?? new Date(0),
      ends_at: toDate(d.ends_at),
    };
    const parsed = batchSchema.safeParse(plain);
    if (parsed.success) return parsed.data;
    return {
      id: snap.id,
      course_id: String(d.course_id ?? ''),
      trainer_id: String(d.trainer_id ?? ''),
      starts_at: plain.starts_at,
      ends_at: plain.ends_at,
      seats: typeof d.seats === 'number' ? d.seats : 0,
      seats_taken: typeof d.seats_taken === 'number' ? d.seats_taken : 0,
      schedule: typeof d.schedule === 'string' ? d.schedule : '',
      status: d.status === 'scheduled' ? 'scheduled' : 'cancelled',
      sessions_count: typeof d.sessions_count === 'number' ? d.sessions_count : 0,
    };
  },
};
