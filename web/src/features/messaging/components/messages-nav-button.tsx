import { Box, Button, Float, IconButton } from '@chakra-ui/react';
import { formatBadgeCount } from '@skillsetu/domain';
import { LuMessageSquare } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { useConversations } from '../api/use-conversations';
import { usePresenceHeartbeat } from '../hooks/use-presence-heartbeat';

/**
 * The navbar's Messages entry beside the bell: a link to /messages with the number of
 * conversations that have unread messages for `uid`. The 'bar' instance also keeps the user's
 * presence fresh (the away-mail rule). Loaded only in the signed-in navbar chunk.
 */
export function MessagesNavButton({
  uid,
  placement,
  onNavigate,
}: {
  uid: string;
  placement: 'bar' | 'menu';
  onNavigate?: () => void;
}) {
  const { items } = useConversations(uid);
  const unread = items.filter((c) => (c.unread[uid] ?? 0) > 0).length;
  const label = unread > 0 ? `Messages (${formatBadgeCount(unread)} unread)` : 'Messages';
  const badge =
    unread > 0 ? (
      <Box
        as="span"
        data-testid="messages-badge"
        bg="red.solid"
        color="white"
        fontSize="2xs"
        fontWeight="bold"
        borderRadius="full"
        px="1.5"
        minW="5"
        textAlign="center"
        lineHeight="1.25rem"
      >
        {formatBadgeCount(unread)}
      </Box>
    ) : null;
  if (placement === 'menu')
    return (
      <Button asChild variant="outline" width="full" justifyContent="space-between" onClick={onNavigate}>
        <Link to="/messages" aria-label={label}>
          <Box as="span" display="inline-flex" alignItems="center" gap="2">
            <LuMessageSquare /> Messages
          </Box>
          {badge}
        </Link>
      </Button>
    );
  return (
    <Box position="relative" display="inline-flex">
      <PresenceHeartbeat uid={uid} />
      <IconButton asChild aria-label={label} variant="ghost" size="sm">
        <Link to="/messages">
          <LuMessageSquare />
        </Link>
      </IconButton>
      {badge && (
        <Float placement="top-end" offset="1">
          {badge}
        </Float>
      )}
    </Box>
  );
}

function PresenceHeartbeat({ uid }: { uid: string }) {
  usePresenceHeartbeat(uid);
  return null;
}
