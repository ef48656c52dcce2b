import type { TrainerCard } from './schemas/trainer-card';
import { TRAINER_CARD_READERS } from './trainer-card';
import { withProfileFieldNames } from './trainer-card-profile-fields';

/**
 * The one lenient reading of a `trainer_cards/{uid}` document (any shape, never throws): each field
 * read by its TRAINER_CARD_READERS entry, so a missing or malformed field gets the card's default
 * (name 'Trainer', CARD_DEFAULTS' expertise and location, 0 for numbers, [] for lists, null for
 * optional links) and optional fields (verified_at, verification_checks) are left out when absent.
 * `uid` defaults to the document id. Used where a document fails trainerCardSchema (an older card)
 * and where zod is not loaded (the worker's top-rated read). Prices in rupees, as stored. A card
 * stored under the older names (hourlyRate, ...) is read as if renamed (withProfileFieldNames).
 */
export function trainerCardFromData(uid: string, stored: Record<string, unknown>): TrainerCard {
  const d = withProfileFieldNames(stored) as Record<string, unknown>;
  const card: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(TRAINER_CARD_READERS) as [keyof TrainerCard, (v: unknown) => unknown][]) {
    const value = read(d[key]);
    if (value !== undefined) card[key] = value;
  }
  if (!card.uid) card.uid = uid;
  return card as unknown as TrainerCard;
}
