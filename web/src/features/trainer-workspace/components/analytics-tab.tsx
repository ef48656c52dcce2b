import { Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { StatCards } from './stat-cards';
import { loadAnalyticsPanel } from '../../analytics';

// The analytics feature (counters, enrolments by month; charts in a further chunk) loads when the tab opens.
const AnalyticsPanel = lazy(() => loadAnalyticsPanel().then((m) => ({ default: m.AnalyticsPanel })));

/**
 * Analytics tab (docs/product.md#trainer-dashboard): the four real totals, then the analytics feature's panel (views, Enroll
 * Now clicks, enrolments, conversion, earnings by month; charts for an active Professional plan,
 * an upgrade prompt otherwise: docs/analytics.md), in place of 'Detailed Analytics Coming Soon'.
 */
export function AnalyticsTab(props: {
  courses: number;
  students: number;
  earnings: number;
  rating: number;
  uid: string;
  plan: string | null;
  status: string | null;
}) {
  const { uid, plan, status, ...totals } = props;
  return (
    <Stack gap="4">
      <StatCards {...totals} />
      <Suspense fallback={<Text color="fg.muted">Loading analytics...</Text>}>
        <AnalyticsPanel uid={uid} plan={plan} status={status} />
      </Suspense>
    </Stack>
  );
}
