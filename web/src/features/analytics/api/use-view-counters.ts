import type { TrainerAnalyticsDay, TrainerAnalyticsMonth } from '@skillsetu/domain';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import type { Loaded } from '../../../lib/firebase/load-status';
import { useLiveQuery } from '../../../lib/firebase/live';
import { firestore } from '../../../lib/firebase/sdk';
import { dayConverter, monthConverter } from './analytics-converters';

/** Days shown by the daily chart; months by the monthly one (both bounded: the rules allow ≤ 50 per list, docs/decisions/020-bounded-list-queries.md). */
export const ANALYTICS_DAYS = 30;
export const ANALYTICS_MONTHS = 12;

/**
 * Live view and click counters of trainer `uid` (recordView's documents): the last ANALYTICS_DAYS
 * IST days and ANALYTICS_MONTHS IST months that have any, newest first. Only days and months with a
 * count exist (useLiveQuery: failures are 'error', logged). Must render inside <WithFirebase>.
 */
export function useViewCounters(uid: string): Loaded<{ days: TrainerAnalyticsDay[]; months: TrainerAnalyticsMonth[] }> {
  const base = `trainer_analytics/${uid}`;
  const days = useLiveQuery(
    query(
      collection(firestore, `${base}/days`).withConverter(dayConverter),
      orderBy('day', 'desc'),
      limit(ANALYTICS_DAYS),
    ),
    'Analytics days fetch',
  );
  const months = useLiveQuery(
    query(
      collection(firestore, `${base}/months`).withConverter(monthConverter),
      orderBy('month', 'desc'),
      limit(ANALYTICS_MONTHS),
    ),
    'Analytics months fetch',
  );
  const data = { days: days.data, months: months.data };
  const error = days.error ?? months.error;
  if (error) return { status: 'error', data, error };
  const loading = days.status !== 'success' || months.status !== 'success';
  return { status: loading ? 'loading' : 'success', data, error: undefined };
}
