import {
  enrolmentNetPaise,
  formatRupees,
  studentStatus,
  STUDENTS_TAB_URL,
  STUDENTS_TEXT,
  wholeRupees,
  type StudentStatus,
} from '@skillsetu/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

/** What one projection pass did (for tests and logs). */
export type ProjectResult = 'created' | 'updated' | 'unchanged' | 'deleted' | 'absent';

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const paise = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : 0);

/** The learner's display name (profiles.full_name, what messages and reviews show), never email or phone. */
function learnerName(profile: DocumentSnapshot): string {
  return str(profile.get('full_name')).trim().slice(0, 120) || 'Learner';
}

/** A trainer_students row's share of the trainer's stats. */
function shareOf(row: DocumentData | undefined) {
  if (!row) return { students: 0, active: 0, net: 0 };
  return { students: 1, active: row.status === 'active' ? 1 : 0, net: paise(row.net_paise) };
}

/** Field-by-field equality of two rows (Timestamps by value). */
function sameRow(a: DocumentData, b: DocumentData): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x: unknown = a[k];
    const y: unknown = b[k];
    if (x instanceof Timestamp || y instanceof Timestamp) {
      if (!(x instanceof Timestamp && y instanceof Timestamp && x.isEqual(y))) return false;
    } else if (x !== y) return false;
  }
  return true;
}

/** Adds `delta` to trainer_student_stats/{uid} as read in this transaction (never below zero). */
function applyStats(
  tx: Transaction,
  ref: FirebaseFirestore.DocumentReference,
  current: DocumentSnapshot,
  delta: { students: number; active: number; net: number },
) {
  if (delta.students === 0 && delta.active === 0 && delta.net === 0) return;
  const now = (f: string) => paise(current.get(f));
  tx.set(ref, {
    students: Math.max(0, now('students') + delta.students),
    active_students: Math.max(0, now('active_students') + delta.active),
    net_paise: Math.max(0, now('net_paise') + delta.net),
    updated_at: FieldValue.serverTimestamp(),
  });
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
      ? await Promise.all([db.doc(`courses/${courseId}`).get(), db.doc(`profiles/${learnerId}`).get()])
      : [null, null];
  const sourceTime = enrol.updateTime ?? enrol.readTime;
  return db.runTransaction(async (tx) => {
    const row = await tx.get(rowRef);
    // An older event finishing after a newer one must not put older data back.
    const rowSource = row.get('source_time') as unknown;
    if (rowSource instanceof Timestamp && rowSource.toMillis() > sourceTime.toMillis()) return 'unchanged';
    const trainerId = str(e?.trainer_id) || str(row.get('trainer_id'));
    if (!trainerId) return 'absent';
    const statsRef = db.doc(`trainer_student_stats/${trainerId}`);
    if (!e || !learnerId || !courseId || !course || !learner) {
      if (!row.exists) return 'absent';
      const stats = await tx.get(statsRef);
      const old = shareOf(row.data());
      tx.delete(rowRef);
      applyStats(tx, statsRef, stats, { students: -old.students, active: -old.active, net: -old.net });
      return 'deleted';
    }

    const batchId = str(e.batch_id) || null;
    const batchesRef = db.doc(`trainer_student_batches/${courseId}`);
    const newRef = db.doc(`notifications/enrolment_new_${enrollmentId}`);
    const cancelRef = db.doc(`notifications/enrolment_cancelled_${enrollmentId}`);
    const [stats, notifiedNew, notifiedCancel, batches] = await Promise.all([
      tx.get(statsRef),
      tx.get(newRef),
      tx.get(cancelRef),
      batchId ? tx.get(batchesRef) : Promise.resolve(null),
    ]);

    const amount = paise(e.amount);
    const refunded = Math.min(amount, paise(e.refunded_paise));
    const status: StudentStatus = studentStatus(e.status, refunded);
    const batchStartsAt = e.batch_starts_at instanceof Timestamp ? e.batch_starts_at : null;
    const next: DocumentData = {
      enrollment_id: enrollmentId,
      trainer_id: trainerId,
      learner_id: learnerId,
      learner_name: learnerName(learner),
      course_id: courseId,
      course_title: str(course.get('title')).slice(0, 200) || str(row.get('course_title')) || 'Course',
      batch_id: batchId,
      batch_starts_at: batchId ? batchStartsAt : null,
      amount_paise: amount,
      refunded_paise: refunded,
      net_paise: enrolmentNetPaise({ amount, refunded_paise: refunded, commission_percent: e.commission_percent }),
      status,
      created_at: e.created_at instanceof Timestamp ? e.created_at : Timestamp.fromMillis(0),
      source_time: sourceTime,
    };

    let changed = false;
    if (!row.exists || !sameRow(row.data() ?? {}, next)) {
      tx.set(rowRef, next);
      const [old, now] = [shareOf(row.data()), shareOf(next)];
      applyStats(tx, statsRef, stats, {
        students: now.students - old.students,
        active: now.active - old.active,
        net: now.net - old.net,
      });
      changed = true;
    }
    if (batchId && batches && !batches.get(`batches.${batchId}`)) {
      tx.set(
        batchesRef,
        {
          trainer_id: trainerId,
          course_id: courseId,
          batches: { [batchId]: batchStartsAt ?? Timestamp.fromMillis(0) },
        },
        { merge: true },
      );
    }
    if (!row.exists && !notifiedNew.exists) {
      const rupees = formatRupees(wholeRupees(amount));
      tx.set(
        newRef,
        notification(
          trainerId,
          STUDENTS_TEXT.newEnrolmentTitle,
          STUDENTS_TEXT.newEnrolmentMessage(next.learner_name as string, next.course_title as string, rupees),
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
          STUDENTS_TEXT.cancelledMessage(next.learner_name as string, next.course_title as string),
          'warning',
        ),
      );
    }
    if (!changed) return 'unchanged';
    return row.exists ? 'updated' : 'created';
  });
}
