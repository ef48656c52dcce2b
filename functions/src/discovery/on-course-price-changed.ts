import { formatRupees } from '@skillsetu/domain';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { notifyCourseWatchers } from './notify-course-watchers';

/**
 * courses/{courseId} updated with a new price while published → every Notify Me watcher gets a
 * notification (ADR 072). Prices are whole rupees on the course document.
 */
export const onCoursePriceChanged = onDocumentUpdated('courses/{courseId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after || after.is_active !== true) return;
  if (typeof after.price !== 'number' || before.price === after.price) return;
  const title = typeof after.title === 'string' && after.title ? after.title : 'A course you follow';
  await notifyCourseWatchers(db, event.params.courseId, {
    key: event.id,
    title: 'Course price changed',
    message: `${title} is now ${formatRupees(after.price)}.`,
  });
});
