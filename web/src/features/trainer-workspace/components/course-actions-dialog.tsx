import { Button, CloseButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { COURSE_MESSAGES } from '@skillsetu/domain';
import { useState } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';

/**
 * The course actions dialog (spec §2): Save Changes when unsaved, Publish Course for drafts only,
 * Delete Course behind the spec's exact confirmation with Cancel/Delete.
 */
export function CourseActionsDialog({
  title,
  unsaved,
  published,
  onSave,
  onPublish,
  onDelete,
}: {
  title: string;
  unsaved: boolean;
  published: boolean;
  onSave: () => void;
  onPublish: () => void;
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
        <Button size="sm" variant="ghost" aria-label={`Actions for ${title}`}>
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
                    <Button colorPalette="green" onClick={run(onPublish)}>
                      Publish Course
                    </Button>
                  )}
                  <Button colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
                    Delete Course
                  </Button>
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
