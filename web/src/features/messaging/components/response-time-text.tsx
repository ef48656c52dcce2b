import { Text } from '@chakra-ui/react';
import { DEFAULT_RESPONSE_TIME } from '@skillsetu/domain';
import { useOnce } from '../../../lib/firebase/use-once';
import { fetchResponseTime } from '../api/fetch-response-time';

/** The trainer's real response time (trainer_stats), 'Usually within 24hrs' until known or without data. */
export function ResponseTimeText({ trainerId }: { trainerId: string }) {
  const label = useOnce(trainerId, () => fetchResponseTime(trainerId), 'Response time fetch');
  return <Text data-testid="response-time">{label.data ?? DEFAULT_RESPONSE_TIME}</Text>;
}
