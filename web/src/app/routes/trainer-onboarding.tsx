import { Container, Heading, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { TrainerOnboardingPage } from '../../features/trainer-workspace/components/trainer-onboarding-page';

/** /trainer-onboarding (docs/product.md#trainer-profiles-and-verification 'Join as a Trainer'): the post-payment profile setup. */
export default function TrainerOnboardingRoute() {
  useDocumentTitle('Join as a Trainer', 'Set up your SkillSetu trainer profile after payment.');
  return (
    <Container maxW="4xl" py="8">
      <Heading as="h1" size="2xl" mb="2">
        Join as a Trainer
      </Heading>
      <Text color="fg.muted" mb="6">
        Complete your profile to start teaching. Fields marked * are required.
      </Text>
      <WithFirebase fallback={<PageSpinner />}>
        <TrainerOnboardingPage />
      </WithFirebase>
    </Container>
  );
}
