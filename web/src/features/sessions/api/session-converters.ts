import { classLinkSchema, sessionSchema, type ClassLink, type Session } from '@skillsetu/domain';
import type { DocumentData } from 'firebase/firestore';
import { converterFromSchema } from '../../../lib/firebase/converter-from-schema';

const date = (v: unknown): Date => (v instanceof Date ? v : new Date(0));
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** batches/{b}/sessions/{n} ⇄ Session (domain sessionSchema); an odd document reads as a cancelled class. */
export const sessionConverter = converterFromSchema<Session>(
  sessionSchema,
  (id: string, d: DocumentData): Session => ({
    id,
    n: typeof d.n === 'number' ? d.n : Number(id) || 1,
    batch_id: String(d.batch_id ?? ''),
    course_id: String(d.course_id ?? ''),
    trainer_id: String(d.trainer_id ?? ''),
    starts_at: date(d.starts_at),
    ends_at: date(d.ends_at),
    duration_minutes: typeof d.duration_minutes === 'number' ? d.duration_minutes : 60,
    status: d.status === 'scheduled' || d.status === 'held' ? d.status : 'cancelled',
    original_starts_at: date(d.original_starts_at ?? d.starts_at),
    reschedules: typeof d.reschedules === 'number' ? d.reschedules : 0,
  }),
  { idField: 'id' },
);

/** class_links/{batchId} ⇄ ClassLink (ADR 186); an odd document reads as online without a link. */
export const classLinkConverter = converterFromSchema<ClassLink>(classLinkSchema, (id, d) => ({
  batch_id: id,
  course_id: String(d.course_id ?? ''),
  trainer_id: String(d.trainer_id ?? ''),
  mode: d.mode === 'offline' ? 'offline' : 'online',
  provider: d.provider === 'own' || d.provider === 'jitsi' ? d.provider : null,
  join_url: str(d.join_url),
  venue: str(d.venue),
  maps_url: str(d.maps_url),
}));
