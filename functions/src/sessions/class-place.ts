import { jitsiRoomUrl, type ClassLink, type ClassPlace } from '@skillsetu/domain';
import { randomBytes } from 'node:crypto';

/**
 * The `class_links/{batchId}` document for a trainer's place (ADR 186). Online without a link: a
 * Jitsi Meet room named `SkillSetu-` + 128 random bits (base64url), kept when the batch already has
 * one, so a learner's saved link keeps working. Offline: the venue and its Google Maps link.
 */
export function classLinkFor(
  batch: { id: string; course_id: string; trainer_id: string },
  place: ClassPlace,
  existing: Partial<ClassLink> | undefined,
): ClassLink {
  const base = { batch_id: batch.id, course_id: batch.course_id, trainer_id: batch.trainer_id };
  if (place.mode === 'offline') {
    return { ...base, mode: 'offline', provider: null, join_url: null, venue: place.venue, maps_url: place.mapsUrl };
  }
  if (place.link)
    return { ...base, mode: 'online', provider: 'own', join_url: place.link, venue: null, maps_url: null };
  const kept = existing?.provider === 'jitsi' && typeof existing.join_url === 'string' ? existing.join_url : null;
  const join = kept ?? jitsiRoomUrl(`SkillSetu-${randomBytes(16).toString('base64url')}`);
  return { ...base, mode: 'online', provider: 'jitsi', join_url: join, venue: null, maps_url: null };
}
