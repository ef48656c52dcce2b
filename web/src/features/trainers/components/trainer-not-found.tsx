import { Box, Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { LISTING_MESSAGES } from '@skillsetu/domain';
import { LuArrowLeft, LuUserX } from 'react-icons/lu';
import { Link } from 'react-router-dom';

/** 'Trainer Not Found' state of /trainer/{id} (docs/product.md#listing-and-search) with a link back to Find Trainers. */
export function TrainerNotFound() {
  return (
    <Container maxW="lg" py="20">
      <VStack gap="4" textAlign="center">
        <Box fontSize="4xl" color="fg.muted" aria-hidden>
          <LuUserX />
        </Box>
        <Heading as="h1" size="2xl">
          {LISTING_MESSAGES.trainerNotFound.title}
        </Heading>
        <Text color="fg.muted">{LISTING_MESSAGES.trainerNotFound.description}</Text>
        <Button asChild variant="outline">
          <Link to="/find-trainers">
            <LuArrowLeft aria-hidden />
            Back to Find Trainers
          </Link>
        </Button>
      </VStack>
    </Container>
  );
}
