import { Center, Spinner, Text, VStack } from '@chakra-ui/react';

/** Full-area loading state with an accessible label (the guard's 'Loading...' in spec §4). */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <VStack gap="3">
        <Spinner size="lg" color="blue.solid" />
        <Text color="fg.muted">{label}</Text>
      </VStack>
    </Center>
  );
}
