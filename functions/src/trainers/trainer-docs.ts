import {
  courseSchema,
  trainerProfileSchema,
  VERIFICATION_CHECKS,
  type Course,
  type TrainerProfile,
  type VerificationCheck,
} from '@skillsetu/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { toDate } from '../lib/admin';

const arr = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Reads a `trainer_profiles` document into the domain type, filling absent optional fields with
 * their empty values. Returns null (and logs) when required fields are unusable.
 */
export function readTrainerProfile(uid: string, data: DocumentData): TrainerProfile | null {
  const parsed = trainerProfileSchema.safeParse({
    id: num(data.id),
    user_id: uid,
    full_name: str(data.full_name),
    email: str(data.email),
    phone: str(data.phone),
    city: str(data.city),
    specialization: str(data.specialization),
    experience: str(data.experience),
    bio: str(data.bio),
    hourly_rate: num(data.hourly_rate),
    certifications: arr(data.certifications),
    teaching_languages: arr(data.teaching_languages),
    skills: arr(data.skills),
    avatar_url: str(data.avatar_url) || null,
    linkedin_url: str(data.linkedin_url) || null,
    portfolio_url: str(data.portfolio_url) || null,
    verified: data.verified === true,
    verified_at: data.verified_at ? toDate(data.verified_at) : null,
    verification_checks: arr(data.verification_checks).filter((c): c is VerificationCheck =>
      (VERIFICATION_CHECKS as readonly string[]).includes(c),
    ),
    created_at: toDate(data.created_at),
  });
  if (!parsed.success) {
    logger.error('Unusable trainer profile', { uid, issues: parsed.error.issues });
    return null;
  }
  return parsed.data;
}

/** Reads a `courses` document; null (logged) when it does not fit the schema. */
export function readCourse(id: string, data: DocumentData): Course | null {
  const parsed = courseSchema.safeParse({
    id,
    trainer_id: str(data.trainer_id),
    title: str(data.title),
    description: str(data.description) || null,
    price: num(data.price) ?? 0,
    duration: str(data.duration) || null,
    category: str(data.category),
    skills: Array.isArray(data.skills) ? arr(data.skills) : null,
    mode: str(data.mode) || null,
    batch_size: str(data.batch_size) || null,
    prerequisites: str(data.prerequisites) || null,
    is_active: data.is_active === true,
    created_at: toDate(data.created_at),
  });
  if (!parsed.success) {
    logger.error('Unusable course', { id, issues: parsed.error.issues });
    return null;
  }
  return parsed.data;
}
