import {
  trainerStudentSchema,
  trainerStudentStatsSchema,
  type TrainerStudent,
  type TrainerStudentStats,
} from '../students/trainer-student';
import { defineCollection } from './collection';

/** `trainer_students/{enrollmentId}` (server-only): one enrolment as the trainer's Students tab shows it; paise. */
export const trainerStudents = defineCollection<TrainerStudent>({
  pattern: 'trainer_students/{enrollmentId}',
  schema: trainerStudentSchema,
  idField: 'enrollment_id',
  required: ['trainer_id', 'learner_id', 'status'],
  example: () => ({
    enrollment_id: 'course_1_learner_1',
    trainer_id: 'trainer_1',
    learner_id: 'learner_1',
    learner_name: 'Priya Sharma',
    course_id: 'course_1',
    course_title: 'Spoken English',
    batch_id: null,
    batch_starts_at: null,
    amount_paise: 49_900,
    refunded_paise: 0,
    net_paise: 40_066,
    status: 'active',
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});

/** `trainer_student_stats/{trainerUid}` (server-only; the owner reads): the Students and Earnings tiles (paise). */
export const trainerStudentStats = defineCollection<TrainerStudentStats>({
  pattern: 'trainer_student_stats/{uid}',
  schema: trainerStudentStatsSchema,
  example: () => ({ students: 1, active_students: 1, net_paise: 40_066 }),
});
