import { Badge, Box, Grid, Stack, Text } from '@chakra-ui/react';
import { attendanceProgress, formatIstDate, formatPaise, STUDENTS_TEXT, type TrainerStudent } from '@skillsetu/domain';
import { RouterLink } from '../../../components/ui/router-link';
import { MessageStudentButton } from './message-student-button';

const STATUS_COLOR = { active: 'green', cancelled: 'gray', refunded: 'orange' } as const;

/** Columns of a row from md up; below md the cells stack (360 px). */
const STUDENT_ROW_COLUMNS = { base: '1fr', md: '1.3fr 1.6fr 1fr 1fr 0.8fr auto' };

/** '2 of 3 classes attended · 41% of lessons covered' (docs/sessions.md). */
function progressText(s: TrainerStudent): string {
  const p = attendanceProgress({
    held: s.sessions_held ?? 0,
    attended: s.sessions_attended ?? 0,
    lessonsCovered: s.lessons_covered ?? 0,
    lessonsTotal: s.lessons_total ?? 0,
  });
  return p.lessonsPercent === null ? p.attendedText : `${p.attendedText} · ${p.lessonsPercent}% of lessons covered`;
}

/** One enrolment on the Students tab: learner name, course link, batch, date (IST), amount (whole rupees), status, Message. */
export function StudentRow({ student: s, trainerUid }: { student: TrainerStudent; trainerUid: string }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p="3" data-testid="student-row">
      <Grid templateColumns={STUDENT_ROW_COLUMNS} gap={{ base: '1', md: '3' }} alignItems="center">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {s.learner_name}
          </Text>
          <Badge colorPalette={STATUS_COLOR[s.status]} alignSelf="flex-start" size="sm">
            {STUDENTS_TEXT.status[s.status]}
          </Badge>
        </Stack>
        <RouterLink to={`/course/${encodeURIComponent(s.course_id)}`} minW="0">
          {s.course_title}
        </RouterLink>
        <Text fontSize="sm" color="fg.muted">
          {s.batch_starts_at ? `Batch from ${formatIstDate(s.batch_starts_at)}` : s.batch_id ? 'Batch' : 'No batch'}
          {(s.sessions_held ?? 0) > 0 && (
            <Box as="span" display="block" data-testid="student-progress">
              {progressText(s)}
            </Box>
          )}
        </Text>
        <Text fontSize="sm">
          <Box as="span" srOnly>
            Enrolled{' '}
          </Box>
          {formatIstDate(s.created_at)}
        </Text>
        <Text fontSize="sm" fontWeight="medium">
          {formatPaise(s.amount_paise)}
          {s.refunded_paise > 0 && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              ({formatPaise(s.refunded_paise)} refunded)
            </Text>
          )}
        </Text>
        <MessageStudentButton learnerUid={s.learner_id} trainerUid={trainerUid} learnerName={s.learner_name} />
      </Grid>
    </Box>
  );
}
