import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGING_TEXT, relativeTime, type Conversation } from '@skillsetu/domain';
import { Link } from 'react-router-dom';

/** The other party's name in a conversation, as `uid` sees it. */
export function otherName(c: Conversation, uid: string): string {
  return (c.learner_id === uid ? c.trainer_name : c.learner_name) ?? (c.learner_id === uid ? 'Trainer' : 'Learner');
}

/** Conversation list (other party, last message, relative time, unread count), newest first. */
export function ConversationList({
  items,
  uid,
  selected,
  loading,
}: {
  items: Conversation[];
  uid: string;
  selected: string | null;
  loading: boolean;
}) {
  if (loading) return <Text color="fg.muted">Loading…</Text>;
  if (items.length === 0)
    return (
      <Stack gap="1" py="4">
        <Text fontWeight="semibold">{MESSAGING_TEXT.empty}</Text>
        <Text color="fg.muted" fontSize="sm">
          {MESSAGING_TEXT.emptyHint}
        </Text>
      </Stack>
    );
  const now = new Date();
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Conversations">
      {items.map((c) => {
        const unread = c.unread[uid] ?? 0;
        return (
          <Box as="li" key={c.id}>
            <Link to={`/messages?c=${encodeURIComponent(c.id)}`} aria-current={selected === c.id ? 'page' : undefined}>
              <Box
                p="3"
                borderRadius="md"
                bg={selected === c.id ? 'bg.muted' : undefined}
                _hover={{ bg: 'bg.subtle' }}
                data-testid="conversation-row"
              >
                <HStack justify="space-between" gap="2">
                  <Text fontWeight={unread > 0 ? 'bold' : 'semibold'} truncate>
                    {otherName(c, uid)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                    {relativeTime(c.last_message_at, now)}
                  </Text>
                </HStack>
                <HStack justify="space-between" gap="2">
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {c.last_message ? `${c.last_message.sender_id === uid ? 'You: ' : ''}${c.last_message.text}` : ''}
                  </Text>
                  {unread > 0 && (
                    <Badge colorPalette="red" borderRadius="full" aria-label={`${unread} unread`}>
                      {unread}
                    </Badge>
                  )}
                </HStack>
              </Box>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}
