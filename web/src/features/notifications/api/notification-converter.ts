import type { Notification } from '@skillsetu/domain';
import type {
  DocumentData,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from 'firebase/firestore';
import { lenientConverter } from '../../../lib/firebase/converter-from-schema';

/** `notifications/{id}` data (Timestamps already Dates) → domain Notification; a pending server time reads as now. */
export function notificationFromData(id: string, d: DocumentData): Notification {
  return {
    id,
    user_id: typeof d.user_id === 'string' ? d.user_id : '',
    title: typeof d.title === 'string' ? d.title : '',
    message: typeof d.message === 'string' ? d.message : '',
    type: typeof d.type === 'string' ? d.type : 'info',
    is_read: d.is_read === true,
    action_url: typeof d.action_url === 'string' && d.action_url ? d.action_url : null,
    created_at: d.created_at instanceof Date ? d.created_at : new Date(),
  };
}

/** A notification as the live list reads it: `fromCache` is its snapshot's (not yet confirmed by the server). */
export type LiveNotification = Notification & { fromCache: boolean };

const base = lenientConverter<Notification>(notificationFromData);

/**
 * The converter of `notifications/{id}`: the lenient mapping without zod, because the bell is in
 * the navbar of every signed-in page (docs/decisions/120-one-data-access-pattern.md), plus fromCache.
 */
export const notificationConverter: FirestoreDataConverter<LiveNotification, DocumentData> = {
  toFirestore: (value: PartialWithFieldValue<LiveNotification>) => value as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) => ({
    ...base.fromFirestore(snapshot, options),
    fromCache: snapshot.metadata.fromCache,
  }),
};
