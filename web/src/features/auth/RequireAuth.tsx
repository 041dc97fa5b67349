import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { isCoach, useAuth } from './store.ts';
import { returnState } from './validation.ts';

interface Props {
  children: ReactNode;
  /** /verify-email is for signed-in users whose email is not verified yet. */
  allowUnverified?: boolean;
}

/**
 * Route guard (docs/web-app.md#the-route-guard): a spinner while the session loads; signed-out users go to /login and come
 * back afterwards (only the person who was signed in, or anyone when nobody was); unverified users go to /verify-email; a coach who has not onboarded goes to /coach-onboarding.
 */
export function RequireAuth({ children, allowUnverified = false }: Props) {
  const { status, user, requiresEmailVerification, lastUserId } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'anonymous' || !user) {
    // The page is kept for whoever was signed in here (a shared browser's next person goes home).
    return <Navigate to="/login" replace state={returnState(location.pathname + location.search, user?.id ?? lastUserId)} />;
  }
  if (requiresEmailVerification && !allowUnverified) return <Navigate to="/verify-email" replace />;
  if (!requiresEmailVerification && isCoach(user) && user.requiresOnboarding && location.pathname !== '/coach-onboarding') {
    return <Navigate to="/coach-onboarding" replace />;
  }
  return <>{children}</>;
}
