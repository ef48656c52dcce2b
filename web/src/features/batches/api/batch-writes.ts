import type {
  CancelBatchRequest,
  CancelBatchResponse,
  CancellationQuote,
  CancelEnrollmentRequest,
} from '@skillsetu/domain';
import { collection, doc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { callFunction } from '../../../lib/firebase/callables';
import { firestore } from '../../../lib/firebase/sdk';

/** The fields the trainer writes (instants as Dates; seats whole). */
export interface BatchInput {
  courseId: string;
  startsAt: Date;
  endsAt: Date | null;
  seats: number;
  schedule: string;
}

/** Creates batches/{id} for the signed-in trainer (rules: own course, future start, seats 1..100). */
export async function createBatch(uid: string, input: BatchInput): Promise<void> {
  const ref = doc(collection(firestore, 'batches'));
  await setDoc(ref, {
    course_id: input.courseId,
    trainer_id: uid,
    starts_at: Timestamp.fromDate(input.startsAt),
    ends_at: input.endsAt ? Timestamp.fromDate(input.endsAt) : null,
    seats: input.seats,
    schedule: input.schedule,
    status: 'scheduled',
    created_at: serverTimestamp(),
  });
}

/** Edits a scheduled batch's start, end, seats and schedule (rules: never below the seats sold). */
export async function updateBatch(batchId: string, input: Omit<BatchInput, 'courseId'>): Promise<void> {
  await updateDoc(doc(firestore, 'batches', batchId), {
    starts_at: Timestamp.fromDate(input.startsAt),
    ends_at: input.endsAt ? Timestamp.fromDate(input.endsAt) : null,
    seats: input.seats,
    schedule: input.schedule,
    updated_at: serverTimestamp(),
  });
}

/** cancelBatch: cancels the batch and refunds every enrolment in full (ADR 084). */
export const cancelBatch = (batchId: string) =>
  callFunction<CancelBatchRequest, CancelBatchResponse>('cancelBatch', { batchId });

/** quoteCancellation: the refund a cancellation now would give (server clock, ADR 081). */
export const quoteCancellation = (courseId: string) =>
  callFunction<CancelEnrollmentRequest, CancellationQuote>('quoteCancellation', { courseId });

/** cancelEnrollment: cancels the learner's enrolment and refunds by the policy tier. */
export const cancelEnrollment = (courseId: string) =>
  callFunction<CancelEnrollmentRequest, CancellationQuote>('cancelEnrollment', { courseId });
