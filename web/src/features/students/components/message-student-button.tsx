import { Button, Stack, Text } from '@chakra-ui/react';
import { STUDENTS_TEXT } from '@skillsetu/domain';
import { LuMessageSquare } from 'react-icons/lu';
import { useOpenConversation } from '../api/use-open-conversation';

/**
 * Message on a student's row: opens the existing conversation with the learner, or explains in
 * plain words that learners start conversations (docs/decisions/092-trainer-opens-existing-conversation.md).
 */
export function MessageStudentButton({
  learnerUid,
  trainerUid,
  learnerName,
}: {
  learnerUid: string;
  trainerUid: string;
  learnerName: string;
}) {
  const { state, open } = useOpenConversation(learnerUid, trainerUid);
  return (
    <Stack gap="1" align={{ base: 'stretch', md: 'flex-end' }}>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void open()}
        loading={state === 'checking'}
        aria-label={`${STUDENTS_TEXT.message} ${learnerName}`}
      >
        <LuMessageSquare /> {STUDENTS_TEXT.message}
      </Button>
      <Text role="status" fontSize="xs" color={state === 'error' ? 'fg.error' : 'fg.muted'} maxW="64">
        {state === 'missing' && STUDENTS_TEXT.noConversation(learnerName)}
        {state === 'error' && STUDENTS_TEXT.conversationError}
      </Text>
    </Stack>
  );
}
