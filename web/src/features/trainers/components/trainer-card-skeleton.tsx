import { HStack, Stack } from '@chakra-ui/react';
import { Card } from '../../../components/ui/chakra/card';
import { Skeleton, SkeletonCircle, SkeletonText } from '../../../components/ui/chakra/skeleton';

/** Placeholder with the shape of a TrainerSummaryCard while the first page loads. */
export function TrainerCardSkeleton() {
  return (
    <Card.Root size="sm" aria-hidden>
      <Card.Body gap="3">
        <HStack gap="3">
          <SkeletonCircle size="12" />
          <Stack flex="1" gap="2">
            <Skeleton h="4" w="60%" />
            <Skeleton h="3" w="40%" />
          </Stack>
        </HStack>
        <SkeletonText noOfLines={2} />
        <Skeleton h="8" w="50%" />
      </Card.Body>
    </Card.Root>
  );
}
