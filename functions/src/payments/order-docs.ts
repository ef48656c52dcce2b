import type { BillingCycle, CurrentSubscription, PlanId, PurchasePurpose } from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

/** `orders/{orderId}` as the payment functions store it (server-only collection; amount in paise). */
export interface StoredOrder {
  id: string;
  uid: string;
  purpose: PurchasePurpose;
  status: 'created' | 'paid';
  /** Paise, computed on the server from the catalogue or the course document. */
  amount: number;
  currency: 'INR';
  plan: PlanId | null;
  billing: BillingCycle | null;
  course_id: string | null;
  course_title: string | null;
  trainer_id: string | null;
  /** Enrolments: the platform commission in percent, fixed at order creation by the trainer's plan (domain earnings.ts). */
  commission_percent: number | null;
  pending_key: string;
  /** Enrolments into a batch: batches/{id} whose seat the payment buys (ADR 080); null otherwise. */
  batch_id?: string | null;
  /** Razorpay payment id of the payment that paid it ('free' on the free-plan path); null while open. */
  payment_id: string | null;
  /** Orders into a batch: the batch's starts_at when the order was made (docs/decisions/145-orders-expire.md). */
  batch_starts_at?: Date | null;
  /** When the order stops taking payments (30 minutes after creation, docs/decisions/145-orders-expire.md); null on older orders. */
  expires_at?: Date | null;
}

const PLAN_NAMES: Record<string, PlanId> = { starter: 'starter', professional: 'professional' };

/** Reads an orders document; null when a required field is unusable (never trust a half-written order). */
export function readOrder(id: string, data: DocumentData | undefined): StoredOrder | null {
  if (!data) return null;
  const purpose = data.purpose === 'subscription' || data.purpose === 'enrollment' ? data.purpose : null;
  const status = data.status === 'created' || data.status === 'paid' ? data.status : null;
  if (!purpose || !status || typeof data.uid !== 'string' || typeof data.amount !== 'number') return null;
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  return {
    id,
    uid: data.uid,
    purpose,
    status,
    amount: data.amount,
    currency: 'INR',
    plan: PLAN_NAMES[String(data.plan)] ?? null,
    billing: data.billing === 'monthly' || data.billing === 'annual' ? data.billing : null,
    course_id: str(data.course_id),
    course_title: str(data.course_title),
    trainer_id: str(data.trainer_id),
    commission_percent: typeof data.commission_percent === 'number' ? data.commission_percent : null,
    pending_key: typeof data.pending_key === 'string' ? data.pending_key : '',
    batch_id: str(data.batch_id),
    payment_id: str(data.payment_id),
    expires_at: data.expires_at instanceof Timestamp ? data.expires_at.toDate() : null,
    batch_starts_at: data.batch_starts_at instanceof Timestamp ? data.batch_starts_at.toDate() : null,
  };
}

/** The subscription fields of a profiles/{uid} document, with Dates (missing → null). */
export function currentSubscription(data: DocumentData | undefined): CurrentSubscription {
  const date = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    plan: str(data?.subscription_plan),
    status: str(data?.subscription_status),
    start: date(data?.subscription_start_date),
    end: date(data?.subscription_end_date),
  };
}
