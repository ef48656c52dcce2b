import { Button } from '@chakra-ui/react';
import { Alert } from '../../../components/ui/chakra/alert';
import { LuRefreshCw } from 'react-icons/lu';

/** Error state of the trainer pages: what happened and a Retry that re-subscribes. */
export function TrainerListingError({
  onRetry,
  title = 'Could not load trainers',
}: {
  onRetry: () => void;
  title?: string;
}) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>Check your internet connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <LuRefreshCw aria-hidden />
        Retry
      </Button>
    </Alert.Root>
  );
}
