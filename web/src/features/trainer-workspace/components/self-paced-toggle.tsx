import { HStack, Stack, Text } from '@chakra-ui/react';

/**
 * The course card's Self-paced checkbox (docs/decisions/132-self-paced-courses.md): checked, the
 * course sells without a batch; unchecked, only into a scheduled batch with seats left.
 */
export function SelfPacedToggle({
  courseId,
  checked,
  onChange,
}: {
  courseId: string;
  checked: boolean;
  onChange: (selfPaced: boolean) => void;
}) {
  return (
    <HStack as="label" gap="2" fontSize="sm" align="start">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`self-paced-${courseId}`}
      />
      <Stack gap="0">
        <Text fontWeight="medium">Self-paced</Text>
        <Text id={`self-paced-${courseId}`} color="fg.muted">
          Learners can enrol at any time, without a batch. Otherwise the course sells only into a scheduled batch.
        </Text>
      </Stack>
    </HStack>
  );
}
