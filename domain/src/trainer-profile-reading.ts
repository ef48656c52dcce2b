import { CARD_DEFAULTS } from './constants';
import { readFieldByField, type FieldByFieldReading } from './schemas/read-field-by-field';
import type { TrainerCard } from './schemas/trainer-card';
import { trainerProfileSchema, type TrainerProfile } from './schemas/trainer-profile';
import { CARD_FIELD_OF_PROFILE_FIELD } from './trainer-card';
import { CARD_PROFILE_FIELDS } from './trainer-card-profile-fields';

/**
 * The one lenient reading of a `trainer_profiles/{uid}` document, for the web (the workspace's
 * converter fallback) and the server (the card trigger): every field read on its own against
 * trainerProfileSchema (readFieldByField; docs/decisions/122-one-lenient-reading.md), so one bad
 * field never hides `verified` or the valid ones. `user_id` is always `uid`; Timestamps become
 * Dates (UTC); `fallbacks` replace missing or invalid fields (the server gives the card's 'Trainer'
 * name). `valid` false means the result still fails the schema (e.g. a required name is blank);
 * `dropped` names the fields the document had but the schema refused. Never throws.
 */
export function readTrainerProfile(
  uid: string,
  data: Record<string, unknown>,
  fallbacks: Partial<TrainerProfile> = {},
): FieldByFieldReading<TrainerProfile> {
  return readFieldByField<TrainerProfile>(trainerProfileSchema, data, { fixed: { user_id: uid }, fallbacks });
}

/**
 * A public trainer card → TrainerProfile for visitors: the public fields (CARD_PROFILE_FIELDS under
 * their own names, CARD_FIELD_OF_PROFILE_FIELD's renamed) come from the card; the private ones (email, phone) stay empty
 * (firestore.rules keep them from visitors); specialization is the card's category ('' for the
 * 'General' default); skills are the card's (the profile's and its courses', up to CARD_MAX_SKILLS).
 * Rupees as on the card.
 */
export function trainerProfileFromCard(card: TrainerCard): TrainerProfile {
  const data: Record<string, unknown> = {};
  for (const [profileField, cardField] of Object.entries(CARD_FIELD_OF_PROFILE_FIELD)) {
    data[profileField] = card[cardField];
  }
  for (const field of Object.keys(CARD_PROFILE_FIELDS) as (keyof typeof CARD_PROFILE_FIELDS)[]) {
    data[field] = card[field];
  }
  data.specialization = card.category === CARD_DEFAULTS.category ? '' : card.category;
  return { ...readTrainerProfile(card.uid, data).value, id: card.id || null, skills: card.skills };
}
