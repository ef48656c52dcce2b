import { Button, Container, Grid, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useCourseDetail } from '../hooks/use-course-detail';
import { CourseHeader } from './course-header';
import { CourseSkeleton } from './course-skeleton';
import { CourseSidebar } from './course-sidebar';
import { CourseTabs } from './course-tabs';

/** Course detail (docs/product.md#courses-and-batches): the sample course, a published live course, or a not-found state. */
export function CoursePage({ id }: { id: string }) {
  const state = useCourseDetail(id);
  const title =
    state.status === 'ready' ? state.course.title : state.status === 'loading' ? 'Course' : 'Course Not Found';
  useDocumentTitle(
    title,
    state.status === 'ready' ? state.course.description.slice(0, 155) || undefined : 'Course details on SkillSetu.',
  );
  // the prerendered first paint of every course URL (course-shell.html) is this skeleton
  if (state.status === 'loading') return <CourseSkeleton />;
  if (state.status !== 'ready') {
    return (
      <Container maxW="lg" py="24">
        <VStack gap="4" textAlign="center" role={state.status === 'error' ? 'alert' : undefined}>
          <Heading as="h1" size="2xl">
            {state.status === 'error' ? 'Could not load this course' : 'Course Not Found'}
          </Heading>
          <Text color="fg.muted">
            {state.status === 'error'
              ? 'Please check your connection and try again.'
              : "The course you're looking for doesn't exist or is no longer available."}
          </Text>
          <Button asChild colorPalette="blue">
            <Link to="/find-trainers">Browse Trainers</Link>
          </Button>
        </VStack>
      </Container>
    );
  }
  const { course, live } = state;
  return (
    <>
      <CourseHeader course={course} />
      <Container maxW="7xl" py="8">
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap="8"
          alignItems="start"
        >
          <CourseTabs course={course} live={live} />
          <CourseSidebar course={course} live={live} />
        </Grid>
      </Container>
    </>
  );
}
