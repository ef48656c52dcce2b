import { z } from 'zod';
import { USER_TYPES, SIGNUP_USER_TYPES } from '../constants';
import { dateField, text } from './common';
import { isOwnAvatarUrl } from './field-rules';

/** Subscription status written only by the server after a verified payment (docs/product.md#accounts-and-roles profiles). */
export const subscriptionStatusSchema = z.enum(['active', 'inactive', 'cancelled', 'expired']);

/**
 * `profiles/{uid}` (docs/product.md#accounts-and-roles). user_type and subscription_* are server-owned after creation; avatar_url
 * is null, '' or a Storage URL of this user's own avatars/ path (docs/decisions/023-avatar-urls.md).
 */
export const profileSchema = z
  .object({
    id: z.string().min(1),
    full_name: text(),
    email: z.email().max(254),
    phone: text(20).nullable(),
    city: text(60).nullable(),
    avatar_url: z.string().max(2048).nullable(),
    user_type: z.enum(USER_TYPES),
    subscription_status: subscriptionStatusSchema.nullable(),
    subscription_plan: z.string().max(40).nullable(),
    subscription_start_date: dateField.nullable(),
    subscription_end_date: dateField.nullable(),
    /** Server-only: the plan was cancelled and ends at subscription_end_date without renewal (docs/decisions/085-plan-money-back.md). */
    subscription_cancel_at_period_end: z.boolean().optional(),
    /** Server-only: when the trainer last cancelled the plan (cancelPlan; docs/decisions/085-plan-money-back.md). */
    subscription_cancelled_at: dateField.nullable().optional(),
    updated_at: dateField,
  })
  .refine((p) => !p.avatar_url || isOwnAvatarUrl(p.avatar_url, p.id), {
    path: ['avatar_url'],
    message: 'Use a photo uploaded to your own profile',
  });
export type Profile = z.infer<typeof profileSchema>;

/** The fields a user may edit on My Profile (docs/product.md#accounts-and-roles). */
export const profileEditSchema = z.object({
  full_name: z.string().trim().min(1).max(120),
  phone: z.string().trim().max(20),
  city: z.string().trim().max(60),
});
export type ProfileEdit = z.infer<typeof profileEditSchema>;

/** user_type a client may pick at sign-up. */
export const signupUserTypeSchema = z.enum(SIGNUP_USER_TYPES);
