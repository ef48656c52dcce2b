import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { attendanceProgress, googleCalendarLink, joinState, nextSession } from '@skillsetu/domain';
import { formatIst } from '../../../lib/format-ist';
import { useEffect, useState } from 'react';
import { useBatchClasses } from '../api/use-batch-sessions';
import { useLessonsTotal } from '../api/use-lessons-total';
import { AddToCalendarButton } from './add-to-calendar-button';

/** Re-renders every 30 s, so Join class opens on time without a reload. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * My Learning's "Next class" for an active enrolment in a batch (docs/sessions.md): date and time in
 * IST, **Join class** (active from 15 minutes before the start until the end; online) or the venue
 * with its Google Maps link (offline), Add to calendar (.ics) and a Google Calendar link for that
 * class. Nothing while the trainer has not planned classes. Inside <WithFirebase>.
 */
export function NextClass({
  batchId,
  courseId,
  title,
  attendance,
}: {
  batchId: string;
  courseId: string;
  title: string;
  /** The enrolment's counts (ADR 188): classes held since the purchase, attended, lessons covered. */
  attendance: { held: number; attended: number; lessonsCovered: number };
}) {
  const { status, sessions, link } = useBatchClasses(batchId);
  const lessonsTotal = useLessonsTotal(courseId);
  const now = useNow();
  if (status !== 'success' || sessions.length === 0) return null;
  const next = nextSession(sessions, now);
  const state = next ? joinState(next, now) : 'ended';
  const progress = attendanceProgress({ ...attendance, lessonsTotal });
  const where = link?.mode === 'offline' ? (link.venue ?? '') : (link?.join_url ?? 'Online');
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg.subtle" data-testid="next-class">
      <Stack gap="2">
        {next ? (
          <>
            <Text fontWeight="semibold">Next class</Text>
            <Text fontSize="sm">
              Class {next.n}: {formatIst(next.starts_at)} · {next.duration_minutes} min
            </Text>
            {link?.mode === 'offline' ? (
              <Text fontSize="sm">
                {link.venue}{' '}
                {link.maps_url && (
                  <Link href={link.maps_url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                    Open in Google Maps
                  </Link>
                )}
              </Text>
            ) : (
              <HStack gap="3" wrap="wrap">
                {state === 'open' && link?.join_url ? (
                  <Button asChild size="sm" colorPalette="green">
                    <a href={link.join_url} target="_blank" rel="noopener noreferrer">
                      Join class
                    </a>
                  </Button>
                ) : (
                  <Button size="sm" colorPalette="green" disabled>
                    Join class
                  </Button>
                )}
                {state === 'early' && (
                  <Text fontSize="xs" color="fg.muted">
                    Opens 15 minutes before the start.
                  </Text>
                )}
              </HStack>
            )}
          </>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            No more classes are scheduled.
          </Text>
        )}
        {attendance.held > 0 && (
          <Text fontSize="sm" data-testid="class-progress">
            {progress.attendedText}
            {progress.lessonsPercent !== null && ` · ${progress.lessonsPercent}% of lessons covered`}
          </Text>
        )}
        <HStack gap="3" wrap="wrap" fontSize="sm">
          <AddToCalendarButton request={{ courseId }} />
          {next && (
            <Link
              href={googleCalendarLink({
                title: `${title}: class ${next.n}`,
                starts_at: next.starts_at,
                ends_at: next.ends_at,
                details: 'Join from My Learning on SkillSetu.',
                location: where,
              })}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="blue"
            >
              Add to Google Calendar
            </Link>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}
