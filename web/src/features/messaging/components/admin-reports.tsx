import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { relativeTime } from '@skillsetu/domain';
import { Link } from 'react-router-dom';
import { useConversationReports } from '../api/use-conversation-reports';
import { ReportActions } from './report-actions';

/**
 * The admin inbox's reported conversations: reason, status, time, a link to read the conversation
 * and Resolve / Warn sender / Block sender (ReportActions, each audited).
 */
export function AdminReports() {
  const { status, items } = useConversationReports();
  const now = new Date();
  return (
    <Stack gap="2" as="section" aria-label="Reported conversations" mt="8">
      <Heading as="h2" size="md">
        Reported conversations
      </Heading>
      {status === 'loading' ? (
        <Text color="fg.muted">Loading…</Text>
      ) : status === 'error' ? (
        <Text color="fg.muted">Reports could not be loaded.</Text>
      ) : items.length === 0 ? (
        <Text color="fg.muted">No reports.</Text>
      ) : (
        items.map((r) => (
          <Stack key={r.id} borderWidth="1px" borderRadius="md" p="3" gap="1" data-testid="conversation-report">
            <HStack justify="space-between">
              <Link to={`/messages?c=${encodeURIComponent(r.conversationId)}`}>
                <Text fontWeight="semibold" textDecoration="underline">
                  Read the conversation
                </Text>
              </Link>
              <HStack gap="2">
                <Badge colorPalette={r.status === 'open' ? 'orange' : 'gray'}>{r.status}</Badge>
                <Text fontSize="xs" color="fg.muted">
                  {relativeTime(r.createdAt, now)}
                </Text>
              </HStack>
            </HStack>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {r.reason}
            </Text>
            <ReportActions reportId={r.id} status={r.status} />
          </Stack>
        ))
      )}
    </Stack>
  );
}
