import { formatBadgeCount } from '@skillsetu/domain';
import { LuMessageSquare } from 'react-icons/lu';
import { NavCountButton } from '../../../components/ui/nav-count-button';
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
  return (
    <NavCountButton
      icon={<LuMessageSquare />}
      text="Messages"
      label={label}
      badge={unread > 0 ? formatBadgeCount(unread) : null}
      badgeTestId="messages-badge"
      placement={placement}
      to="/messages"
      onClick={placement === 'menu' ? onNavigate : undefined}
    >
      <PresenceHeartbeat uid={uid} />
    </NavCountButton>
  );
}

function PresenceHeartbeat({ uid }: { uid: string }) {
  usePresenceHeartbeat(uid);
  return null;
}
