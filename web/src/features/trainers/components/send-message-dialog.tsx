import { Button, CloseButton, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { Link } from 'react-router-dom';

/**
 * What Send Message does today (spec §2 leaves it unspecified): an honest note that messaging
 * trainers is not available yet, with the contact page as the way to reach the team meanwhile.
 */
export function SendMessageDialog({
  trainerName,
  open,
  onOpenChange,
}: {
  trainerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Send Message</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Messaging {trainerName} directly on SkillSetu is coming soon. Until then, you can book one of the
                trainer&apos;s courses, or write to our team and we will put you in touch.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              <Button asChild colorPalette="blue">
                <Link to="/contact">Contact SkillSetu</Link>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
