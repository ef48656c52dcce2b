import type { LoadStatus } from '../../../lib/firebase/load-status';
import { Button, HStack, Spinner, Text } from '@chakra-ui/react';

/** Loading, error (with Retry) and empty states shared by the console's lists. */
export function QueryState({
  status,
  empty,
  emptyText,
  onRetry,
}: {
  status: LoadStatus;
  empty: boolean;
  emptyText: string;
  onRetry?: () => void;
}) {
  if (status === 'loading' || status === 'idle') {
    return (
      <HStack gap="2" color="fg.muted" py="4">
        <Spinner size="sm" />
        <Text>Loading...</Text>
      </HStack>
    );
  }
  if (status === 'error') {
    return (
      <HStack gap="3" py="4" role="alert">
        <Text color="fg.error">Could not load this. Check your connection and try again.</Text>
        {onRetry && (
          <Button size="xs" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        )}
      </HStack>
    );
  }
  if (empty) {
    return (
      <Text color="fg.muted" py="4">
        {emptyText}
      </Text>
    );
  }
  return null;
}
