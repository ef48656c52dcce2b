import { z } from 'zod';
import { dateField, text } from './common';
import { wordText } from './field-rules';
import { introVideoUrlSchema, syllabusDocSchema } from './syllabus';

/**
 * `courses/{courseId}` (docs/product.md#courses-and-batches, plus the dashboard's mode, batch_size and prerequisites).
 * price is in whole rupees, 0 (free) or at least 1 (rules: `price is int`); is_active true means published.
 * syllabus and intro_video_url are optional (the Curriculum tab and Preview Course).
 */
export const courseSchema = z.object({
  id: z.string().min(1),
  trainer_id: z.string().min(1),
  title: text(200),
  description: text(5000).nullable(),
  price: z.number().int().nonnegative().max(10_000_000),
  duration: text(60).nullable(),
  category: text(80),
  skills: z.array(wordText(60)).max(30).nullable(),
  mode: text(60).nullable(),
  batch_size: text(60).nullable(),
  prerequisites: text(2000).nullable(),
  is_active: z.boolean(),
  created_at: dateField,
  /** Modules with lessons and minutes (docs/decisions/074-course-syllabus.md); absent = none written. */
  syllabus: syllabusDocSchema.optional(),
  /** A link to the trainer's intro video for this course ('' or absent = none). */
  intro_video_url: introVideoUrlSchema.optional(),
  /** Sold without a batch (ADR 132): absent/false = sold only into a scheduled batch with seats left. */
  self_paced: z.boolean().optional(),
  /** Whole percent of held classes a learner attends to complete (ADR 205): 50-100, absent = 75. */
  completion_threshold: z.number().int().min(50).max(100).optional(),
});
export type Course = z.infer<typeof courseSchema>;
