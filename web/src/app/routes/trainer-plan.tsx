import { PageSpinner } from '../../components/ui/page-spinner';
import { RequireAccess } from '../../features/auth/components/require-access';
import { TrainerPlanPage } from '../../features/payments/components/trainer-plan-page';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** /trainer-dashboard/plan: a signed-in trainer's plan page (docs/decisions/160-trainer-plan-page.md). */
export default function TrainerPlanRoute() {
  return (
    <WithFirebase fallback={<PageSpinner />}>
      <RequireAccess requireLogin requireTrainer>
        <TrainerPlanPage />
      </RequireAccess>
    </WithFirebase>
  );
}
