import { courseSchema, type Course } from '../schemas/course';
import { defineCollection } from './collection';

/**
 * `courses/{courseId}`: a trainer's course; price in whole rupees (docs/payments.md). Unusable without
 * a valid price: a fractional one is never read as ₹0.
 */
export const courses = defineCollection<Course>({
  pattern: 'courses/{courseId}',
  schema: courseSchema,
  idField: 'id',
  required: ['trainer_id', 'price'],
  example: () => ({
    id: 'course_1',
    trainer_id: 'trainer_1',
    title: 'Spoken English',
    description: null,
    price: 499,
    duration: null,
    category: 'Languages',
    skills: null,
    mode: null,
    batch_size: null,
    prerequisites: null,
    is_active: true,
    created_at: new Date('2026-11-01T04:30:00.000Z'),
  }),
});
