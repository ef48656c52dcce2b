import { PLAN_PAGE_PATH, TIMINGS } from '@skillsetu/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { homeFor } from '../../../lib/post-login-destination';
import { useSession } from './use-session';

/** The spec's guard redirect delay (docs/product.md#accounts-and-roles "guard redirect 100 ms"). */
export const SIGNED_IN_REDIRECT_MS = TIMINGS.guardRedirectMs;

/**
 * Sends a signed-in user away after 100 ms (docs/product.md#accounts-and-roles). mode 'auth-pages' (used on /auth, /login,
 * /trainer-auth, /learner-auth): admin → /admin, trainer → /trainer-dashboard, others → /.
 * mode 'trainer-only' (for /become-trainer): only a trainer moves, to their plan page, where every
 * plan state can be bought or renewed (docs/decisions/160-trainer-plan-page.md).
 * `enabled` false pauses it (e.g. while a sign-up flow is navigating on its own).
 * Must be rendered inside `<WithFirebase>`.
 */
export function useRedirectSignedIn(mode: 'auth-pages' | 'trainer-only' = 'auth-pages', enabled = true): void {
  const session = useSession();
  const navigate = useNavigate();
  const target =
    !enabled || session.status !== 'signed-in'
      ? null
      : mode === 'trainer-only'
        ? session.isTrainer
          ? PLAN_PAGE_PATH
          : null
        : homeFor(session);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => navigate(target, { replace: true }), SIGNED_IN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [target, navigate]);
}
