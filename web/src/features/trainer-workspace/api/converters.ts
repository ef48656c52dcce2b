import { fromSyllabusDoc, type Syllabus, type TrainerProfile } from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase/firestore';

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

/** Firestore Timestamp (or Date) → Date; null when absent. */
export function toDate(v: unknown): Date | null {
  if (v instanceof Timestamp) return v.toDate();
  if (v instanceof Date) return v;
  return null;
}

/** `trainer_profiles/{uid}` data → domain TrainerProfile (absent optional fields become empty). */
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

/**
 * Public `trainer_cards/{uid}` data → TrainerProfile for visitors: email and phone stay empty
 * (they are private to the trainer), defaults of the derived card are mapped back to blanks.
 */
export function trainerProfileFromCard(d: DocumentData): TrainerProfile {
  const category = str(d.category);
  return {
    id: num(d.id),
    user_id: str(d.uid),
    full_name: str(d.name),
    email: '',
    phone: '',
    city: str(d.location),
    specialization: category === 'General' ? '' : category,
    experience: str(d.experience),
    bio: str(d.bio),
    hourly_rate: num(d.hourlyRate),
    certifications: strs(d.certifications),
    teaching_languages: strs(d.languages),
    skills: strs(d.skills),
    avatar_url: str(d.image) || null,
    linkedin_url: str(d.linkedinUrl) || null,
    portfolio_url: str(d.portfolioUrl) || null,
    verified: d.verified === true,
    created_at: new Date(0),
  };
}

/** `courses/{id}` data → WorkspaceCourse. */
export function courseFromData(id: string, d: DocumentData, pending: boolean): WorkspaceCourse {
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
    pending,
  };
}
