import { lastIstMonths, paiseToRupees } from '@skillsetu/domain';
import { and, collection, count, getAggregateFromServer, query, sum, Timestamp, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import type { Loadable } from './use-view-counters';

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
 * `retry` changes to run again. Must render inside <WithFirebase>.
 */
export function useEnrolmentMonths(uid: string, months: number, retry = 0): Loadable<EnrolmentMonth[]> {
  const firestore = useFirestore();
  const [state, setState] = useState<{ key: string; value: Loadable<EnrolmentMonth[]> }>({
    key: '',
    value: { status: 'loading' },
  });
  const key = `${uid}:${months}:${retry}`;
  useEffect(() => {
    let cancelled = false;
    const enrolments = collection(firestore, 'enrollments');
    Promise.all(
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
    ).then(
      (data) => !cancelled && setState({ key, value: { status: 'success', data } }),
      (err: unknown) => {
        console.error('Failed to load enrolments by month', err);
        if (!cancelled) setState({ key, value: { status: 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [firestore, uid, months, key]);
  return state.key === key ? state.value : { status: 'loading' };
}
