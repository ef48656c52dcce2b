import { Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { LuExternalLink } from 'react-icons/lu';
import type { CourseDetail } from '../course-detail';
import { CourseCurriculum } from './course-curriculum';

/**
 * Preview Course (docs/decisions/074-course-syllabus.md): the trainer's intro video link and the
 * first module of the syllabus, whichever the course has. The sidebar hides the button when it has
 * neither. The video opens on its own site in a new tab (no player is embedded). Opened by
 * CoursePreviewButton, which loads this module on intent (docs/decisions/223-course-page-dialog-on-intent.md);
 * `finalFocus` gets the focus back when it closes.
 */
export function CoursePreviewDialog({
  course,
  open,
  onOpenChange,
  finalFocus,
}: {
  course: CourseDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  finalFocus: () => HTMLElement | null;
}) {
  const first = course.curriculum[0];
  return (
    <Dialog.Root
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Preview: {course.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {course.introVideoUrl && (
                  <Button asChild colorPalette="blue" alignSelf="start">
                    <a href={course.introVideoUrl} target="_blank" rel="noopener noreferrer">
                      Watch the trainer&apos;s intro video <LuExternalLink aria-hidden />
                    </a>
                  </Button>
                )}
                {first && (
                  <>
                    <Text color="fg.muted" fontSize="sm">
                      The first module of {course.curriculum.length} in this course:
                    </Text>
                    <CourseCurriculum modules={[first]} />
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
