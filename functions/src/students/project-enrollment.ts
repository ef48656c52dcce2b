import {
  courses,
  FORMER_LEARNER,
  formatPaise,
  profiles,
  STUDENTS_TAB_URL,
  STUDENTS_TEXT,
  trainerStudentBatches,
  trainerStudents,
} from '@skillsetu/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { dataOf, typedDoc, typedRead } from '../lib/typed-docs';
import { classProgress, sameRow, shareDelta, statsAfter, str, studentRow, type StudentShare } from './student-row';
import { runTransaction } from '../lib/transaction';

/** What one projection pass did (for tests and logs). */
export type ProjectResult = 'created' | 'updated' | 'unchanged' | 'deleted' | 'absent';

/** Writes trainer_student_stats/{uid} after `delta` on the stats as read in this transaction (statsAfter). */
function applyStats(tx: Transaction, ref: DocumentReference, current: DocumentSnapshot, delta: StudentShare) {
  const next = statsAfter(current.data(), delta);
  if (next) tx.set(ref, { ...next, updated_at: FieldValue.serverTimestamp() });
}

/** The notification document for the trainer (notifications schema, docs/product.md#trainer-dashboard). */
function notification(trainerId: string, title: string, message: string, type: 'success' | 'warning') {
  return {
    user_id: trainerId,
    title,
    message,
    type,
    is_read: false,
    action_url: STUDENTS_TAB_URL,
    created_at: FieldValue.serverTimestamp(),
  };
}

/**
 * Projects enrollments/{enrollmentId} as it is now onto trainer_students/{enrollmentId} (learner's
 * display name, course title, batch, amounts in paise, status, net after commission/GST/refund), in
 * one transaction that also keeps trainer_student_stats/{trainerUid} (students, active_students,
 * net_paise) exact by applying the row's change, records the row's batch under
 * trainer_student_batches/{courseId}, and notifies the trainer once per new enrolment
 * (notifications/enrolment_new_{id}) and once per cancellation (enrolment_cancelled_{id}).
 * Reads the enrolment itself, not the event, and keeps its update time on the row (`source_time`),
 * so replays change nothing and an older run finishing late never overwrites a newer one
 * (docs/decisions/090-trainer-students-projection.md).
 */
export async function projectEnrollment(db: Firestore, enrollmentId: string): Promise<ProjectResult> {
  const enrolRef = db.doc(`enrollments/${enrollmentId}`);
  const rowRef = db.doc(`trainer_students/${enrollmentId}`);
  // The enrolment, course and learner are read outside the transaction: a transaction would lock
  // them, and the payment functions write enrolments under contention (duplicate payments).
  const enrol = await enrolRef.get();
  const e = enrol.data();
  const learnerId = str(e?.learner_id);
  const courseId = str(e?.course_id);
  const [course, learner] =
    e && learnerId && courseId
      ? await Promise.all([typedDoc(db, courses, courseId).get(), db.doc(profiles.path(learnerId)).get()])
      : [null, null];
  const sourceTime = enrol.updateTime ?? enrol.readTime;
  return runTransaction(db, async (tx) => {
    const row = await tx.get(rowRef);
    // An older event finishing after a newer one must not put older data back.
    const stored = typedRead(trainerStudents, row);
    const rowSource = stored?.source_time;
    if (rowSource && rowSource.getTime() > sourceTime.toMillis()) return 'unchanged';
    const trainerId = str(e?.trainer_id) || (stored?.trainer_id ?? '');
    if (!trainerId) return 'absent';
    const statsRef = db.doc(`trainer_student_stats/${trainerId}`);
    if (!e || !learnerId || !courseId || !course || !learner) {
      if (!row.exists) return 'absent';
      const stats = await tx.get(statsRef);
      tx.delete(rowRef);
      applyStats(tx, statsRef, stats, shareDelta(row.data(), undefined));
      return 'deleted';
    }

    const batchId = str(e.batch_id) || null;
    const batchesRef = typedDoc(db, trainerStudentBatches, courseId);
    const newRef = db.doc(`notifications/enrolment_new_${enrollmentId}`);
    const cancelRef = db.doc(`notifications/enrolment_cancelled_${enrollmentId}`);
    const [stats, notifiedNew, notifiedCancel, batches] = await Promise.all([
      tx.get(statsRef),
      tx.get(newRef),
      tx.get(cancelRef),
      batchId ? tx.get(batchesRef) : Promise.resolve(null),
    ]);

    const next = {
      ...studentRow(e, {
        enrollmentId,
        trainerId,
        // a deleted account's profile is gone: its rows say so (docs/decisions/172-account-deletion.md)
        // the name by the module's field-by-field reading: a profile unusable as a whole (no e-mail)
        // still names its learner on the row, as it did when the field was read on its own
        learnerFullName: learner.exists
          ? profiles.read(learnerId, learner.data() ?? {}).value.full_name
          : FORMER_LEARNER,
        courseTitle: dataOf(course)?.title,
        previousTitle: stored?.course_title,
        sourceTime,
      }),
      ...classProgress(e, dataOf(course)?.syllabus),
    };
    const batchStartsAt = e.batch_starts_at instanceof Timestamp ? e.batch_starts_at : null;

    let changed = false;
    if (!row.exists || !sameRow(row.data() ?? {}, next)) {
      tx.set(rowRef, next);
      applyStats(tx, statsRef, stats, shareDelta(row.data(), next));
      changed = true;
    }
    if (batchId && batches && !dataOf(batches)?.batches[batchId]) {
      // a merge of one map entry: the plain reference
      tx.set(
        batchesRef.withConverter(null),
        {
          trainer_id: trainerId,
          course_id: courseId,
          batches: { [batchId]: batchStartsAt ?? Timestamp.fromMillis(0) },
        },
        { merge: true },
      );
    }
    if (!row.exists && !notifiedNew.exists) {
      const rupees = formatPaise(next.amount_paise);
      tx.set(
        newRef,
        notification(
          trainerId,
          STUDENTS_TEXT.newEnrolmentTitle,
          STUDENTS_TEXT.newEnrolmentMessage(next.learner_name, next.course_title, rupees),
          'success',
        ),
      );
    }
    if (e.status === 'cancelled' && !notifiedCancel.exists) {
      tx.set(
        cancelRef,
        notification(
          trainerId,
          STUDENTS_TEXT.cancelledTitle,
          STUDENTS_TEXT.cancelledMessage(next.learner_name, next.course_title),
          'warning',
        ),
      );
    }
    if (!changed) return 'unchanged';
    return row.exists ? 'updated' : 'created';
  });
}
