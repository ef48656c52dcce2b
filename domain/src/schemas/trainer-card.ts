import { z } from 'zod';
import { VERIFICATION_CHECKS } from '../verification-checks';
import { CARD_PROFILE_FIELDS, withProfileFieldNames, type CardProfileField } from '../trainer-card-profile-fields';
import { trainerProfileFields } from './trainer-profile';

/** A course as summarised on a trainer card; `is_default` marks the spec's Introduction Course. */
export const cardCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Rupees. */
  price: z.number(),
  duration: z.string(),
  is_default: z.boolean(),
});
export type CardCourse = z.infer<typeof cardCourseSchema>;

/** The public profile fields a card carries under their profile names, typed by the profile schema. */
const cardProfileFields = trainerProfileFields.pick(
  Object.fromEntries(Object.keys(CARD_PROFILE_FIELDS).map((k) => [k, true])) as Record<CardProfileField, true>,
);

/** The card's own fields: derived (name, location, image, stats) or kept for Firestore queries. */
const cardOwnFields = z.object({
  uid: z.string(),
  id: z.number().int().positive(),
  name: z.string(),
  expertise: z.string(),
  location: z.string(),
  rating: z.number().min(0).max(5),
  /**
   * Find Trainers' rating sort key: rating (one decimal) then reviews, so equal ratings list the
   * trainer with more reviews first (ratingRank in trainer-card.ts). 0 without reviews.
   */
  rating_rank: z.number().int().nonnegative().default(0),
  students: z.number().int().nonnegative(),
  reviews: z.number().int().nonnegative(),
  experience: z.string(),
  experience_years: z.number().nonnegative(),
  skills: z.array(z.string()),
  courses: z.array(cardCourseSchema),
  verified: z.boolean(),
  /** Only on a verified trainer with a recorded decision (docs/architecture.md#decision-9): ISO 8601 UTC, and what was checked. */
  verified_at: z.string().optional(),
  verification_checks: z.array(z.enum(VERIFICATION_CHECKS)).optional(),
  description: z.string(),
  category: z.string(),
  category_group: z.string(),
  image: z.string().nullable(),
  languages: z.array(z.string()),
  /** Lowest course price in rupees (the Introduction Course's when none is published). */
  min_price: z.number(),
  /** Published courses in total; `courses` lists at most the first 10 (0 on cards written before it existed). */
  course_count: z.number().int().nonnegative().default(0),
  search_tokens: z.array(z.string()),
});

/**
 * `trainer_cards/{uid}`: the spec's derived trainer card (docs/product.md#listing-and-search), written only by the server.
 * rating is 0 with reviews 0 for a trainer nobody has reviewed (shown as '--', docs/architecture.md#decision-1).
 * experience_years, min_price, category_group and search_tokens exist for Firestore queries. The
 * public profile fields keep the profile's names (CARD_PROFILE_FIELDS); a card stored before under
 * the older names (hourlyRate, linkedinUrl, ...) is read as if renamed (docs/decisions/269-trainer-profile-field-types.md).
 */
export const trainerCardSchema = z.preprocess(withProfileFieldNames, cardOwnFields.extend(cardProfileFields.shape));

/**
 * The card as an object schema (no renaming): what the `trainer_cards` collection module reads
 * field by field, after withProfileFieldNames (domain/src/collections/trainer-cards.ts).
 */
export const trainerCardDocSchema = cardOwnFields.extend(cardProfileFields.shape);
export type TrainerCard = z.output<typeof trainerCardSchema>;
