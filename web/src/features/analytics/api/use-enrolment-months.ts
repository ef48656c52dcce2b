import { lastIstMonths, paiseToRupees } from '@skillsetu/domain';
import { and, collection, count, getAggregateFromServer, query, sum, Timestamp, where } from 'firebase/firestore';
import type { Loaded } from '../../../lib/firebase/load-status';
import { firestore } from '../../../lib/firebase/sdk';
import { useOnce } from '../../../lib/firebase/use-once';

/** One IST month of the trainer's active enrolments: how many, and their net earnings in rupees. */
export interface EnrolmentMonth {
  month: string;
  enrolments: number;
  /** Net after commission and GST (enrolments' net_paise), whole rupees. */
  netRupees: number;
}

/**
 * The trainer's active enrolments per IST month for the last `months` months, oldest first: one
 * aggregation query per month (count and sum of net_paise over enrollments where trainer_id ==
 * uid, status == 'active', created_at in the month), so the reads stay bounded whatever the sales
 * (docs/decisions/101-enrolments-by-month-from-aggregations.md). Cancelled enrolments are left out.
 * Read once (useOnce); `retry` changes to run again; a failure is 'error', logged. Must render inside <WithFirebase>.
 */
export function useEnrolmentMonths(uid: string, months: number, retry = 0): Loaded<EnrolmentMonth[]> {
  const read = useOnce(
    `${uid}:${months}:${retry}`,
    () => fetchEnrolmentMonths(uid, months),
    'Enrolments by month fetch',
  );
  return { ...read, data: read.data ?? [] };
}

async function fetchEnrolmentMonths(uid: string, months: number): Promise<EnrolmentMonth[]> {
  const enrolments = collection(firestore, 'enrollments');
  return Promise.all(
    lastIstMonths(new Date(), months).map(async ({ month, start, end }) => {
      const q = query(
        enrolments,
        and(
          where('trainer_id', '==', uid),
          where('status', '==', 'active'),
          where('created_at', '>=', Timestamp.fromDate(start)),
          where('created_at', '<', Timestamp.fromDate(end)),
        ),
      );
      const snap = await getAggregateFromServer(q, { n: count(), net: sum('net_paise') });
      const { n, net } = snap.data();
      return { month, enrolments: n, netRupees: paiseToRupees(Number(net) || 0) };
    }),
  );
}
