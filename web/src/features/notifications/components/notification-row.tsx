import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { relativeTime, type Notification } from '@skillsetu/domain';
import { NotificationTypeIcon } from './notification-type-icon';

/**
 * One notification (docs/product.md#notifications-and-mail): type icon, title, message, relative time, and View when it has an
 * action address. Clicking the row marks it read.
 */
export function NotificationRow({
  item,
  onRead,
  onView,
}: {
  item: Notification;
  onRead: (n: Notification) => void;
  onView: (n: Notification) => void;
}) {
  return (
    <HStack
      as="li"
      align="flex-start"
      gap="3"
      p="3"
      borderRadius="md"
      bg={item.is_read ? undefined : 'blue.subtle'}
      cursor="pointer"
      role="button"
      tabIndex={0}
      aria-label={`${item.title}${item.is_read ? '' : ' (unread)'}`}
      data-unread={item.is_read ? undefined : 'true'}
      onClick={() => onRead(item)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onRead(item);
        }
      }}
    >
      <NotificationTypeIcon type={item.type} />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight={item.is_read ? 'normal' : 'semibold'}>{item.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {item.message}
        </Text>
        <Text fontSize="xs" color="fg.subtle">
          {relativeTime(item.created_at)}
        </Text>
      </Stack>
      {item.action_url && (
        <Box>
          <Button
            size="xs"
            variant="outline"
            onClick={(e) => {
              e.stopPropagation();
              onView(item);
            }}
          >
            View
          </Button>
        </Box>
      )}
    </HStack>
  );
}
