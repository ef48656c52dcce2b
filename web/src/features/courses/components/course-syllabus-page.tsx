import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '@skillsetu/domain';
import { LuPrinter } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { lessonCount } from '../course-detail';
import { useCourseDetail } from '../hooks/use-course-detail';
import { CourseCurriculum } from './course-curriculum';

/**
 * The printable syllabus of /course/{id}/syllabus (Download Syllabus, docs/decisions/074-course-syllabus.md):
 * the course's facts and every module, styled for paper; Print or Save as PDF opens the browser's
 * print dialog (window.print), where 'Save as PDF' makes the file. The site's navbar, footer and the
 * buttons are left off the printout.
 */
export function CourseSyllabusPage({ id }: { id: string }) {
  const state = useCourseDetail(id);
  const title = state.status === 'ready' ? `Syllabus: ${state.course.title}` : 'Syllabus';
  useDocumentTitle(title, 'The printable syllabus of a SkillSetu course.');
  if (state.status === 'loading') return <PageSpinner label="Loading syllabus..." />;
  if (state.status !== 'ready')
    return (
      <Container maxW="3xl" py="16">
        <Text role="alert">
          {state.status === 'error'
            ? 'The syllabus could not be loaded. Please try again.'
            : 'This course was not found.'}
        </Text>
      </Container>
    );
  const { course } = state;
  return (
    <Container maxW="3xl" py="8" data-testid="printable-syllabus">
      <style>{'@media print { header, footer, [data-print-hidden] { display: none !important; } }'}</style>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="6" data-print-hidden="">
        <Button asChild variant="ghost" size="sm">
          <Link to={`/course/${course.id}`}>Back to the course</Link>
        </Button>
        <Button colorPalette="blue" onClick={() => window.print()}>
          <LuPrinter aria-hidden /> Print or Save as PDF
        </Button>
      </HStack>
      <Stack gap="2" mb="6">
        <Text color="fg.muted" fontSize="sm">
          SkillSetu · {course.category}
        </Text>
        <Heading as="h1" size="2xl">
          {course.title}
        </Heading>
        <Text>
          Trainer: {course.trainer.name} · {course.duration} · <span data-incl-gst>{formatRupees(course.price)}</span>
          {course.mode ? ` · ${course.mode}` : ''}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {course.curriculum.length} modules · {lessonCount(course)} lessons
          {course.totalHours ? ` · about ${course.totalHours} hours` : ''}
        </Text>
      </Stack>
      {course.curriculum.length === 0 ? (
        <Text color="fg.muted">The trainer has not written a syllabus yet.</Text>
      ) : (
        <CourseCurriculum modules={course.curriculum} />
      )}
      {course.description && (
        <Box mt="6">
          <Heading as="h2" size="md" mb="1">
            About this course
          </Heading>
          <Text color="fg.muted">{course.description}</Text>
        </Box>
      )}
    </Container>
  );
}
