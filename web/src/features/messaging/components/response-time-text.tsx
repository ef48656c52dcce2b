import { Text } from '@chakra-ui/react';
import { DEFAULT_RESPONSE_TIME } from '@skillsetu/domain';
import { useEffect, useState } from 'react';
import { fetchResponseTime } from '../api/fetch-response-time';

/** The trainer's real response time (trainer_stats), 'Usually within 24hrs' until known or without data. */
export function ResponseTimeText({ trainerId }: { trainerId: string }) {
  const [label, setLabel] = useState<{ id: string; text: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void fetchResponseTime(trainerId).then((text) => !cancelled && setLabel({ id: trainerId, text }));
    return () => {
      cancelled = true;
    };
  }, [trainerId]);
  return <Text data-testid="response-time">{label?.id === trainerId ? label.text : DEFAULT_RESPONSE_TIME}</Text>;
}
