import { Timestamp, type DocumentData } from 'firebase/firestore';

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
}

/** enrollments/{id} data → MyEnrollment; null when a required field is missing. */
export function enrollmentFromData(id: string, d: DocumentData | undefined): MyEnrollment | null {
  const courseId = str(d?.course_id);
  const trainerId = str(d?.trainer_id);
  if (!d || !courseId || !trainerId) return null;
  return {
    id,
    courseId,
    trainerId,
    orderId: str(d.order_id) ?? '',
    amountPaise: typeof d.amount === 'number' ? d.amount : 0,
    createdAt: toDate(d.created_at),
    status: str(d.status) ?? 'active',
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
