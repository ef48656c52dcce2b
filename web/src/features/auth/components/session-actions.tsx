import { Button, HStack, Stack } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { NotificationBell } from '../../notifications/components/notification-bell';
import { useSession } from '../hooks/use-session';
import { accountLinks, AvatarMenu, logOut } from './avatar-menu';

// --- messaging: the Messages link with its unread badge, in its own chunk (home entry budget) ---
const MessagesNavButton = lazy(() =>
  import('../../messaging/components/messages-nav-button').then((m) => ({ default: m.MessagesNavButton })),
);
// --- end messaging ---

/**
 * The navbar's session part once Firebase is loaded (spec §2 Navigation bar): signed out (or still
 * loading) → `signedOut`; signed in → Dashboard link for trainers, the notification bell and the
 * avatar menu ('bar'), or the same entries as full-width buttons ('menu', the side menu).
 * Live error toasts come from the 'bar' instance only, so they never show twice.
 * Must be rendered inside `<WithFirebase>`.
 */
export function SessionActions({
  placement,
  onNavigate,
  signedOut,
}: {
  placement: 'bar' | 'menu';
  onNavigate?: () => void;
  signedOut: ReactNode;
}) {
  const session = useSession();
  if (session.status !== 'signed-in' || !session.user) return <>{signedOut}</>;
  const name = session.profile?.full_name ?? '';
  const email = session.user.email ?? '';

  if (placement === 'menu') {
    return (
      <Stack gap="2" width="full">
        <NotificationBell uid={session.user.uid} toastLive={false} placement="menu" />
        <Suspense fallback={null}>
          <MessagesNavButton uid={session.user.uid} placement="menu" onNavigate={onNavigate} />
        </Suspense>
        {accountLinks(session.isTrainer).map((l) => (
          <Button key={l.to} asChild variant="outline" width="full" onClick={onNavigate}>
            <Link to={l.to}>{l.label}</Link>
          </Button>
        ))}
        <Button variant="ghost" colorPalette="red" width="full" onClick={() => void logOut()}>
          Log out
        </Button>
      </Stack>
    );
  }
  return (
    <HStack gap="2">
      <Button asChild variant="ghost" size="sm" display={{ base: 'none', md: 'inline-flex' }}>
        <Link to="/my-learning">My Learning</Link>
      </Button>
      {session.isTrainer && (
        <Button asChild variant="ghost" size="sm">
          <Link to="/trainer-dashboard">Dashboard</Link>
        </Button>
      )}
      <Suspense fallback={null}>
        <MessagesNavButton uid={session.user.uid} placement="bar" />
      </Suspense>
      <NotificationBell uid={session.user.uid} toastLive placement="bar" />
      <AvatarMenu name={name} email={email} isTrainer={session.isTrainer} />
    </HStack>
  );
}
