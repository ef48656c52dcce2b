import type { TrainerAnalyticsDay, TrainerAnalyticsMonth } from '@skillsetu/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { dayConverter, monthConverter } from './analytics-converters';

/** Days shown by the daily chart; months by the monthly one (both bounded: the rules allow ≤ 50 per list, docs/decisions/020-bounded-list-queries.md). */
export const ANALYTICS_DAYS = 30;
export const ANALYTICS_MONTHS = 12;

export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

/**
 * Live view and click counters of trainer `uid` (recordView's documents): the last ANALYTICS_DAYS
 * IST days and ANALYTICS_MONTHS IST months that have any, newest first. Only days and months with a
 * count exist. Must render inside <WithFirebase>.
 */
export function useViewCounters(
  uid: string,
): Loadable<{ days: TrainerAnalyticsDay[]; months: TrainerAnalyticsMonth[] }> {
  const firestore = useFirestore();
  const base = `trainer_analytics/${uid}`;
  const days = useFirestoreCollectionData(
    query(
      collection(firestore, `${base}/days`).withConverter(dayConverter),
      orderBy('day', 'desc'),
      limit(ANALYTICS_DAYS),
    ),
  );
  const months = useFirestoreCollectionData(
    query(
      collection(firestore, `${base}/months`).withConverter(monthConverter),
      orderBy('month', 'desc'),
      limit(ANALYTICS_MONTHS),
    ),
  );
  if (days.status === 'error' || months.status === 'error') return { status: 'error' };
  if (days.status === 'loading' || months.status === 'loading') return { status: 'loading' };
  return { status: 'success', data: { days: days.data, months: months.data } };
}
