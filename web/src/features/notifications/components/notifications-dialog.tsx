import { Button, CloseButton, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '../../../components/ui/chakra/dialog';
import { NOTIFICATION_MESSAGES, type Notification } from '@skillsetu/domain';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { NotificationRow } from './notification-row';

/** The Notifications dialog (docs/product.md#notifications-and-mail): Mark all read, empty state, a scroll area about 24rem tall (docs/product.md#notifications-and-mail). */
export function NotificationsDialog({
  open,
  onOpenChange,
  loading,
  items,
  unread,
  onRead,
  onView,
  onMarkAll,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  loading: boolean;
  items: Notification[];
  unread: number;
  onRead: (n: Notification) => void;
  onView: (n: Notification) => void;
  onMarkAll: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <HStack justify="space-between" width="full" pr="8">
                <Dialog.Title>{NOTIFICATION_MESSAGES.title}</Dialog.Title>
                <Button size="xs" variant="ghost" onClick={onMarkAll} disabled={unread === 0}>
                  {NOTIFICATION_MESSAGES.markAllRead}
                </Button>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              {loading ? (
                <PageSpinner label="Loading notifications..." />
              ) : items.length === 0 ? (
                <Text color="fg.muted" textAlign="center" py="10">
                  {NOTIFICATION_MESSAGES.empty}
                </Text>
              ) : (
                <Stack
                  as="ul"
                  gap="1"
                  maxH="24rem"
                  overflowY="auto"
                  listStyleType="none"
                  aria-label="Notification list"
                >
                  {items.map((n) => (
                    <NotificationRow key={n.id} item={n} onRead={onRead} onView={onView} />
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close notifications" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
