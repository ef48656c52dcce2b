import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import { LuArrowLeft, LuUserX } from 'react-icons/lu';
import { Link } from 'react-router-dom';

/** 'Trainer Not Found' state of /trainer/{id} (spec §2) with a link back to Find Trainers. */
export function TrainerNotFound() {
  return (
    <EmptyState.Root size="lg" py="20">
      <EmptyState.Content alignItems="center" textAlign="center">
        <EmptyState.Indicator>
          <LuUserX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1" fontSize="2xl">
            {LISTING_MESSAGES.trainerNotFound.title}
          </EmptyState.Title>
          <EmptyState.Description>{LISTING_MESSAGES.trainerNotFound.description}</EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <Link to="/find-trainers">
            <LuArrowLeft aria-hidden />
            Back to Find Trainers
          </Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
