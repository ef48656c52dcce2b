import { Timestamp, type DocumentData } from 'firebase/firestore';
import type { EnrollmentDoc } from '../../../lib/firebase/refs';

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const toDate = (v: unknown): Date | null => (v instanceof Timestamp ? v.toDate() : null);

/** One enrolment as My Learning shows it (amount in paise, as stored). */
export interface MyEnrollment {
  id: string;
  courseId: string;
  trainerId: string;
  orderId: string;
  amountPaise: number;
  createdAt: Date | null;
  /** 'active' (paid) unless the server marks it otherwise (e.g. cancelled, refunded). */
  status: string;
  // --- batches: the batch start and a cancellation's refund (ADR 080, 081) ---
  batchStartsAt?: Date | null;
  /** The batch bought (its sessions and class link, docs/sessions.md); null without a batch. */
  batchId?: string | null;
  /** Attendance so far (ADR 188): classes held since the purchase, attended, lessons covered (count). */
  sessionsHeld?: number;
  sessionsAttended?: number;
  lessonsCovered?: number;
  cancelledBy?: 'learner' | 'trainer' | null;
  refundId?: string | null;
  refundedPaise?: number;
  // --- end batches ---
  // --- certificates: completion (ADR 205) and the certificate's id (ADR 206) ---
  completedAt?: Date | null;
  certificateId?: string | null;
  /** The threshold applied when the batch was delivered (absent until then). */
  completionThreshold?: number | null;
  // --- end certificates ---
}

/** A typed enrolment (lib/firebase/refs.ts enrollmentConverter) → MyEnrollment; null when its course or trainer is missing. */
export function myEnrollmentOf(e: EnrollmentDoc): MyEnrollment | null {
  if (!e.course_id || !e.trainer_id) return null;
  return {
    id: e.id,
    courseId: e.course_id,
    trainerId: e.trainer_id,
    orderId: e.order_id,
    amountPaise: e.amount,
    createdAt: e.created_at.getTime() > 0 ? e.created_at : null,
    status: e.status,
    batchStartsAt: e.batch_starts_at ?? null,
    batchId: e.batch_id ?? null,
    sessionsHeld: e.sessions_held ?? 0,
    sessionsAttended: e.sessions_attended ?? 0,
    lessonsCovered: e.lessons_covered?.length ?? 0,
    cancelledBy: e.cancelled_by ?? null,
    refundId: e.refund_id ?? null,
    refundedPaise: e.refunded_paise ?? 0,
    completedAt: e.completed_at ?? null,
    certificateId: e.certificate_id ?? null,
    completionThreshold: e.completion_threshold ?? null,
  };
}

/** What the receipt needs from orders/{id} (the buyer may read their own orders). */
export interface OrderReceipt {
  orderId: string;
  paymentId: string | null;
  courseTitle: string | null;
  amountPaise: number;
  paidAt: Date | null;
}

/** orders/{id} data → OrderReceipt. */
export function receiptFromData(id: string, d: DocumentData | undefined): OrderReceipt {
  return {
    orderId: id,
    paymentId: str(d?.payment_id),
    courseTitle: str(d?.course_title),
    amountPaise: typeof d?.amount === 'number' ? d.amount : 0,
    paidAt: toDate(d?.paid_at),
  };
}
