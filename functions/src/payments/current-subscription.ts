import type { CurrentSubscription } from '@skillsetu/domain';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';

/**
 * The subscription fields of a profiles/{uid} document, with Dates in UTC (missing → null). Any
 * status text is kept as stored (the plan rules decide what it means; docs/payments.md).
 */
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
