import { Button } from '@chakra-ui/react';
import { PLAN_PAGE_PATH, PLANS } from '@skillsetu/domain';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/chakra/alert';

/** What a trainer without an active Professional plan sees instead of the charts: a link to the plan page (docs/decisions/160-trainer-plan-page.md). */
export function AnalyticsUpgradePrompt() {
  return (
    <Alert.Root status="info" data-testid="analytics-upgrade">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>Charts are part of the {PLANS.professional.name} plan</Alert.Title>
        <Alert.Description>
          Upgrade to see your views, Enroll Now clicks, enrolments and earnings month by month.
        </Alert.Description>
        <Button asChild size="sm" colorPalette="blue" alignSelf="start">
          <Link to={PLAN_PAGE_PATH}>See plans</Link>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
