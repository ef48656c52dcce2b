import { HStack, Stack, Text } from '@chakra-ui/react';
import { COMPLETION_THRESHOLD_RANGE } from '@skillsetu/domain';

/** The choices offered (whole percent within COMPLETION_THRESHOLD_RANGE). */
const CHOICES = [50, 60, 67, 70, 75, 80, 90, 100].filter(
  (p) => p >= COMPLETION_THRESHOLD_RANGE.min && p <= COMPLETION_THRESHOLD_RANGE.max,
);

/**
 * The course card's certificate threshold (docs/decisions/205-completion.md): the share of held
 * classes a learner attends to complete the course and get a certificate; `onChange` gets the percent.
 */
export function CompletionThresholdSelect({
  courseId,
  value,
  onChange,
}: {
  courseId: string;
  value: number;
  onChange: (percent: number) => void;
}) {
  const id = `completion-threshold-${courseId}`;
  return (
    <HStack as="label" gap="2" fontSize="sm" align="start">
      <select
        value={value}
        aria-describedby={id}
        aria-label="Certificate after attending"
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {CHOICES.map((p) => (
          <option key={p} value={p}>
            {p}%
          </option>
        ))}
      </select>
      <Stack gap="0">
        <Text fontWeight="medium">Certificate after attending</Text>
        <Text id={id} color="fg.muted">
          Learners who attend this share of the classes held get a certificate when the batch ends.
        </Text>
      </Stack>
    </HStack>
  );
}
