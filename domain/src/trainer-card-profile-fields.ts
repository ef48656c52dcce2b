import { isMapsLink, isVideoLink } from './schemas/media-links';

// No zod here: home's top-rated read (in the worker) reads cards through these without it.

/** Reads one field of a stored document leniently (whatever value it holds) into the field's type; never throws. */
export type FieldReader<T> = (value: unknown) => T;

// Plain functions, no calls at module level: the tables stay tree-shakeable from home's chunks.
export const textOr = (v: unknown, fallback: string): string => (typeof v === 'string' && v ? v : fallback);
export const numberOr0: FieldReader<number> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
export const numberOrNull: FieldReader<number | null> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
export const textOrNull: FieldReader<string | null> = (v) => (typeof v === 'string' && v ? v : null);
/** An intro video or Maps link only when it matches the rules' pattern (ADR 179); anything else is null. */
export const videoOrNull: FieldReader<string | null> = (v) => (typeof v === 'string' && isVideoLink(v) ? v : null);
export const mapsOrNull: FieldReader<string | null> = (v) => (typeof v === 'string' && isMapsLink(v) ? v : null);
export const texts: FieldReader<string[]> = (v) =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
export const flag: FieldReader<boolean> = (v) => v === true;

/**
 * The card projection: the trainer-profile fields a `trainer_cards` document carries under the
 * profile's own name (docs/decisions/269-trainer-profile-field-types.md), each with its lenient
 * reading. deriveTrainerCard copies a field through it (an invalid link becomes null), the card
 * schema picks the field's zod type from the profile schema by these keys, trainerCardFromData reads
 * it back with it, and trainerProfileFromCard shows it to visitors. A public profile field is one
 * line here; the card's own fields (name, location, image, languages, ...) live in trainer-card.ts.
 */
export const CARD_PROFILE_FIELDS = {
  bio: (v: unknown) => textOr(v, ''),
  certifications: texts,
  hourly_rate: numberOrNull,
  linkedin_url: textOrNull,
  portfolio_url: textOrNull,
  video_link_1: videoOrNull,
  video_link_2: videoOrNull,
  google_maps_link: mapsOrNull,
} as const;
export type CardProfileField = keyof typeof CARD_PROFILE_FIELDS;
/** The card's copy of the public profile fields, as deriveTrainerCard writes them. */
export type CardProfileValues = { [K in CardProfileField]: ReturnType<(typeof CARD_PROFILE_FIELDS)[K]> };

/**
 * A stored card's data with the camelCase names cards used before the profile's (the product
 * brief's hourlyRate, linkedinUrl, portfolioUrl, the form's videoLink1, videoLink2, googleMapsLink)
 * read as the CARD_PROFILE_FIELDS names; a value under the new name wins, the older keys are
 * dropped. For cards the card trigger has not rebuilt yet; anything but an object is returned as it
 * is. Never throws.
 */
export function withProfileFieldNames(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const name in CARD_PROFILE_FIELDS) {
    const before = name.replace(/_(.)/g, (_m, c: string) => c.toUpperCase());
    if (before === name || !(before in out)) continue;
    if (out[name] === undefined) out[name] = out[before];
    delete out[before];
  }
  return out;
}

/** The public profile fields of `profile`, read through CARD_PROFILE_FIELDS (what the card stores). */
export function cardProfileValues(profile: Partial<Record<CardProfileField, unknown>>): CardProfileValues {
  const out: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(CARD_PROFILE_FIELDS)) out[name] = read(profile[name as CardProfileField]);
  return out as CardProfileValues;
}
