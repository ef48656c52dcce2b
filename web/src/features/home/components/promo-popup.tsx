import { Button, CloseButton, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { Link } from 'react-router-dom';
import { PROMO_TEXT } from '../content/promo-content';
import { useWaitWhileTyping } from '../hooks/use-wait-while-typing';

/**
 * The promo dialog (docs/product.md#public-pages): 'Start Training for FREE!', a button to /become-trainer, 'Maybe Later'.
 * It waits while the user is typing in a field and opens once they leave it.
 */
export function PromoPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notTyping = useWaitWhileTyping();
  return (
    <Dialog.Root open={open && notTyping} onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="2xl">{PROMO_TEXT.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">{PROMO_TEXT.body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                {PROMO_TEXT.dismiss}
              </Button>
              <Button asChild colorPalette="blue" onClick={onClose}>
                <Link to="/become-trainer">{PROMO_TEXT.cta}</Link>
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
