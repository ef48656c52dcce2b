import { Button } from '@chakra-ui/react';
import { lazy, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSessionHint } from '../../lib/firebase/session-hint';
import { WithFirebase } from '../../lib/firebase/with-firebase';
import { SIGNED_OUT_ACTIONS } from './nav-links';

// Loaded after the first paint with the Firebase SDKs: the entry chunk never imports firebase/*.
// Two steps: the small loader (fetched early, see NavbarSession), then the session part.
const loader = () => import('./load-session-actions');
const SessionActions = lazy(() =>
  loader()
    .then((m) => m.loadSessionActions())
    .then((m) => ({ default: m.SessionActions })),
);

/** The spec's four signed-out buttons (docs/product.md#routes-and-navigation), rendered with no Firebase at all. */
function SignedOutActions({ placement, onNavigate }: { placement: 'bar' | 'menu'; onNavigate?: () => void }) {
  return (
    <>
      {SIGNED_OUT_ACTIONS.map((a) => (
        <Button
          key={a.label}
          asChild
          size="sm"
          variant={a.variant}
          colorPalette="blue"
          width={placement === 'menu' ? 'full' : undefined}
          onClick={onNavigate}
        >
          <Link to={a.to}>{a.label}</Link>
        </Button>
      ))}
    </>
  );
}

/**
 * The session part of the navbar. First paint shows the signed-out buttons. When this browser has
 * a signed-in user (session hint, set by Firebase whenever it runs), the session component (bell,
 * avatar menu, trainer Dashboard link) loads lazily with Firebase and takes over once the user is
 * confirmed; signed-out visitors never load Firebase for the navbar.
 */
export function NavbarSession({ placement, onNavigate }: { placement: 'bar' | 'menu'; onNavigate?: () => void }) {
  const hinted = useSessionHint();
  // the loader downloads while Firebase does, so the session part starts at once when Firebase is ready
  useEffect(() => {
    if (hinted) void loader().catch(() => undefined);
  }, [hinted]);
  const signedOut = <SignedOutActions placement={placement} onNavigate={onNavigate} />;
  if (!hinted) return signedOut;
  return (
    <WithFirebase fallback={signedOut}>
      <SessionActions placement={placement} onNavigate={onNavigate} signedOut={signedOut} />
    </WithFirebase>
  );
}
