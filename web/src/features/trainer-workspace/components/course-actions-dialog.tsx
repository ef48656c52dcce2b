import { Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { COURSE_LIFECYCLE_MESSAGES, COURSE_MESSAGES } from '@skillsetu/domain';
import { useState } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';

/**
 * The course actions dialog (docs/trainer-workspace.md, ADR 133): Save Changes when unsaved; for drafts Publish Course,
 * or what is missing before it can be ('Write a description of at least 20 characters…'); for
 * published courses Unpublish Course; Delete Course behind the spec's exact confirmation, or why it
 * cannot be deleted when learners have paid (`students` > 0; null while unknown: Delete waits).
 */
export function CourseActionsDialog({
  title,
  unsaved,
  published,
  publishProblems,
  students,
  onSave,
  onPublish,
  onUnpublish,
  onDelete,
}: {
  title: string;
  unsaved: boolean;
  published: boolean;
  publishProblems: readonly string[];
  students: number | null;
  onSave: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onDelete: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setOpen(false);
    setConfirming(false);
  };
  const run = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? setOpen(true) : close())}
      role={confirming ? 'alertdialog' : 'dialog'}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="ghost" minW="11" minH="11" flexShrink={0} aria-label={`Actions for ${title}`}>
          <LuEllipsisVertical />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{confirming ? 'Delete Course' : 'Course Actions'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {confirming ? (
                <Text>{COURSE_MESSAGES.deleteConfirm}</Text>
              ) : (
                <Stack gap="2">
                  {unsaved && (
                    <Button colorPalette="blue" onClick={run(onSave)}>
                      Save Changes
                    </Button>
                  )}
                  {!published && (
                    <Button colorPalette="green" onClick={run(onPublish)} disabled={publishProblems.length > 0}>
                      Publish Course
                    </Button>
                  )}
                  {!published && publishProblems.length > 0 && (
                    <Stack as="ul" gap="1" fontSize="sm" color="fg.muted" ps="4" data-testid="publish-problems">
                      {publishProblems.map((p) => (
                        <Text as="li" key={p}>
                          {p}
                        </Text>
                      ))}
                    </Stack>
                  )}
                  {published && (
                    <Button variant="outline" onClick={run(onUnpublish)}>
                      Unpublish Course
                    </Button>
                  )}
                  {students !== null && students > 0 ? (
                    <Text fontSize="sm" role="note" data-testid="delete-blocked">
                      {COURSE_LIFECYCLE_MESSAGES.deleteBlocked}
                    </Text>
                  ) : (
                    <Button
                      colorPalette="red"
                      variant="outline"
                      disabled={students === null}
                      onClick={() => setConfirming(true)}
                    >
                      Delete Course
                    </Button>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            {confirming && (
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button colorPalette="red" onClick={run(onDelete)}>
                  Delete
                </Button>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
