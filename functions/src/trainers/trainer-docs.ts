import {
  CARD_DEFAULTS,
  courseSchema,
  hasLetterOrDigit,
  isOwnAvatarUrl,
  isProfileLink,
  trainerProfileSchema,
  VERIFICATION_CHECKS,
  type Course,
  type TrainerProfile,
  type VerificationCheck,
} from '@skillsetu/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { toDate } from '../lib/admin';

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const chars = (s: string): number => [...s].length;

/** Items of a list that the rules would accept one by one (strings with a letter or digit, capped). */
function words(v: unknown, maxItems: number, maxLen: number, field: string, dropped: string[]): string[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    dropped.push(field);
    return [];
  }
  const kept = v
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.trim())
    .filter((x) => x.length > 0 && chars(x) <= maxLen && hasLetterOrDigit(x));
  if (kept.length !== v.length || kept.length > maxItems) dropped.push(field);
  return kept.slice(0, maxItems);
}

/** A text field: kept when it is a string within the cap, else '' (and the field is reported). */
function textField(v: unknown, max: number, field: string, dropped: string[], needsWord = false): string {
  if (v === undefined || v === null) return '';
  const s = str(v);
  if (typeof v !== 'string' || chars(s) > max || (needsWord && s !== '' && !hasLetterOrDigit(s))) {
    dropped.push(field);
    return '';
  }
  return s;
}

/**
 * Reads a `trainer_profiles` document into the domain type, never failing on one bad field
 * (docs/decisions/022-one-validation-source.md): each field is checked on its own against the rules'
 * own checks (domain field-rules), an invalid one is dropped to its empty value and logged by name
 * (logger.warn), so `verified` and every valid field still reach the card. Returns null only when
 * the result still does not fit trainerProfileSchema (logged as an error).
 */
export function readTrainerProfile(uid: string, data: DocumentData): TrainerProfile | null {
  const dropped: string[] = [];
  const link = (v: unknown, field: string): string | null => {
    const s = str(v);
    if (!s) return null;
    if (!isProfileLink(s)) {
      dropped.push(field);
      return null;
    }
    return s;
  };
  const avatar = str(data.avatar_url);
  const avatarOk = !avatar || isOwnAvatarUrl(avatar, uid);
  if (!avatarOk) dropped.push('avatar_url');
  const rate = num(data.hourly_rate);
  const rateOk = rate === null || (rate >= 0 && rate <= 1_000_000);
  if (!rateOk) dropped.push('hourly_rate');
  const candidate = {
    id: num(data.id),
    user_id: uid,
    full_name: textField(data.full_name, 120, 'full_name', dropped, true),
    email: textField(data.email, 254, 'email', dropped),
    phone: textField(data.phone, 20, 'phone', dropped),
    city: textField(data.city, 60, 'city', dropped),
    specialization: textField(data.specialization, 80, 'specialization', dropped, true),
    experience: textField(data.experience, 60, 'experience', dropped),
    bio: textField(data.bio, 5000, 'bio', dropped),
    hourly_rate: rateOk ? rate : null,
    certifications: words(data.certifications, 30, 200, 'certifications', dropped),
    teaching_languages: words(data.teaching_languages, 20, 40, 'teaching_languages', dropped),
    skills: words(data.skills, 30, 60, 'skills', dropped),
    avatar_url: avatarOk && avatar ? avatar : null,
    linkedin_url: link(data.linkedin_url, 'linkedin_url'),
    portfolio_url: link(data.portfolio_url, 'portfolio_url'),
    verified: data.verified === true,
    verified_at: data.verified_at ? toDate(data.verified_at) : null,
    verification_checks: (Array.isArray(data.verification_checks) ? data.verification_checks : []).filter(
      (c: unknown): c is VerificationCheck => (VERIFICATION_CHECKS as readonly unknown[]).includes(c),
    ),
    created_at: toDate(data.created_at),
  };
  if (dropped.length > 0) logger.warn('Dropped invalid trainer profile fields', { uid, fields: dropped });
  // the blank name the card shows in place of a dropped one (wordText needs a letter)
  if (!candidate.full_name) candidate.full_name = 'Trainer';
  if (!candidate.specialization) candidate.specialization = CARD_DEFAULTS.expertise;
  const parsed = trainerProfileSchema.safeParse(candidate);
  if (!parsed.success) {
    logger.error('Unusable trainer profile', { uid, issues: parsed.error.issues });
    return null;
  }
  return parsed.data;
}

/** Reads a `courses` document; null (logged with logger.warn) when it does not fit courseSchema. */
export function readCourse(id: string, data: DocumentData): Course | null {
  const parsed = courseSchema.safeParse({
    id,
    trainer_id: str(data.trainer_id),
    title: str(data.title),
    description: str(data.description) || null,
    price: num(data.price) ?? 0,
    duration: str(data.duration) || null,
    category: str(data.category),
    skills: Array.isArray(data.skills) ? data.skills.filter((s): s is string => typeof s === 'string') : null,
    mode: str(data.mode) || null,
    batch_size: str(data.batch_size) || null,
    prerequisites: str(data.prerequisites) || null,
    is_active: data.is_active === true,
    created_at: toDate(data.created_at),
  });
  if (!parsed.success) {
    logger.warn('Course left off the trainer card', { id, fields: parsed.error.issues.map((i) => i.path.join('.')) });
    return null;
  }
  return parsed.data;
}
