import { Badge, Box, Heading, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { LISTING_MESSAGES, seatsLeft } from '@skillsetu/domain';
import { formatIst } from '../../../lib/format-ist';
import { useUpcomingBatches, type BatchScope } from '../api/use-upcoming-batches';

/**
 * The live list behind UpcomingBatches: each future batch's start (IST), schedule and seats left;
 * the spec's 'No upcoming courses scheduled at the moment.' when there is none or the read fails.
 * `courseTitles` names each batch's course (a trainer's list spans courses). Inside <WithFirebase>.
 */
export function UpcomingBatchList({
  scope,
  courseTitles,
}: {
  scope: BatchScope;
  courseTitles?: Record<string, string>;
}) {
  const batches = useUpcomingBatches(scope);
  if (batches === null) return <Spinner size="sm" aria-label="Loading upcoming batches" />;
  if (batches === 'error' || batches.length === 0) return <Text color="fg.muted">{LISTING_MESSAGES.noUpcoming}</Text>;
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" aria-label="Upcoming batches">
      {batches.map((b) => {
        const left = seatsLeft(b);
        return (
          <Box as="li" key={b.id} borderWidth="1px" rounded="lg" p="4" data-testid="upcoming-batch">
            <Badge colorPalette={left > 0 ? 'green' : 'gray'} mb="2">
              {left > 0 ? `${left} ${left === 1 ? 'seat' : 'seats'} left` : 'Batch full'}
            </Badge>
            {courseTitles?.[b.course_id] && (
              <Heading as="h3" size="sm">
                {courseTitles[b.course_id]}
              </Heading>
            )}
            <Text fontWeight="medium">Starts {formatIst(b.starts_at)}</Text>
            {b.ends_at && (
              <Text fontSize="sm" color="fg.muted">
                Ends {formatIst(b.ends_at)}
              </Text>
            )}
            {b.schedule && (
              <Text fontSize="sm" color="fg.muted" mt="1">
                {b.schedule}
              </Text>
            )}
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
