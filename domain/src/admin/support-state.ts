import type { ReportAction, ReportStatus, SupportState } from '../schemas/admin-support';

/**
 * The state support sees for an enrolment (docs/admin.md): cancelled with money back → refunded,
 * cancelled without → cancelled; an active one whose batch has completed → completed; else active.
 * `refundedPaise` counts refunds that did not fail.
 */
export function enrolmentSupportState(e: {
  status: string;
  refundedPaise: number;
  batchStatus: string | null;
}): SupportState {
  if (e.status === 'cancelled') return e.refundedPaise > 0 ? 'refunded' : 'cancelled';
  if (e.batchStatus === 'completed') return 'completed';
  return 'active';
}

/** The state of an order: created → pending; paid with any refund → refunded; paid → active. */
export function orderSupportState(o: { status: string; refundedPaise: number }): SupportState {
  if (o.status !== 'paid') return 'pending';
  return o.refundedPaise > 0 ? 'refunded' : 'active';
}

const NEXT: Record<ReportAction, ReportStatus> = { resolve: 'resolved', warn: 'warned', block: 'blocked' };
const ALLOWED_FROM: Record<ReportStatus, readonly ReportStatus[]> = {
  open: ['resolved', 'warned', 'blocked'],
  warned: ['blocked', 'resolved'],
  resolved: [],
  blocked: [],
};

/**
 * The report's status after an admin action (ADR 178), forward only: `{ status, changed: false }`
 * when the action repeats the current status, null when the move is not allowed (a final report).
 */
export function nextReportStatus(
  current: ReportStatus,
  action: ReportAction,
): { status: ReportStatus; changed: boolean } | null {
  const status = NEXT[action];
  if (status === current) return { status, changed: false };
  return ALLOWED_FROM[current].includes(status) ? { status, changed: true } : null;
}
