import { lazy } from 'react';
import { useSessionHint } from '../../lib/firebase/session-hint';
import { WithFirebase } from '../../lib/firebase/with-firebase';

// Its own chunk, loaded with Firebase only when this browser has a signed-in user (home budget).
const VerifyEmailBanner = lazy(() =>
  import('../../features/auth/components/verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })),
);

/** Under the navbar: the verify-your-email banner for a signed-in, unverified user; nothing otherwise. */
export function VerifyEmailSlot() {
  const hinted = useSessionHint();
  if (!hinted) return null;
  return (
    <WithFirebase>
      <VerifyEmailBanner />
    </WithFirebase>
  );
}
