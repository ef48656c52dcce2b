import { Container, Heading, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { TrainerProfileCreatePage } from '../../features/trainer-workspace/components/trainer-profile-create-page';

/** /trainer-profile-create (docs/product.md#trainer-profiles-and-verification): the full trainer profile form. */
export default function TrainerProfileCreateRoute() {
  useDocumentTitle('Create Trainer Profile', 'Create your SkillSetu trainer profile and training programs.');
  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        Create Your Trainer Profile
      </Heading>
      <Text color="fg.muted" mb="6">
        Tell learners who you are and what you teach. Fields marked * are required.
      </Text>
      <WithFirebase fallback={<PageSpinner />}>
        <TrainerProfileCreatePage />
      </WithFirebase>
    </Container>
  );
}
