import { Container } from '@chakra-ui/react';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { RequireAccess } from '../../features/auth/components/require-access';
import { TrainerDashboardPage } from '../../features/trainer-workspace/components/trainer-dashboard-page';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** /trainer-dashboard (docs/product.md#trainer-dashboard): login and trainer type required. */
export default function TrainerDashboardRoute() {
  useDocumentTitle('Trainer Dashboard', 'Manage your SkillSetu trainer profile, courses and students.');
  return (
    <Container maxW="6xl" py="8">
      <WithFirebase fallback={<PageSpinner />}>
        <RequireAccess requireLogin requireTrainer>
          <TrainerDashboardPage />
        </RequireAccess>
      </WithFirebase>
    </Container>
  );
}
