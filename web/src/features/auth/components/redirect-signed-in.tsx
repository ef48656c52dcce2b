import { useRedirectSignedIn } from '../hooks/use-redirect-signed-in';

/** Renders nothing; applies useRedirectSignedIn(mode) (docs/product.md#accounts-and-roles). Inside `<WithFirebase>`. */
export function RedirectSignedIn({ mode = 'auth-pages' }: { mode?: 'auth-pages' | 'trainer-only' }) {
  useRedirectSignedIn(mode);
  return null;
}
