import { Button, HStack, Heading, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { EmptyState } from '../../../components/ui/chakra/empty-state';
import { COURSE_MESSAGES } from '@skillsetu/domain';
import { LuBookOpen, LuPlus } from 'react-icons/lu';
import type { WorkspaceCourse } from '../api/converters';
import { courseToDraft } from '../course-draft';
import { publishedSummary, type CourseLimits } from '../course-limits';
import type { useCourseActions } from '../hooks/use-course-actions';
import { useCourseDrafts } from '../stores/course-drafts';
import { useCourseStudents } from '../api/use-course-students';
import { CourseCard, type CourseCardProps } from './course-card';

/** A course card with its live paid-student count (a course learners paid for cannot be deleted, ADR 133). */
function CourseCardWithStudents(props: Omit<CourseCardProps, 'students'>) {
  return <CourseCard {...props} students={useCourseStudents(props.course.id)} />;
}

/**
 * The dashboard 'My Courses' tab (docs/product.md#trainer-dashboard): Add New Course (a draft), where the trainer stands
 * against the plan's course limits ('2 of 3 published courses'), the cards, or the empty state.
 */
export function CoursesTab({
  courses,
  actions,
  limits,
}: {
  courses: WorkspaceCourse[];
  actions: ReturnType<typeof useCourseActions>;
  limits: CourseLimits;
}) {
  const { drafts, rejected, setField, discard } = useCourseDrafts();
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          My Courses
        </Heading>
        <Button colorPalette="blue" onClick={() => actions.add()}>
          <LuPlus /> Add New Course
        </Button>
      </HStack>
      <Text data-testid="course-limits" color="fg.muted" fontSize="sm">
        {publishedSummary(limits)}
      </Text>
      {courses.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuBookOpen />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{COURSE_MESSAGES.noCourses}</EmptyState.Title>
              <EmptyState.Description>Add a program; it stays a draft until you publish it.</EmptyState.Description>
            </VStack>
            <Button colorPalette="blue" onClick={() => actions.add()}>
              {COURSE_MESSAGES.createFirst}
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {courses.map((c) => (
            <CourseCardWithStudents
              key={c.id}
              course={c}
              draft={drafts[c.id]}
              rejected={rejected[c.id]}
              salePlan={limits.salePlan}
              onField={(field, value) => setField(c.id, courseToDraft(c), field, value)}
              onSave={() => actions.save(c.id)}
              onCancel={() => discard(c.id)}
              onPublish={() => actions.publish(c.id)}
              onUnpublish={() => actions.unpublish(c.id)}
              onSelfPaced={(selfPaced) => actions.setSelfPaced(c.id, selfPaced)}
              onCompletionThreshold={(percent) => actions.setCompletionThreshold(c.id, percent)}
              onDelete={() => actions.remove(c.id)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
