import { z } from 'zod';
import { isMapsLink, isVideoLink } from './media-links';

// The field rules firestore.rules enforces on trainer profiles, profiles and courses, written once
// here (docs/decisions/022-one-validation-source.md): the rules repeat each pattern verbatim and
// domain/src/field-rules.test.ts checks firestore.rules still contains them.

/** A name or list item a visitor can read has at least one letter or digit (rules tlWords / tlWordList). */
export const LETTER_OR_DIGIT_PATTERN = '[\\p{L}\\p{N}]';
const letterOrDigit = new RegExp(LETTER_OR_DIGIT_PATTERN, 'u');

/** True when `s` has a letter or a digit in any script ('Zoë', 'हिन्दी', 'C++'); false for '🚀', ' ', '—'. */
export function hasLetterOrDigit(s: string): boolean {
  return letterOrDigit.test(s);
}

/** An http(s) link with a plain host name (rules tlUrlOrNull): no spaces, quotes or angle brackets. */
export const PROFILE_LINK_PATTERN = 'https?://[A-Za-z0-9-]+([.][A-Za-z0-9-]+)*(:[0-9]{1,5})?([/?#][^\\s<>"]*)?';
const profileLink = new RegExp(`^${PROFILE_LINK_PATTERN}$`);

/** True for a profile link the rules accept (LinkedIn, portfolio). */
export function isProfileLink(url: string): boolean {
  return url.length <= 500 && profileLink.test(url);
}

/**
 * A Firebase Storage download URL of a file under avatars/{uid}/ (rules tlAvatarOrNull; the web
 * uploads there, web/src/lib/firebase/storage.ts): the production host, or the Storage emulator on
 * 127.0.0.1 (docs/decisions/023-avatar-urls.md).
 */
export const AVATAR_URL_PATTERN =
  '(https://firebasestorage[.]googleapis[.]com|http://127[.]0[.]0[.]1:[0-9]{1,5})/v0/b/[A-Za-z0-9._-]+/o/avatars%2F[A-Za-z0-9_-]+%2F[A-Za-z0-9._~%-]+([?][A-Za-z0-9=&._~%-]*)?';
const avatarUrl = new RegExp(`^${AVATAR_URL_PATTERN}$`);

/** True when `url` is a Storage download URL of `uid`'s own avatar (what the rules accept besides ''/null). */
export function isOwnAvatarUrl(url: string, uid: string): boolean {
  return url.length <= 2048 && avatarUrl.test(url) && url.split('/o/avatars%2F')[1]?.split('%2F')[0] === uid;
}

/** Length as the rules count it (Unicode code points, not UTF-16 units). */
export function codePoints(s: string): number {
  return [...s].length;
}

/** A required trimmed name of at most `max` characters with a letter or digit (rules tlWords). */
export const wordText = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => codePoints(s) <= max, `Use at most ${max} characters`)
    .refine(hasLetterOrDigit, 'Use letters or numbers');

/** An optional http(s) link: '' or PROFILE_LINK_PATTERN. */
export const profileLinkSchema = z.union([
  z.literal(''),
  z.string().refine(isProfileLink, 'Enter a link starting with https://'),
]);

/** An optional intro video link: '' or VIDEO_LINK_PATTERN. */
export const videoLinkSchema = z.union([
  z.literal(''),
  z.string().refine(isVideoLink, 'Use a YouTube or Vimeo link, like https://www.youtube.com/watch?v=…'),
]);

/** An optional Google Maps link: '' or MAPS_LINK_PATTERN. */
export const mapsLinkSchema = z.union([
  z.literal(''),
  z.string().refine(isMapsLink, 'Use a Google Maps link, like https://maps.app.goo.gl/…'),
]);
