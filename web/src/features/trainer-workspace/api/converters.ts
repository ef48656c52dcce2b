import {
  completionThreshold,
  courseSchema,
  fromSyllabusDoc,
  trainerProfiles,
  type Course,
  type Syllabus,
  type TrainerProfile,
} from '@skillsetu/domain';
import type { DocumentData } from 'firebase/firestore';
import {
  converterFromCollection,
  converterFromSchema,
  withPendingWrites,
} from '../../../lib/firebase/converter-from-schema';

/** A course as the workspace shows it; price in rupees; pending = a local write not yet acknowledged. */
export interface WorkspaceCourse {
  id: string;
  trainer_id: string;
  title: string;
  description: string;
  price: number;
  duration: string;
  category: string;
  skills: string[];
  mode: string;
  batch_size: string;
  prerequisites: string;
  is_active: boolean;
  created_at: Date | null;
  /** The course's syllabus (docs/decisions/074-course-syllabus.md); [] when none. */
  syllabus: Syllabus;
  /** Link to the trainer's intro video for this course; '' when none. */
  intro_video_url: string;
  /** Sold without a batch (docs/decisions/132-self-paced-courses.md); false when absent. */
  self_paced: boolean;
  /** Whole percent of held classes needed to complete (ADR 205); 75 when absent. */
  completion_threshold: number;
  /** snapshot.metadata.hasPendingWrites: saved on this device, waiting to sync (docs/architecture.md#decision-3). */
  pending: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Timestamps arrive as Date through the converters; null when absent. */
export function toDate(v: unknown): Date | null {
  return v instanceof Date ? v : null;
}

/**
 * `trainer_profiles/{uid}` through its domain module (schema, then the one lenient reading field by
 * field; docs/decisions/240-one-module-per-collection.md); with `pending`.
 */
export const trainerProfileConverter = withPendingWrites(converterFromCollection<TrainerProfile>(trainerProfiles));

/** `courses/{id}` data → WorkspaceCourse fields, leniently (the schema's fallback). */
function workspaceCourseFromData(id: string, d: DocumentData): Omit<WorkspaceCourse, 'pending'> {
  return {
    id,
    trainer_id: str(d.trainer_id),
    title: str(d.title),
    description: str(d.description),
    price: num(d.price) ?? 0,
    duration: str(d.duration),
    category: str(d.category),
    skills: strs(d.skills),
    mode: str(d.mode),
    batch_size: str(d.batch_size),
    prerequisites: str(d.prerequisites),
    is_active: d.is_active === true,
    created_at: toDate(d.created_at),
    syllabus: fromSyllabusDoc(d.syllabus),
    intro_video_url: str(d.intro_video_url),
    self_paced: d.self_paced === true,
    completion_threshold: completionThreshold(d.completion_threshold),
  };
}

/** A schema-valid Course as the workspace shows it (nulls as blanks). */
const fromCourse = (c: Course): Omit<WorkspaceCourse, 'pending'> => ({
  ...c,
  description: c.description ?? '',
  duration: c.duration ?? '',
  skills: c.skills ?? [],
  mode: c.mode ?? '',
  batch_size: c.batch_size ?? '',
  prerequisites: c.prerequisites ?? '',
  syllabus: fromSyllabusDoc(c.syllabus),
  intro_video_url: c.intro_video_url ?? '',
  self_paced: c.self_paced === true,
  completion_threshold: completionThreshold(c.completion_threshold),
});

/** `courses/{id}` through the domain courseSchema (lenient fallback), as WorkspaceCourse with `pending`. */
export const workspaceCourseConverter = withPendingWrites(
  converterFromSchema<Omit<WorkspaceCourse, 'pending'>>(courseSchema.transform(fromCourse), workspaceCourseFromData, {
    idField: 'id',
  }),
);
