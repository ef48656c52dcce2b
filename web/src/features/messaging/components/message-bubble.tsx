import { Box, Text } from '@chakra-ui/react';
import { MESSAGING_TEXT, relativeTime, type ChatMessage } from '@skillsetu/domain';

/**
 * One message: the text as plain text (React escapes it; links stay text, never HTML), line
 * breaks kept, and the spec's relative time — or 'Sending…' while it has not reached the server.
 */
export function MessageBubble({ message, mine, now }: { message: ChatMessage; mine: boolean; now: Date }) {
  return (
    <Box
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="80%"
      data-testid="message"
      data-mine={mine ? 'true' : 'false'}
      data-pending={message.pending ? 'true' : 'false'}
    >
      <Box
        bg={mine ? 'blue.solid' : 'bg.muted'}
        color={mine ? 'white' : 'fg'}
        px="3"
        py="2"
        borderRadius="lg"
        whiteSpace="pre-wrap"
        wordBreak="break-word"
      >
        <Text data-testid="message-text">{message.text}</Text>
      </Box>
      <Text fontSize="xs" color="fg.muted" textAlign={mine ? 'end' : 'start'} mt="0.5">
        {message.pending ? MESSAGING_TEXT.sending : relativeTime(message.created_at, now)}
      </Text>
    </Box>
  );
}
