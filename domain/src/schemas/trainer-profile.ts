import { z } from 'zod';
import { dateField, optionalUrl, text } from './common';
import { VERIFICATION_CHECKS } from './verification';

/**
 * `trainer_profiles/{uid}` (spec §3, plus `skills` from the trainer form). `id` is the numeric
 * public id assigned by the server; `verified` is server-owned.
 */
export const trainerProfileSchema = z.object({
  id: z.number().int().positive().nullable(),
  user_id: z.string().min(1),
  full_name: text(),
  email: z.string().max(254),
  phone: text(20),
  city: text(60),
  specialization: text(80),
  experience: text(60),
  bio: text(5000),
  hourly_rate: z.number().nonnegative().max(1_000_000).nullable(),
  certifications: z.array(text(200)).max(30),
  teaching_languages: z.array(text(40)).max(20),
  skills: z.array(text(60)).max(30),
  avatar_url: z.string().max(2048).nullable(),
  linkedin_url: optionalUrl.nullable(),
  portfolio_url: optionalUrl.nullable(),
  verified: z.boolean(),
  /** Server-owned (admin decision, Decision 9): when the trainer was verified and what was checked. */
  verified_at: dateField.nullable().optional(),
  verification_checks: z.array(z.enum(VERIFICATION_CHECKS)).optional(),
  created_at: dateField,
});
export type TrainerProfile = z.infer<typeof trainerProfileSchema>;
