import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { projectEnrollment } from './project-enrollment';

/**
 * enrollments/{id} written → the trainer's Students row, stats (Students and net Earnings tiles) and
 * the new-enrolment / cancellation notifications (docs/decisions/090-trainer-students-projection.md).
 * Idempotent: it projects the enrolment as stored, so a redelivered event changes nothing.
 */
export const onEnrollmentStudents = onDocumentWritten('enrollments/{id}', async (event) => {
  await projectEnrollment(db, event.params.id);
});
