import { attendanceSchema, type Attendance } from '../sessions/attendance';
import { defineCollection } from './collection';

/** `batches/{batchId}/sessions/{n}/attendance/{uid}` (markAttendance only): present or not at class n (docs/sessions.md). */
export const attendance = defineCollection<Attendance>({
  pattern: 'batches/{batchId}/sessions/{n}/attendance/{uid}',
  schema: attendanceSchema,
  idField: 'learner_id',
  required: ['batch_id', 'trainer_id', 'present'],
  example: () => ({
    batch_id: 'batch_1',
    course_id: 'course_1',
    trainer_id: 'trainer_1',
    learner_id: 'learner_1',
    n: 1,
    present: true,
    marked_at: new Date('2026-12-01T05:30:00.000Z'),
  }),
});
