import {
  courseSchema,
  fromSyllabusDoc,
  trainerProfileSchema,
  type Course,
  type Syllabus,
  type TrainerCard,
  type TrainerProfile,
} from '@skillsetu/domain';
import type { DocumentData } from 'firebase/firestore';
import { converterFromSchema, withPendingWrites } from '../../../lib/firebase/converter-from-schema';

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
  /** snapshot.metadata.hasPendingWrites: saved on this device, waiting to sync (Decision 3). */
  pending: boolean;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Timestamps arrive as Date through the converters; null when absent. */
export function toDate(v: unknown): Date | null {
  return v instanceof Date ? v : null;
}

/** `trainer_profiles/{uid}` data → domain TrainerProfile, leniently (absent optional fields become empty). */
export function trainerProfileFromData(uid: string, d: DocumentData): TrainerProfile {
  return {
    id: num(d.id),
    user_id: str(d.user_id) || uid,
    full_name: str(d.full_name),
    email: str(d.email),
    phone: str(d.phone),
    city: str(d.city),
    specialization: str(d.specialization),
    experience: str(d.experience),
    bio: str(d.bio),
    hourly_rate: num(d.hourly_rate),
    certifications: strs(d.certifications),
    teaching_languages: strs(d.teaching_languages),
    skills: strs(d.skills),
    avatar_url: str(d.avatar_url) || null,
    linkedin_url: str(d.linkedin_url) || null,
    portfolio_url: str(d.portfolio_url) || null,
    verified: d.verified === true,
    created_at: toDate(d.created_at) ?? new Date(0),
  };
}

/** `trainer_profiles/{uid}` through the domain schema, trainerProfileFromData as the fallback; with `pending`. */
export const trainerProfileConverter = withPendingWrites(
  converterFromSchema<TrainerProfile>(trainerProfileSchema, trainerProfileFromData),
);

/**
 * A public trainer card → TrainerProfile for visitors: email and phone stay empty (they are
 * private to the trainer), defaults of the derived card are mapped back to blanks.
 */
export function trainerProfileFromCard(card: TrainerCard): TrainerProfile {
  return {
    id: card.id || null,
    user_id: card.uid,
    full_name: card.name,
    email: '',
    phone: '',
    city: card.location,
    specialization: card.category === 'General' ? '' : card.category,
    experience: card.experience,
    bio: card.bio,
    hourly_rate: card.hourlyRate,
    certifications: card.certifications,
    teaching_languages: card.languages,
    skills: card.skills,
    avatar_url: card.image,
    linkedin_url: card.linkedinUrl,
    portfolio_url: card.portfolioUrl,
    verified: card.verified,
    created_at: new Date(0),
  };
}

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
});

/** `courses/{id}` through the domain courseSchema (lenient fallback), as WorkspaceCourse with `pending`. */
export const workspaceCourseConverter = withPendingWrites(
  converterFromSchema<Omit<WorkspaceCourse, 'pending'>>(courseSchema.transform(fromCourse), workspaceCourseFromData, {
    idField: 'id',
  }),
);
