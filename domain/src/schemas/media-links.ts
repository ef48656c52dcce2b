// The intro video and Google Maps link patterns (ADR 179), without zod: the card readers use them in
// the home page's worker, which does not carry zod. firestore.rules repeats both patterns verbatim
// (domain/src/field-rules.test.ts checks it, docs/decisions/022-one-validation-source.md).

/**
 * An intro video link (rules tlVideoOrNull, ADR 179): YouTube (youtube.com/watch?v=, /embed/,
 * /shorts/, youtu.be/) or Vimeo (vimeo.com/123…, player.vimeo.com/video/123…) over https only, with
 * the video id where the embed expects it; nothing else (no javascript:, no other host).
 */
export const VIDEO_LINK_PATTERN =
  '(https://((www[.]|m[.])?youtube[.]com/(watch[?]v=|embed/|shorts/)|youtu[.]be/)[A-Za-z0-9_-]{11}([?&#][A-Za-z0-9_=&%.-]*)?|https://(www[.]|player[.])?vimeo[.]com/(video/)?[0-9]{6,12}([/?#][A-Za-z0-9_=&%./-]*)?)';
const videoLink = new RegExp(`^(${VIDEO_LINK_PATTERN})$`);

/** True for an intro video link the rules accept (at most 500 characters). */
export function isVideoLink(url: string): boolean {
  return url.length <= 500 && videoLink.test(url);
}

/**
 * A Google Maps link for in-person training (rules tlMapsOrNull, ADR 179): https://maps.google.com/…,
 * https://www.google.com/maps… or https://maps.app.goo.gl/… only.
 */
export const MAPS_LINK_PATTERN =
  'https://(maps[.]google[.]com/[^\\s<>"]*|www[.]google[.]com/maps([/?][^\\s<>"]*)?|maps[.]app[.]goo[.]gl/[A-Za-z0-9_-]+([?][^\\s<>"]*)?)';
const mapsLink = new RegExp(`^(${MAPS_LINK_PATTERN})$`);

/** True for a Google Maps link the rules accept (at most 500 characters). */
export function isMapsLink(url: string): boolean {
  return url.length <= 500 && mapsLink.test(url);
}
