import { Container } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { RequireAccess } from '../../features/auth/components/require-access';
import { TrainerDashboardPage } from '../../features/trainer-workspace/components/trainer-dashboard-page';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** The trainer's plan page, loaded only when opened (docs/decisions/160-trainer-plan-page.md). */
const TrainerPlanPage = lazy(() =>
  import('../../features/payments/components/trainer-plan-page').then((m) => ({ default: m.TrainerPlanPage })),
);

/**
 * /trainer-dashboard (docs/trainer-workspace.md) and /trainer-dashboard/plan (the plan page): login and trainer type
 * required. One route module for both keeps home's first-paint JS within budget (one route entry).
 * Any other sub-path shows the dashboard.
 */
export default function TrainerDashboardRoute() {
  const plan = useParams()['*'] === 'plan';
  // The plan page's own title (set by the page, an effect that runs first) must not be overwritten here.
  useDocumentTitle(
    plan ? 'Your plan' : 'Trainer Dashboard',
    plan
      ? 'Choose, renew or change your SkillSetu trainer plan.'
      : 'Manage your SkillSetu trainer profile, courses and students.',
  );
  return (
    <Container maxW="6xl" py="8">
      <WithFirebase fallback={<PageSpinner />}>
        <RequireAccess requireLogin requireTrainer>
          {plan ? (
            <Suspense fallback={<PageSpinner />}>
              <TrainerPlanPage />
            </Suspense>
          ) : (
            <TrainerDashboardPage />
          )}
        </RequireAccess>
      </WithFirebase>
    </Container>
  );
}
