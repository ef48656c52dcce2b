import {
  CERTIFICATE_TEXT,
  completionDecision,
  enrollments,
  profiles,
  type Certificate,
  type CertificateIssue,
} from '@skillsetu/domain';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { notification } from '../notifications/server-notification';
import { runTransaction } from '../lib/transaction';
import { dataOf, typedDoc } from '../lib/typed-docs';

/** What completeEnrolmentOnce needs to know of the delivered batch (read once per batch). */
export interface DeliveredBatch {
  batchId: string;
  courseId: string;
  courseTitle: string;
  trainerId: string;
  trainerName: string;
  /** Whole percent of held classes needed (domain completionThreshold). */
  threshold: number;
  /** The first held class's start and the last held class's end (UTC instants, shown in IST). */
  startedAt: Date;
  completedAt: Date;
  /** Minutes of held classes each learner attended, by uid. */
  minutesByLearner: ReadonlyMap<string, number>;
}

export type CompletionOutcome = 'issued' | 'short' | 'skipped';

/** A domain document as the Admin SDK stores it: its Date fields as Timestamps. */
type Stored<T> = { [K in keyof T]: T[K] extends Date ? Timestamp : T[K] extends Date | null ? Timestamp | null : T[K] };

/**
 * Decides one enrolment's completion once its batch is delivered (ADR 205), in a transaction: an
 * active enrolment not yet decided (no `completion_threshold` on it, no `certificate_issues/{id}`)
 * either completes — `certificates/{autoId}` (public fields only, ADR 206), `certificate_issues/{id}`,
 * `completed_at` + `certificate_id` on the enrolment and a 'Certificate issued' notification — or
 * keeps the threshold applied so My Learning can say why not. Forward only and once: racing triggers
 * serialise on the enrolment and the issue document; the loser finds it decided ('skipped').
 */
export async function completeEnrolmentOnce(
  db: Firestore,
  enrolRef: DocumentReference,
  b: DeliveredBatch,
): Promise<CompletionOutcome> {
  const issueRef = db.doc(`certificate_issues/${enrolRef.id}`);
  return runTransaction(db, async (tx) => {
    const [enrolSnap, issue] = await Promise.all([tx.get(typedDoc(db, enrollments, enrolRef.id)), tx.get(issueRef)]);
    const e = dataOf(enrolSnap);
    if (e?.status !== 'active') return 'skipped';
    if (issue.exists || e.completion_threshold !== undefined || e.batch_id !== b.batchId) return 'skipped';
    const learnerId = e.learner_id;
    const held = e.sessions_held ?? 0;
    const decision = completionDecision({ held, attended: e.sessions_attended ?? 0, threshold: b.threshold });
    if (!decision.complete) {
      tx.update(enrolRef, { completion_threshold: b.threshold });
      return 'short';
    }
    const name = dataOf(await tx.get(typedDoc(db, profiles, learnerId)))?.full_name;
    const certRef = db.collection('certificates').doc();
    const completedAt = Timestamp.fromDate(b.completedAt);
    const issuedAt = Timestamp.now();
    const cert: Stored<Certificate> = {
      learner_name: name || 'SkillSetu learner',
      course_id: b.courseId,
      course_title: b.courseTitle,
      trainer_name: b.trainerName,
      started_at: Timestamp.fromDate(b.startedAt),
      completed_at: completedAt,
      minutes: b.minutesByLearner.get(learnerId) ?? 0,
      sessions_attended: Math.min(held, e.sessions_attended ?? 0),
      sessions_held: held,
      issued_at: issuedAt,
      status: 'valid',
      revoked_at: null,
      revoked_reason: null,
    };
    const record: Stored<CertificateIssue> = {
      certificate_id: certRef.id,
      enrollment_id: enrolRef.id,
      learner_id: learnerId,
      course_id: b.courseId,
      trainer_id: b.trainerId,
      batch_id: b.batchId,
      issued_at: issuedAt,
    };
    tx.create(certRef, cert);
    tx.create(issueRef, record);
    tx.update(enrolRef, { completion_threshold: b.threshold, completed_at: completedAt, certificate_id: certRef.id });
    tx.create(
      db.doc(`notifications/certificate_${enrolRef.id}`),
      notification(
        learnerId,
        'Certificate issued',
        `You completed ${b.courseTitle}. Your ${CERTIFICATE_TEXT.title} is ready.`,
        {
          action_url: `/certificates/${certRef.id}`,
        },
      ),
    );
    return 'issued';
  });
}
