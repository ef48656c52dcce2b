import { Container, HStack, Skeleton, SkeletonCircle, SkeletonText, Stack } from '@chakra-ui/react';

/** Loading state of /trainer/{id} with the profile's shape. */
export function TrainerProfileSkeleton() {
  return (
    <Container maxW="5xl" py="10" aria-busy="true" aria-label="Loading trainer profile">
      <Stack gap="6">
        <HStack gap="5">
          <SkeletonCircle size="20" />
          <Stack flex="1" gap="2">
            <Skeleton h="6" w="50%" />
            <Skeleton h="4" w="30%" />
          </Stack>
        </HStack>
        <Skeleton h="10" />
        <SkeletonText noOfLines={4} />
      </Stack>
    </Container>
  );
}
