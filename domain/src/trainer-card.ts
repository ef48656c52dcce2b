import { CARD_DEFAULTS } from './constants';
import { VERIFICATION_CHECKS, type VerificationCheck } from './verification-checks';
import { CATEGORY_GROUP_OF, type Specialization } from './options';
import type { Course } from './schemas/course';
import type { CardCourse, TrainerCard } from './schemas/trainer-card';
import type { TrainerProfile } from './schemas/trainer-profile';
import { searchTermsOf } from './search-terms';
import { MAX_SEARCH_TOKENS } from './search-tokens';
import {
  CARD_PROFILE_FIELDS,
  cardProfileValues,
  flag,
  numberOr0,
  textOr,
  texts,
  textOrNull,
  type FieldReader,
} from './trainer-card-profile-fields';

export type { FieldReader } from './trainer-card-profile-fields';

/** Real stats of a trainer (docs/architecture.md#decision-1): counted from enrollments and reviews. */
export interface TrainerStats {
  /** Number of enrollments in the trainer's courses. */
  students: number;
  /** Number of reviews of the trainer's courses. */
  reviews: number;
  /** Mean review rating 1..5, or null when there are no reviews. */
  averageRating: number | null;
}

/**
 * Course summaries a card carries (docs/decisions/024-incremental-trainer-card.md): the trainer's
 * first published courses by creation date; the rest are on the course pages. With the caps on skills
 * and search tokens, a card stays a few kB whatever the number of courses (Firestore's limit is 1 MiB).
 */
export const CARD_MAX_COURSES = 10;
/** Skills a card lists: the profile's first, then its summarised courses', deduplicated. */
export const CARD_MAX_SKILLS = 40;

/** Exact aggregates over ALL the trainer's published courses (the card summarises only some). */
export interface PublishedCourseStats {
  /** Number of published courses. */
  count: number;
  /** Lowest published price in rupees, or null when none is published. */
  minPrice: number | null;
}

/** First number in an experience text ('3-5 years' → 3, 'More than 10 years' → 10); 0 if none (docs/product.md#listing-and-search sort). */
export function experienceYears(experience: string): number {
  const m = /\d+(\.\d+)?/.exec(experience);
  return m ? Number(m[0]) : 0;
}

/** The spec's default 'Introduction Course': 10 x hourly rate, or ₹2,999 without a rate (docs/product.md#listing-and-search). */
export function introductionCourse(hourlyRate: number | null): CardCourse {
  return {
    id: 'introduction',
    title: CARD_DEFAULTS.introCourseTitle,
    price:
      hourlyRate && hourlyRate > 0
        ? hourlyRate * CARD_DEFAULTS.introCourseRateMultiplier
        : CARD_DEFAULTS.introCoursePrice,
    duration: CARD_DEFAULTS.courseDuration,
    is_default: true,
  };
}

/** Category group for a specialization ('General' for anything outside the spec's list). */
export function categoryGroupOf(specialization: string): string {
  return CATEGORY_GROUP_OF[specialization as Specialization] ?? CARD_DEFAULTS.category;
}

function unique(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values.map((s) => s.trim()).filter(Boolean)) {
    const key = v.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(v);
    }
  }
  return out;
}

/** Reviews beyond this share the top of a rating's rank range (a card never needs more to sort). */
const RANK_REVIEWS_CAP = 999_999;

/**
 * The rating sort key of a card: the rating in tenths times a million plus the review count, so
 * ordering by it orders by rating and, among equal ratings, by more reviews first (docs/architecture.md#decision-1: real
 * numbers; a trainer with no reviews has rating 0 and rank 0). Takes rating 0–5 (one decimal) and a
 * review count; returns a non-negative integer.
 */
export function ratingRank(rating: number, reviews: number): number {
  return (
    Math.round(rating * 10) * (RANK_REVIEWS_CAP + 1) + Math.min(Math.max(0, Math.trunc(reviews)), RANK_REVIEWS_CAP)
  );
}

/**
 * Derives `trainer_cards/{uid}` from a trainer profile, the trainer's courses and real stats. docs/product.md#listing-and-search
 * defaults apply, except rating/students/reviews which are real (docs/architecture.md#decision-1). Only published
 * (is_active) courses appear, the first CARD_MAX_COURSES by creation date; with none, the
 * Introduction Course. `published` gives the exact count and lowest price over all published courses
 * when `courses` holds only the first ones (the trigger's bounded read); without it they are computed
 * from `courses`. Pure and deterministic: the same inputs give an equal card (the trigger relies on
 * this to skip no-op writes). Requires profile.id (the numeric public id) to be assigned.
 */
export function deriveTrainerCard(
  profile: TrainerProfile & { id: number },
  courses: readonly Course[],
  stats: TrainerStats,
  published?: PublishedCourseStats,
): TrainerCard {
  const allPublished = courses
    .filter((c) => c.is_active && c.trainer_id === profile.user_id)
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id));
  const counts: PublishedCourseStats = published ?? {
    count: allPublished.length,
    minPrice: allPublished.length > 0 ? Math.min(...allPublished.map((c) => c.price)) : null,
  };
  const summarised = allPublished.slice(0, CARD_MAX_COURSES);
  const cardCourses: CardCourse[] =
    summarised.length > 0
      ? summarised.map((c) => ({
          id: c.id,
          title: c.title || 'Untitled Course',
          price: c.price,
          duration: c.duration || CARD_DEFAULTS.courseDuration,
          is_default: false,
        }))
      : [introductionCourse(profile.hourly_rate)];
  const specialization = profile.specialization.trim();
  const name = profile.full_name.trim();
  const expertise = specialization || CARD_DEFAULTS.expertise;
  const location = profile.city.trim() || CARD_DEFAULTS.location;
  const experience = profile.experience.trim() || CARD_DEFAULTS.experience;
  const category = specialization || CARD_DEFAULTS.category;
  const skills = unique([...profile.skills, ...summarised.flatMap((c) => c.skills ?? [])]).slice(0, CARD_MAX_SKILLS);
  const rating = stats.reviews > 0 && stats.averageRating !== null ? Math.round(stats.averageRating * 10) / 10 : 0;
  return {
    uid: profile.user_id,
    id: profile.id,
    name,
    expertise,
    location,
    rating,
    rating_rank: ratingRank(rating, stats.reviews),
    students: stats.students,
    reviews: stats.reviews,
    experience,
    experience_years: experienceYears(experience),
    skills,
    courses: cardCourses,
    verified: profile.verified,
    ...(profile.verified && profile.verified_at
      ? {
          verified_at: profile.verified_at.toISOString(),
          verification_checks: [...(profile.verification_checks ?? [])],
        }
      : {}),
    description: profile.bio,
    category,
    category_group: categoryGroupOf(specialization),
    image: profile.avatar_url || null,
    languages: profile.teaching_languages,
    ...cardProfileValues(profile),
    min_price:
      counts.count > 0 && counts.minPrice !== null
        ? Math.min(counts.minPrice, ...cardCourses.map((c) => c.price))
        : Math.min(...cardCourses.map((c) => c.price)),
    course_count: counts.count,
    // docs/decisions/070-discovery-search.md: course titles and teaching languages too, synonyms as keys
    search_tokens: searchTermsOf(
      [
        name,
        expertise,
        category,
        location,
        ...skills,
        ...summarised.map((c) => c.title),
        ...profile.teaching_languages,
      ],
      MAX_SEARCH_TOKENS,
    ),
  };
}

function cardCourseOf(v: unknown): CardCourse | null {
  if (v === null || typeof v !== 'object') return null;
  const c = v as Record<string, unknown>;
  return {
    id: textOr(c.id, ''),
    title: textOr(c.title, 'Course'),
    price: numberOr0(c.price),
    duration: textOr(c.duration, CARD_DEFAULTS.courseDuration),
    is_default: flag(c.is_default),
  };
}

/**
 * How each `trainer_cards` field is read back from a document of any shape (domain
 * trainerCardFromData; docs/decisions/122-one-lenient-reading.md): a missing or malformed value
 * becomes the card's default (name 'Trainer', CARD_DEFAULTS' expertise, location and category, 0
 * for numbers, [] for lists, null for optional links). Next to deriveTrainerCard so a new card
 * field is written and read back in one file; the type makes a missing reader a compile error.
 * The public profile fields read as CARD_PROFILE_FIELDS says. No zod here: home's top-rated read
 * runs in the worker without it.
 */
export const TRAINER_CARD_READERS: { [K in keyof TrainerCard]-?: FieldReader<TrainerCard[K]> } = {
  uid: (v) => textOr(v, ''),
  id: numberOr0,
  name: (v) => textOr(v, 'Trainer'),
  expertise: (v) => textOr(v, CARD_DEFAULTS.expertise),
  location: (v) => textOr(v, CARD_DEFAULTS.location),
  rating: numberOr0,
  rating_rank: numberOr0,
  students: numberOr0,
  reviews: numberOr0,
  experience: (v) => textOr(v, ''),
  experience_years: numberOr0,
  skills: texts,
  courses: (v) => (Array.isArray(v) ? v.map(cardCourseOf).filter((c): c is CardCourse => c !== null) : []),
  verified: flag,
  verified_at: (v) => (typeof v === 'string' && v ? v : undefined),
  verification_checks: (v) =>
    Array.isArray(v)
      ? v.filter((c): c is VerificationCheck => (VERIFICATION_CHECKS as readonly unknown[]).includes(c))
      : undefined,
  description: (v) => textOr(v, ''),
  category: (v) => textOr(v, CARD_DEFAULTS.category),
  category_group: (v) => textOr(v, CARD_DEFAULTS.category),
  image: textOrNull,
  languages: texts,
  ...CARD_PROFILE_FIELDS,
  min_price: numberOr0,
  course_count: numberOr0,
  search_tokens: texts,
};

/**
 * The card field each public profile field is shown as when the card renames it (deriveTrainerCard
 * writes them; domain trainerProfileFromCard reads a visitor's profile back from the card, with the
 * CARD_PROFILE_FIELDS, which keep their names). A profile field named in neither is private to the
 * trainer (email, phone) or derived (specialization → category).
 */
export const CARD_FIELD_OF_PROFILE_FIELD = {
  full_name: 'name',
  city: 'location',
  experience: 'experience',
  teaching_languages: 'languages',
  skills: 'skills',
  avatar_url: 'image',
  verified: 'verified',
  verification_checks: 'verification_checks',
} as const satisfies Partial<Record<keyof TrainerProfile, keyof TrainerCard>>;
