import { z } from 'zod';
import { MAX_TEXT } from '../constants';
import { hasLetterOrDigit, isProfileLink } from './field-rules';
import { isMapsLink, isVideoLink } from './media-links';

/**
 * The trainer profile forms (docs/product.md#trainer-profiles-and-verification validation): used by
 * /trainer-profile-create, /trainer-onboarding and the dashboard. Form values are strings as typed;
 * the helpers below turn them into the Firestore documents (prices in rupees).
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
/** An http(s) link or empty. */
const optionalLink = z
  .string()
  .trim()
  .max(MAX_TEXT.medium)
  .refine((v) => v === '' || isProfileLink(v), 'Enter a link starting with https://');

/** An intro video link or empty: YouTube or Vimeo only (ADR 179; the rules check the same pattern). */
const optionalVideoLink = z
  .string()
  .trim()
  .refine((v) => v === '' || isVideoLink(v), 'Use a YouTube or Vimeo link, like https://youtu.be/…');
/** A Google Maps link or empty (ADR 179): maps.google.com, www.google.com/maps or maps.app.goo.gl. */
const optionalMapsLink = z
  .string()
  .trim()
  .refine((v) => v === '' || isMapsLink(v), 'Use a Google Maps link, like https://maps.app.goo.gl/…');

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

/**
 * The create/onboarding form: fullName, email, specialization required (docs/product.md#trainer-profiles-and-verification); at least one
 * course entry must remain; skills already trimmed and unique (see addSkill).
 */
export const trainerFormSchema = z.object({
  fullName: requiredName(MAX_TEXT.short),
  email: z.string().trim().min(1, 'Required').pipe(z.email('Enter a valid email')),
  phone: optionalText(20),
  city: optionalText(60),
  specialization: requiredName(80),
  experience: optionalText(60),
  bio: optionalText(MAX_TEXT.long),
  education: optionalText(200),
  languages: optionalText(MAX_TEXT.medium),
  hourlyRate: numericText,
  linkedinUrl: optionalLink,
  portfolioUrl: optionalLink,
  videoLink1: optionalVideoLink,
  videoLink2: optionalVideoLink,
  googleMapsLink: optionalMapsLink,
  skills: z.array(z.string().trim().min(1).max(60).refine(hasLetterOrDigit, 'Use letters or numbers')).max(30),
  courses: z.array(courseEntrySchema).min(1, 'Keep at least one course'),
});
export type TrainerFormValues = z.infer<typeof trainerFormSchema>;

/** An empty course entry (the form starts with one; docs/product.md#trainer-profiles-and-verification "at least one course entry must remain"). */
export function emptyCourseEntry(): CourseEntry {
  return { title: '', totalPrice: '', duration: '', description: '', mode: '', batchSize: '', prerequisites: '' };
}

/** Initial values of the trainer form, prefilled from the session's name and email. */
export function emptyTrainerForm(prefill: { fullName?: string; email?: string } = {}): TrainerFormValues {
  return {
    fullName: prefill.fullName ?? '',
    email: prefill.email ?? '',
    phone: '',
    city: '',
    specialization: '',
    experience: '',
    bio: '',
    education: '',
    languages: '',
    hourlyRate: '',
    linkedinUrl: '',
    portfolioUrl: '',
    videoLink1: '',
    videoLink2: '',
    googleMapsLink: '',
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

/** The trainer_profiles fields a trainer writes (never `verified`, `id` or stats: the rules reject them). */
export interface TrainerProfileWrite {
  user_id: string;
  full_name: string;
  email: string;
  phone: string;
  city: string;
  specialization: string;
  experience: string;
  bio: string;
  hourly_rate: number | null;
  certifications: string[];
  teaching_languages: string[];
  skills: string[];
  avatar_url: string | null;
  linkedin_url: string | null;
  portfolio_url: string | null;
  video_link_1: string | null;
  video_link_2: string | null;
  google_maps_link: string | null;
}

/** Maps the form to trainer_profiles/{uid} (docs/product.md#trainer-profiles-and-verification upsert): education becomes a one-item certifications list. */
export function toTrainerProfileWrite(
  uid: string,
  v: TrainerFormValues,
  avatarUrl: string | null = null,
): TrainerProfileWrite {
  return {
    user_id: uid,
    full_name: v.fullName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    city: v.city.trim(),
    specialization: v.specialization.trim(),
    experience: v.experience.trim(),
    bio: v.bio.trim(),
    hourly_rate: parseOptionalNumber(v.hourlyRate),
    certifications: v.education.trim() ? [v.education.trim()] : [],
    teaching_languages: parseLanguages(v.languages),
    skills: v.skills.map((s) => s.trim()).filter(Boolean),
    avatar_url: avatarUrl,
    linkedin_url: v.linkedinUrl.trim() || null,
    portfolio_url: v.portfolioUrl.trim() || null,
    video_link_1: v.videoLink1.trim() || null,
    video_link_2: v.videoLink2.trim() || null,
    google_maps_link: v.googleMapsLink.trim() || null,
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
