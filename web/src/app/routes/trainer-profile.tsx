import { Container } from '@chakra-ui/react';
import { PageSpinner } from '../../components/ui/page-spinner';
import { TrainerProfilePage } from '../../features/trainer-workspace/components/trainer-profile-page';
import { WithFirebase } from '../../lib/firebase/with-firebase';

/** /trainer-profile (docs/product.md#trainer-profiles-and-verification): the detailed own profile, or a visitor's view with ?id=. */
export default function TrainerProfileRoute() {
  return (
    <Container maxW="6xl" py="8">
      <WithFirebase fallback={<PageSpinner />}>
        <TrainerProfilePage />
      </WithFirebase>
    </Container>
  );
}
