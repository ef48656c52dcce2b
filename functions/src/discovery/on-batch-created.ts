import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { notifyCourseWatchers, type CourseWatchEvent } from './notify-course-watchers';

/** A batch's start as learners read it: '1 March 2027' (IST). */
export function batchStartLabel(startsAt: Date): string {
  return startsAt.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/**
 * The watchers' notification for a new `batches/{batchId}` document, or null when there is none to
 * send: only a 'scheduled' batch of a published course of the same trainer is announced (key
 * `batch_{batchId}`: once per batch, whoever calls notifyCourseWatchers with it).
 */
export function batchAnnouncement(
  batchId: string,
  batch: DocumentData,
  course: DocumentData | undefined,
): CourseWatchEvent | null {
  if (batch.status !== 'scheduled' || !course || course.is_active !== true || course.trainer_id !== batch.trainer_id)
    return null;
  const startsAt = batch.starts_at instanceof Timestamp ? batch.starts_at.toDate() : null;
  const title = typeof course.title === 'string' && course.title ? course.title : 'A course you follow';
  return {
    key: `batch_${batchId}`,
    title: 'New batch scheduled',
    message: startsAt ? `${title}: a new batch starts on ${batchStartLabel(startsAt)}.` : `${title} has a new batch.`,
  };
}

/** batches/{batchId} created → the course's Notify Me watchers hear about it (ADR 072, batchAnnouncement). */
export const onBatchCreated = onDocumentCreated('batches/{batchId}', async (event) => {
  const batch = event.data?.data();
  if (!batch || typeof batch.course_id !== 'string' || !batch.course_id) return;
  const course = (await db.doc(`courses/${batch.course_id}`).get()).data();
  const announcement = batchAnnouncement(event.params.batchId, batch, course);
  if (!announcement) {
    logger.info('Batch not announced (not scheduled, or not a published course of its trainer)', {
      batchId: event.params.batchId,
    });
    return;
  }
  await notifyCourseWatchers(db, batch.course_id, announcement);
});
