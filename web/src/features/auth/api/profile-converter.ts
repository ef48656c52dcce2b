import type { Profile } from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { lenientConverter } from '../../../lib/firebase/converter-from-schema';

function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

function strOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * `profiles/{uid}` document data (read with serverTimestamps 'estimate') → domain Profile.
 * Timestamps become Dates (docs/architecture.md#data-access-on-the-web); absent optional fields become null; an unknown
 * user_type falls back to 'learner' (docs/product.md#accounts-and-roles).
 */
export function profileFromData(id: string, data: DocumentData): Profile {
  const userType = data.user_type === 'trainer' || data.user_type === 'admin' ? data.user_type : 'learner';
  const status = data.subscription_status;
  return {
    id,
    full_name: typeof data.full_name === 'string' ? data.full_name : '',
    email: typeof data.email === 'string' ? data.email : '',
    phone: strOrNull(data.phone),
    city: strOrNull(data.city),
    avatar_url: strOrNull(data.avatar_url),
    user_type: userType,
    subscription_status:
      status === 'active' || status === 'inactive' || status === 'cancelled' || status === 'expired' ? status : null,
    subscription_plan: strOrNull(data.subscription_plan),
    subscription_start_date: toDate(data.subscription_start_date),
    subscription_end_date: toDate(data.subscription_end_date),
    subscription_cancel_at_period_end: data.subscription_cancel_at_period_end === true,
    updated_at: toDate(data.updated_at) ?? new Date(0),
  };
}

/**
 * The one converter of `profiles/{uid}`: profileFromData alone, without zod, because the navbar
 * reads the profile on every signed-in page and profileSchema would add 28 KB gzip there
 * (docs/decisions/120-one-data-access-pattern.md).
 */
export const profileConverter = lenientConverter<Profile>(profileFromData);
