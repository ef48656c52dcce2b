import { batchSchema, type Batch } from '../schemas/batch';
import { defineCollection } from './collection';

/** `batches/{batchId}`: a scheduled run of a course; instants in UTC, shown in IST (docs/sessions.md). */
export const batches = defineCollection<Batch>({
  pattern: 'batches/{batchId}',
  schema: batchSchema,
  idField: 'id',
  required: ['course_id', 'trainer_id', 'starts_at', 'status'],
  example: () => ({
    id: 'batch_1',
    course_id: 'course_1',
    trainer_id: 'trainer_1',
    starts_at: new Date('2026-12-01T04:30:00.000Z'),
    ends_at: null,
    seats: 20,
    seats_taken: 0,
    schedule: 'Mon, Wed 10:00',
    status: 'scheduled',
    sessions_count: 0,
  }),
});
