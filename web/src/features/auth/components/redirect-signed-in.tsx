import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';

/** Renders nothing; applies useRedirectSignedIn(mode) (spec §4 100 ms redirects). Inside `<WithFirebase>`. */
export function RedirectSignedIn({ mode = 'auth-pages' }: { mode?: 'auth-pages' | 'trainer-only' }) {
  useRedirectSignedIn(mode);
  return null;
}
