import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatIstDateTime } from '../api/admin-converters';
import { useContactInbox } from '../api/use-contact-inbox';
import { ContactMessageView } from './contact-message-view';
import { QueryState } from './query-state';

/**
 * /admin/inbox: contact messages newest first (live), the unread count among those loaded, open a
 * message to mark it handled or reply by mail.
 */
export function InboxPanel() {
  const [pages, setPages] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useContactInbox(pages);
  const unread = inbox.items.filter((m) => m.status === 'new').length;
  const open = inbox.items.find((m) => m.id === openId) ?? null;
  return (
    <SimpleGrid columns={{ base: 1, lg: 5 }} gap="6">
      <Stack gap="3" gridColumn={{ lg: 'span 2' }}>
        <HStack gap="2">
          <Text fontWeight="semibold">Contact messages</Text>
          <Badge colorPalette={unread > 0 ? 'blue' : 'gray'} data-testid="unread-count">
            {unread} unread
          </Badge>
        </HStack>
        <QueryState status={inbox.status} empty={inbox.items.length === 0} emptyText="No messages yet." />
        <Stack as="ul" gap="1" data-testid="inbox-list">
          {inbox.items.map((m) => (
            <Box as="li" key={m.id} listStyleType="none">
              <Button
                variant={m.id === openId ? 'subtle' : 'ghost'}
                width="full"
                justifyContent="space-between"
                height="auto"
                py="2"
                onClick={() => setOpenId(m.id)}
                aria-pressed={m.id === openId}
              >
                <Stack gap="0" align="flex-start" minW="0">
                  <Text fontWeight={m.status === 'new' ? 'bold' : 'normal'} truncate>
                    {m.subject || '(no subject)'}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {m.name || m.email} · {formatIstDateTime(m.created_at)}
                  </Text>
                </Stack>
                {m.status === 'new' ? <Badge colorPalette="blue">new</Badge> : <Badge>handled</Badge>}
              </Button>
            </Box>
          ))}
        </Stack>
        {inbox.items.length === pages * 50 && (
          <Button size="sm" variant="outline" onClick={() => setPages((p) => p + 1)}>
            Load more
          </Button>
        )}
      </Stack>
      <Box gridColumn={{ lg: 'span 3' }}>
        {open ? (
          <ContactMessageView key={open.id} message={open} />
        ) : (
          <Text color="fg.muted">Open a message to read it.</Text>
        )}
      </Box>
    </SimpleGrid>
  );
}
