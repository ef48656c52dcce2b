import { Stack } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/chakra/alert';
import { WORKSPACE_TEXT } from '../messages';
import { StatCards } from './stat-cards';

/** Analytics tab (spec §2): the four real totals plus 'Detailed Analytics Coming Soon'. */
export function AnalyticsTab(props: { courses: number; students: number; earnings: number; rating: number }) {
  return (
    <Stack gap="4">
      <StatCards {...props} />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{WORKSPACE_TEXT.detailedAnalytics}</Alert.Title>
          <Alert.Description>Per-course trends and learner insights will appear here.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
