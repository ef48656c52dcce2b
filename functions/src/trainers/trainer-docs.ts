import {
  CARD_DEFAULTS,
  courseSchema,
  readTrainerProfile,
  trainerProfileSchema,
  type Course,
  type TrainerProfile,
} from '@skillsetu/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { toDate } from '../lib/admin';

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Reads a `trainer_profiles` document for the card, never failing on one bad field: the domain's
 * one lenient reading (readTrainerProfile, field by field against trainerProfileSchema;
 * docs/decisions/022-one-validation-source.md, docs/decisions/122-one-lenient-reading.md). An
 * invalid field is dropped to its empty value and logged by name (logger.warn), so `verified` and
 * every valid field still reach the card; a blank name or specialization becomes the card's
 * 'Trainer' / CARD_DEFAULTS.expertise. Returns null only when the result still does not fit
 * trainerProfileSchema (logged as an error).
 */
export function readTrainerProfileForCard(uid: string, data: DocumentData): TrainerProfile | null {
  const { value, valid, dropped } = readTrainerProfile(uid, data, {
    full_name: 'Trainer',
    specialization: CARD_DEFAULTS.expertise,
  });
  if (dropped.length > 0) logger.warn('Dropped invalid trainer profile fields', { uid, fields: dropped });
  if (!valid) {
    logger.error('Unusable trainer profile', { uid, issues: trainerProfileSchema.safeParse(value).error?.issues });
    return null;
  }
  return value;
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
