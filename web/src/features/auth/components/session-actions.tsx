import { Button, HStack, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { whenIdle } from '../../../lib/when-idle';
import { NotificationBell } from '../../notifications';
import { useSession } from '../hooks/use-session';
import { accountLinks, AvatarMenu, logOut } from './avatar-menu';

/** The Messages link with its unread badge, passed by the app (auth never imports messaging: ADR 244). */
export type MessagesButtonProps = { uid: string; placement: 'bar' | 'menu'; onNavigate?: () => void };
// The verify-your-email banner: its own chunk, shown under the navbar through a portal into a slot
// this chunk adds to the header, so the home page's eager JS carries nothing of it, not even the
// slot (docs/decisions/170-verified-email.md).
const VerifyEmailBanner = lazy(() => import('./verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })));

/** The banner's slot at the end of the site header (created once), or null when there is no header. */
function verifyEmailSlot(): HTMLElement | null {
  const existing = document.getElementById('verify-email-slot');
  if (existing) return existing;
  const header = document.querySelector('header');
  if (!header) return null;
  const slot = document.createElement('div');
  slot.id = 'verify-email-slot';
  header.append(slot);
  return slot;
}

/**
 * The navbar's session part once Firebase is loaded (docs/product.md#routes-and-navigation): signed out (or still
 * loading) → `signedOut`; signed in → Dashboard link for trainers, the notification bell and the
 * avatar menu ('bar'), or the same entries as full-width buttons ('menu', the side menu).
 * Live error toasts come from the 'bar' instance only, so they never show twice.
 * Must be rendered inside `<WithFirebase>`.
 */
export function SessionActions({
  placement,
  onNavigate,
  signedOut,
  MessagesNavButton,
}: {
  placement: 'bar' | 'menu';
  onNavigate?: () => void;
  signedOut: ReactNode;
  MessagesNavButton: ComponentType<MessagesButtonProps>;
}) {
  const session = useSession();
  const signedIn = session.status === 'signed-in' && placement === 'bar';
  // --- app shell: the service worker for offline reloads of the signed-in areas (after load, when idle) ---
  useEffect(() => {
    if (!signedIn) return;
    return whenIdle(() => void import('../../../lib/register-app-shell').then((m) => m.registerAppShell()), {
      timeout: 5000,
    });
  }, [signedIn]);
  // --- end app shell ---
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
  const slot = verifyEmailSlot();
  return (
    <HStack gap="2">
      {slot &&
        createPortal(
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>,
          slot,
        )}
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
