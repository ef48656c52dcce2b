import { classLinkSchema, type ClassLink } from '../schemas/session';
import { defineCollection } from './collection';

/** `class_links/{batchId}` (server-only): where a batch's classes happen, online or offline (docs/sessions.md). */
export const classLinks = defineCollection<ClassLink>({
  pattern: 'class_links/{batchId}',
  schema: classLinkSchema,
  idField: 'batch_id',
  required: ['trainer_id', 'mode'],
  example: () => ({
    batch_id: 'batch_1',
    course_id: 'course_1',
    trainer_id: 'trainer_1',
    mode: 'online',
    provider: 'jitsi',
    join_url: 'https://meet.jit.si/skillsetu-batch_1',
    venue: null,
    maps_url: null,
  }),
});
