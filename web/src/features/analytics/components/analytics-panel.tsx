import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { hasAnalyticsDashboard } from '@skillsetu/domain';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/chakra/alert';
import { Skeleton } from '../../../components/ui/chakra/skeleton';
import { summariseAnalytics } from '../analytics-rows';
import { useEnrolmentMonths } from '../api/use-enrolment-months';
import { ANALYTICS_DAYS, ANALYTICS_MONTHS, useViewCounters } from '../api/use-view-counters';
import { AnalyticsTable } from './analytics-table';
import { AnalyticsTotals } from './analytics-totals';
import { AnalyticsUpgradePrompt } from './analytics-upgrade-prompt';

// recharts and Chakra's charts: a chunk of their own, loaded only for a Professional trainer.
const AnalyticsCharts = lazy(() => import('./analytics-charts').then((m) => ({ default: m.AnalyticsCharts })));

function ChartsSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading charts">
      <Skeleton height="64" borderRadius="lg" />
      <Skeleton height="48" borderRadius="lg" />
    </Stack>
  );
}

/**
 * The trainer dashboard's Analytics tab (docs/analytics.md): totals over the last 12 IST months of
 * profile views, course page views, Enroll Now clicks (server-counted, once per visitor per day),
 * active enrolments, conversion and net earnings; with an active Professional plan also the charts
 * and their month table, else an upgrade prompt. Loading, error (with retry) and empty states.
 * Must render inside <WithFirebase>.
 */
export function AnalyticsPanel({ uid, plan, status }: { uid: string; plan: string | null; status: string | null }) {
  const [retry, setRetry] = useState(0);
  const counters = useViewCounters(uid);
  const enrolments = useEnrolmentMonths(uid, ANALYTICS_MONTHS, retry);
  const tableId = useId();
  const professional = hasAnalyticsDashboard(plan, status);
  const summary = useMemo(
    () =>
      counters.status === 'success' && enrolments.status === 'success'
        ? summariseAnalytics({
            now: new Date(),
            monthCount: ANALYTICS_MONTHS,
            dayCount: ANALYTICS_DAYS,
            counterMonths: counters.data.months,
            counterDays: counters.data.days,
            enrolmentMonths: enrolments.data,
          })
        : null,
    [counters, enrolments],
  );

  if (counters.status === 'error' || enrolments.status === 'error')
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>Could not load your analytics</Alert.Title>
          <Alert.Description>Please check your connection and try again.</Alert.Description>
          <Button size="sm" variant="outline" alignSelf="start" onClick={() => setRetry((n) => n + 1)}>
            Try again
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  if (!summary)
    return (
      <Stack gap="4" aria-busy="true" data-testid="analytics-loading">
        <Text color="fg.muted">Loading analytics...</Text>
        <ChartsSkeleton />
      </Stack>
    );
  return (
    <Stack gap="5" data-testid="analytics-panel">
      <AnalyticsTotals totals={summary.totals} months={ANALYTICS_MONTHS} />
      {summary.empty && (
        <Text color="fg.muted" data-testid="analytics-empty">
          No views yet. Views of your profile and course pages, Enroll Now clicks and enrolments will appear here.
        </Text>
      )}
      {professional ? (
        <>
          <Suspense fallback={<ChartsSkeleton />}>
            <AnalyticsCharts days={summary.days} months={summary.months} tableId={tableId} />
          </Suspense>
          <AnalyticsTable id={tableId} months={summary.months} />
        </>
      ) : (
        <AnalyticsUpgradePrompt />
      )}
      <Box as="p" fontSize="xs" color="fg.muted">
        Each visitor counts once a day per page. Enrolments and earnings count active enrolments (after commission and
        GST); cancelled ones are left out. Months and days are in IST.
      </Box>
    </Stack>
  );
}
