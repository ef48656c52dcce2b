import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/chakra/card';
import { formatRupees, type CardCourse } from '@skillsetu/domain';
import type { ReactNode } from 'react';
import { LuClock } from 'react-icons/lu';

/** One course of a trainer's profile: title (a link to /course/{id} for a real course), price in rupees, duration, and an optional action (Enroll Now). */
export function TrainerCourseRow({ course, action }: { course: CardCourse; action?: ReactNode }) {
  return (
    <Card.Root as="li" size="sm" variant="outline" data-testid="trainer-course">
      <Card.Body>
        <HStack justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="4" wrap="wrap">
          <Stack gap="1" minW="0">
            {course.is_default ? (
              <Text fontWeight="semibold">{course.title}</Text>
            ) : (
              <ChakraLink asChild fontWeight="semibold" data-testid="course-link">
                <Link to={`/course/${course.id}`}>{course.title}</Link>
              </ChakraLink>
            )}
            <HStack gap="1" color="fg.muted" fontSize="sm">
              <LuClock aria-hidden />
              <Text>{course.duration}</Text>
            </HStack>
          </Stack>
          <HStack gap="3">
            <Text fontWeight="bold" fontSize="lg" data-incl-gst>
              {formatRupees(course.price)}
            </Text>
            {action}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
