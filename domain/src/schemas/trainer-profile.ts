import { z } from 'zod';
import { dateField, text } from './common';
import { isOwnAvatarUrl, mapsLinkSchema, profileLinkSchema, videoLinkSchema, wordText } from './field-rules';
import { VERIFICATION_CHECKS } from '../verification-checks';

/**
 * The fields of `trainer_profiles/{uid}` without the cross-field check: the object the form, write
 * and card types `.pick()` from (zod refuses `.pick()` on a refined object). See trainerProfileSchema.
 */
export const trainerProfileFields = z.object({
  id: z.number().int().positive().nullable(),
  user_id: z.string().min(1),
  full_name: wordText(120),
  email: z.string().max(254),
  phone: text(20),
  city: text(60),
  specialization: wordText(80),
  experience: text(60),
  bio: text(5000),
  hourly_rate: z.number().nonnegative().max(1_000_000).nullable(),
  certifications: z.array(wordText(200)).max(30),
  teaching_languages: z.array(wordText(40)).max(20),
  skills: z.array(wordText(60)).max(30),
  avatar_url: z.string().max(2048).nullable(),
  linkedin_url: profileLinkSchema.nullable(),
  portfolio_url: profileLinkSchema.nullable(),
  /** Two intro videos (YouTube/Vimeo) and a Google Maps link for in-person training (ADR 179). */
  video_link_1: videoLinkSchema.nullable().optional(),
  video_link_2: videoLinkSchema.nullable().optional(),
  google_maps_link: mapsLinkSchema.nullable().optional(),
  verified: z.boolean(),
  /** Server-owned (admin decision, docs/architecture.md#decision-9): when the trainer was verified and what was checked. */
  verified_at: dateField.nullable().optional(),
  verification_checks: z.array(z.enum(VERIFICATION_CHECKS)).optional(),
  /** Server-owned: the name and specialization an admin verified last (docs/decisions/142-verification-follows-identity.md). */
  verified_identity: z.object({ full_name: z.string(), specialization: z.string() }).nullable().optional(),
  created_at: dateField,
});

/**
 * `trainer_profiles/{uid}` (docs/product.md#trainer-profiles-and-verification, plus `skills` from the trainer form). `id` is the numeric
 * public id assigned by the server; `verified` is server-owned. Accepts exactly what firestore.rules
 * accepts (docs/decisions/022-one-validation-source.md): names and list items with a letter or digit,
 * links with a plain host, and avatar_url only a Storage URL of this user's own avatars/ path.
 */
export const trainerProfileSchema = trainerProfileFields.refine(
  (p) => !p.avatar_url || isOwnAvatarUrl(p.avatar_url, p.user_id),
  {
    path: ['avatar_url'],
    message: 'Use a photo uploaded to your own profile',
  },
);
export type TrainerProfile = z.infer<typeof trainerProfileSchema>;

/**
 * The fields a trainer writes from the profile form (firestore.rules tlTrainerProfileValid; never
 * `id`, `verified` or the verification record, which only the server writes). A new editable field
 * is one line here and one in the schema above (docs/architecture.md, "How to add a trainer-profile
 * field"; docs/decisions/269-trainer-profile-field-types.md).
 */
export const TRAINER_WRITTEN_FIELDS = {
  user_id: true,
  full_name: true,
  email: true,
  phone: true,
  city: true,
  specialization: true,
  experience: true,
  bio: true,
  hourly_rate: true,
  certifications: true,
  teaching_languages: true,
  skills: true,
  avatar_url: true,
  linkedin_url: true,
  portfolio_url: true,
  video_link_1: true,
  video_link_2: true,
  google_maps_link: true,
} as const;

/** What the trainer form writes to trainer_profiles/{uid} (with `created_at` on create); prices in rupees. */
export const trainerProfileWriteSchema = trainerProfileFields.pick(TRAINER_WRITTEN_FIELDS);
export type TrainerProfileWrite = z.infer<typeof trainerProfileWriteSchema>;
