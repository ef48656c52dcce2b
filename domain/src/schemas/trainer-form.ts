import { z } from 'zod';
import { MAX_TEXT } from '../constants';
import { hasLetterOrDigit } from './field-rules';
import { TRAINER_WRITTEN_FIELDS, trainerProfileFields, type TrainerProfileWrite } from './trainer-profile';

/**
 * The trainer profile forms (docs/product.md#trainer-profiles-and-verification validation): used by
 * /trainer-profile-create, /trainer-onboarding and the dashboard. Form inputs are strings as typed;
 * the schemas turn them into the documents' values (prices in rupees). The profile form's fields
 * are the document's, picked from trainerProfileFields (docs/decisions/269-trainer-profile-field-types.md).
 */

const optionalText = (max: number) => z.string().trim().max(max);
/** Required per docs/product.md#trainer-profiles-and-verification: the message shown for any missing one is 'Missing Information'. */
const required = (max: number) => z.string().trim().min(1, 'Required').max(max);
/** A required name: like `required`, and with a letter or digit (the rules refuse '🙂' or '...'). */
const requiredName = (max: number) => required(max).refine(hasLetterOrDigit, 'Use letters or numbers');
/** The plain-words message for a course price that is not whole rupees (rules: `price is int`). */
export const WHOLE_RUPEES_MESSAGE = 'Enter the fee in whole rupees, like 4999 (0 for a free course)';
/** A course fee typed as text: '' (none) or whole rupees ≥ 0, no paise (domain courseSchema). */
const rupeesText = z
  .string()
  .trim()
  .refine((v) => v === '' || /^[0-9]+$/.test(v), WHOLE_RUPEES_MESSAGE)
  .refine((v) => v === '' || Number(v) <= 10_000_000, 'Enter at most 1,00,00,000 rupees');
/** A price or rate typed in a text/number input: '' (none) or a non-negative number. */
const numericText = z
  .string()
  .trim()
  .refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= 0), 'Enter a number');
/** One course entry of the form: totalPrice is typed text in whole rupees ('' allowed). */
export const courseEntrySchema = z.object({
  title: optionalText(200),
  totalPrice: rupeesText,
  duration: optionalText(60),
  description: optionalText(5000),
  mode: optionalText(60),
  batchSize: optionalText(60),
  prerequisites: optionalText(2000),
});
export type CourseEntry = z.infer<typeof courseEntrySchema>;

/** Written fields the form does not take as typed text: set from the session or the photo, or parsed below. */
const NOT_TYPED = {
  user_id: true,
  avatar_url: true,
  hourly_rate: true,
  certifications: true,
  teaching_languages: true,
  skills: true,
} as const;
/** The profile fields typed as text and stored as typed (trimmed): names, contact, links, ... */
type TypedField = Exclude<keyof typeof TRAINER_WRITTEN_FIELDS, keyof typeof NOT_TYPED>;
const TYPED_FIELDS = (Object.keys(TRAINER_WRITTEN_FIELDS) as (keyof typeof TRAINER_WRITTEN_FIELDS)[]).filter(
  (k): k is TypedField => !(k in NOT_TYPED),
);

/**
 * A typed text for one document field: trimmed, '' stored as null where the field takes null,
 * then checked by the field's own schema (its messages, the rules' patterns).
 */
function typedText<T>(field: z.ZodType<T>): z.ZodType<T, string> {
  const empty = field.safeParse(null).success ? null : '';
  return z
    .string()
    .trim()
    .transform((v): unknown => (v === '' ? empty : v))
    .pipe(field);
}

const typedFields = Object.fromEntries(TYPED_FIELDS.map((k) => [k, typedText(trainerProfileFields.shape[k])])) as {
  [K in TypedField]: z.ZodType<TrainerProfileWrite[K], string>;
};

/**
 * The create/onboarding form, keyed by the document's field names: full_name, email and
 * specialization required (docs/product.md#trainer-profiles-and-verification); education and
 * languages are typed text stored as lists; hourly_rate typed text in rupees; at least one course
 * entry must remain; skills already trimmed and unique (see addSkill).
 */
export const trainerFormSchema = z.object({
  ...typedFields,
  full_name: requiredName(MAX_TEXT.short),
  email: z.string().trim().min(1, 'Required').pipe(z.email('Enter a valid email')),
  specialization: requiredName(80),
  education: optionalText(200),
  languages: optionalText(MAX_TEXT.medium),
  hourly_rate: numericText.transform(parseOptionalNumber).pipe(trainerProfileFields.shape.hourly_rate),
  skills: z.array(z.string().trim().min(1).max(60).refine(hasLetterOrDigit, 'Use letters or numbers')).max(30),
  courses: z.array(courseEntrySchema).min(1, 'Keep at least one course'),
});
/** The form's inputs, as typed (react-hook-form's values). */
export type TrainerFormInput = z.input<typeof trainerFormSchema>;
/** The form's values after validation (what onSave receives). */
export type TrainerFormValues = z.output<typeof trainerFormSchema>;

/** An empty course entry (the form starts with one; docs/product.md#trainer-profiles-and-verification "at least one course entry must remain"). */
export function emptyCourseEntry(): CourseEntry {
  return { title: '', totalPrice: '', duration: '', description: '', mode: '', batchSize: '', prerequisites: '' };
}

/** Initial inputs of the trainer form: every text empty, prefilled from the session's name and email. */
export function emptyTrainerForm(prefill: { full_name?: string; email?: string } = {}): TrainerFormInput {
  const texts = Object.fromEntries(TYPED_FIELDS.map((k) => [k, ''])) as Record<TypedField, string>;
  return {
    ...texts,
    full_name: prefill.full_name ?? '',
    email: prefill.email ?? '',
    specialization: '',
    education: '',
    languages: '',
    hourly_rate: '',
    skills: [],
    courses: [emptyCourseEntry()],
  };
}

/**
 * Adds a skill (docs/product.md#trainer-profiles-and-verification): trimmed, non-empty, with a letter or digit (the rules refuse '🚀'), no
 * duplicates (case-insensitive). Returns the same list when rejected.
 */
export function addSkill(skills: readonly string[], input: string): string[] {
  const skill = input.trim();
  if (!skill || !hasLetterOrDigit(skill) || skills.some((s) => s.toLowerCase() === skill.toLowerCase()))
    return [...skills];
  return [...skills, skill];
}

/** Teaching languages from the comma-separated field (docs/product.md#trainer-profiles-and-verification): split on commas, trimmed, empties dropped. */
export function parseLanguages(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A typed optional number ('' → null), e.g. the hourly rate in rupees (docs/product.md#trainer-profiles-and-verification: optional number). */
export function parseOptionalNumber(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export type { TrainerProfileWrite } from './trainer-profile';

/**
 * Maps the validated form to trainer_profiles/{uid} (docs/product.md#trainer-profiles-and-verification
 * upsert): the typed fields as they are, education as a one-item certifications list, languages
 * split on commas; `avatarUrl` is the uploaded photo's Storage URL or null.
 */
export function toTrainerProfileWrite(
  uid: string,
  v: TrainerFormValues,
  avatarUrl: string | null = null,
): TrainerProfileWrite {
  const { education, languages, courses: _courses, ...fields } = v;
  return {
    ...fields,
    user_id: uid,
    certifications: education ? [education] : [],
    teaching_languages: parseLanguages(languages),
    avatar_url: avatarUrl,
  };
}

/** The course fields a trainer writes (trainer_id = uid; price in rupees; is_active false = draft). */
export interface CourseWrite {
  trainer_id: string;
  title: string;
  description: string | null;
  price: number;
  duration: string | null;
  category: string;
  skills: string[] | null;
  mode: string | null;
  batch_size: string | null;
  prerequisites: string | null;
  is_active: boolean;
}

/**
 * Course entries to create (docs/product.md#trainer-profiles-and-verification): the onboarding page creates only courses with a title and a
 * numeric price; the create page creates every entry with a title (no price → 0).
 */
export function coursesToCreate(entries: readonly CourseEntry[], page: 'create' | 'onboarding'): CourseEntry[] {
  return entries.filter((c) => {
    if (!c.title.trim()) return false;
    if (page === 'create') return true;
    return c.totalPrice.trim() !== '' && parseOptionalNumber(c.totalPrice) !== null;
  });
}

/** Maps a course entry to a draft `courses` document (category = the specialization, docs/product.md#trainer-profiles-and-verification). */
export function toCourseWrite(uid: string, entry: CourseEntry, specialization: string, skills: string[]): CourseWrite {
  return {
    trainer_id: uid,
    title: entry.title.trim(),
    description: entry.description.trim() || null,
    price: parseOptionalNumber(entry.totalPrice) ?? 0,
    duration: entry.duration.trim() || null,
    category: specialization,
    skills: skills.length > 0 ? skills : null,
    mode: entry.mode.trim() || null,
    batch_size: entry.batchSize.trim() || null,
    prerequisites: entry.prerequisites.trim() || null,
    is_active: false,
  };
}

/** The dashboard course editor (docs/product.md#trainer-profiles-and-verification): Total Program Fee in whole rupees, 0 for a free course. */
export const courseEditSchema = z.object({
  title: optionalText(200),
  price: z
    .number({ error: WHOLE_RUPEES_MESSAGE })
    .int(WHOLE_RUPEES_MESSAGE)
    .nonnegative(WHOLE_RUPEES_MESSAGE)
    .max(10_000_000, 'Enter at most 1,00,00,000 rupees'),
  duration: optionalText(60),
  mode: optionalText(60),
  batch_size: optionalText(60),
  prerequisites: optionalText(2000),
  description: optionalText(5000),
});
export type CourseEdit = z.infer<typeof courseEditSchema>;

/** The dashboard profile tab (docs/product.md#trainer-profiles-and-verification): every field starred and enforced here. */
export const dashboardProfileSchema = z.object({
  full_name: requiredName(MAX_TEXT.short),
  email: z.string().trim().min(1, 'Required').pipe(z.email('Enter a valid email')),
  phone: required(20),
  city: required(60),
  specialization: requiredName(80),
  bio: required(MAX_TEXT.long),
});
export type DashboardProfile = z.infer<typeof dashboardProfileSchema>;
