import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useSession } from '../hooks/use-session';

/** Options of the access guard (docs/product.md#accounts-and-roles). */
export interface RequireAccessProps {
  children: ReactNode;
  requireLogin?: boolean;
  requireTrainer?: boolean;
  requireSubscription?: boolean;
  /** Where a signed-out user goes when login is required (default /auth). */
  redirectTo?: string;
}

/**
 * The access guard of docs/product.md#accounts-and-roles: 'Loading...' spinner while the session loads; admins bypass every
 * gate; login required and no user → redirectTo (default /auth); trainer required and not a
 * trainer (or no user) → /become-trainer; subscription required and not active → /become-trainer.
 * Must be rendered inside `<WithFirebase>`.
 */
export function RequireAccess({
  children,
  requireLogin = false,
  requireTrainer = false,
  requireSubscription = false,
  redirectTo = '/auth',
}: RequireAccessProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.isAdmin) return <>{children}</>;
  if (requireLogin && session.status !== 'signed-in') {
    return <Navigate to={redirectTo} replace state={{ from: location.pathname }} />;
  }
  if (requireTrainer && !session.isTrainer) return <Navigate to="/become-trainer" replace />;
  if (requireSubscription && !session.hasActiveSubscription) return <Navigate to="/become-trainer" replace />;
  return <>{children}</>;
}
