import { courseEditSchema, type CourseEdit } from '@skillsetu/domain';
import type { WorkspaceCourse } from './api/converters';
import type { CourseDraft } from './stores/course-drafts';

/** The editable fields of a saved course as draft text. */
export function courseToDraft(c: WorkspaceCourse): CourseDraft {
  return {
    title: c.title,
    price: String(c.price),
    duration: c.duration,
    mode: c.mode,
    batch_size: c.batch_size,
    prerequisites: c.prerequisites,
    description: c.description,
  };
}

/**
 * Draft text → the course edit to write (fee in whole rupees); null when the fee is not whole rupees
 * of 0 or more (domain courseEditSchema; the rules refuse 0.5 or -1 too).
 */
export function draftToEdit(d: CourseDraft): CourseEdit | null {
  const price = d.price.trim() === '' ? 0 : Number(d.price.trim());
  if (!courseEditSchema.shape.price.safeParse(price).success) return null;
  return {
    title: d.title,
    price,
    duration: d.duration,
    mode: d.mode,
    batch_size: d.batch_size,
    prerequisites: d.prerequisites,
    description: d.description,
  };
}
