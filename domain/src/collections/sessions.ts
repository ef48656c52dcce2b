import { sessionSchema, type Session } from '../schemas/session';
import { defineCollection } from './collection';

/** `batches/{batchId}/sessions/{n}`: one dated class of a batch (UTC instants; docs/sessions.md). */
export const sessions = defineCollection<Session>({
  pattern: 'batches/{batchId}/sessions/{n}',
  schema: sessionSchema,
  idField: 'id',
  required: ['batch_id', 'starts_at', 'status'],
  example: () => ({
    id: '1',
    n: 1,
    batch_id: 'batch_1',
    course_id: 'course_1',
    trainer_id: 'trainer_1',
    starts_at: new Date('2026-12-01T04:30:00.000Z'),
    ends_at: new Date('2026-12-01T05:30:00.000Z'),
    duration_minutes: 60,
    status: 'scheduled',
    original_starts_at: new Date('2026-12-01T04:30:00.000Z'),
    reschedules: 0,
  }),
});
