import { Button, VStack } from '@chakra-ui/react';
import { EmptyState } from '../../../components/ui/chakra/empty-state';
import { LuSparkles } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { WORKSPACE_TEXT } from '../messages';

/** Dashboard without a trainer profile (docs/product.md#trainer-dashboard): a welcome with 'Create Your Profile'. */
export function WelcomeScreen() {
  return (
    <EmptyState.Root py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSparkles />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{WORKSPACE_TEXT.welcomeTitle}</EmptyState.Title>
          <EmptyState.Description>
            Create your trainer profile to publish courses and start getting students.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue" size="lg">
          <Link to="/trainer-profile-create">{WORKSPACE_TEXT.createProfile}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
