import { countsAsStudent, enrollments } from '@skillsetu/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { typedRead } from '../lib/typed-docs';
import { hideReviewIfEnrolmentCancelled } from './hide-review';

/**
 * enrollments/{id} written with a cancelled or refunded status → hide the learner's review of that
 * course (same id), uncounted everywhere (docs/decisions/140-refunded-reviews-hidden.md). Replays
 * find nothing left to hide.
 */
export const onEnrollmentReviewVisibility = onDocumentWritten('enrollments/{id}', async (event) => {
  const after = event.data?.after;
  const enrolment = after ? typedRead(enrollments, after) : null;
  if (!enrolment || countsAsStudent(enrolment.status)) return;
  await hideReviewIfEnrolmentCancelled(db, event.params.id);
});
