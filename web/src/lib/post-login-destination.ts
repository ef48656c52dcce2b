/** sessionStorage key where a flow (e.g. payment before sign-in, docs/product.md#accounts-and-roles) stores where to go after login. */
export const POST_AUTH_REDIRECT_KEY = 'postAuthRedirect';

/** Minimal role flags used to pick a destination. */
export interface RoleFlags {
  isAdmin: boolean;
  isTrainer: boolean;
}

/**
 * Where a signed-in user belongs (docs/product.md#accounts-and-roles and the 100 ms redirects): admin → /admin,
 * trainer → /trainer-dashboard, everyone else → /.
 */
export function homeFor(flags: RoleFlags): string {
  if (flags.isAdmin) return '/admin';
  if (flags.isTrainer) return '/trainer-dashboard';
  return '/';
}

/**
 * The destination after a successful login: a stored post-auth redirect (consumed once, same-site
 * paths only), else homeFor(flags).
 */
export function takePostLoginDestination(flags: RoleFlags): string {
  try {
    const stored = sessionStorage.getItem(POST_AUTH_REDIRECT_KEY);
    if (stored) {
      sessionStorage.removeItem(POST_AUTH_REDIRECT_KEY);
      if (stored.startsWith('/') && !stored.startsWith('//')) return stored;
    }
  } catch {
    // storage unavailable (private mode): fall through
  }
  return homeFor(flags);
}
