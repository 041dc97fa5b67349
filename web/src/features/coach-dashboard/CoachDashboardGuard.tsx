import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { isCoach, useAuth } from '../auth/store.ts';
import CoachFeaturesSoon from './CoachFeaturesSoon.tsx';
import { GUARD_TEXT } from './guard-texts.ts';

export { GUARD_TEXT };

/**
 * The /coach-dashboard route's guard (docs/coach-workspace.md#dashboard): 'Loading coach dashboard...' while the session is
 * checked, the 'Coach Features Coming Soon' card for anyone who is not a signed-in coach, and the
 * usual turns for an unverified email or a coach who has not onboarded. It loads with the coach
 * pages (App shows the same loading text while their chunk comes), so the first load of the
 * public pages does not carry it.
 */
export function CoachDashboardGuard({ children }: { children: ReactNode }) {
  const { status, user, requiresEmailVerification } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label={GUARD_TEXT.LOADING} />;
  if (status === 'anonymous' || !user || (!requiresEmailVerification && !isCoach(user))) {
    return <CoachFeaturesSoon user={status === 'authenticated' ? user : null} from={location.pathname + location.search} />;
  }
  if (requiresEmailVerification) return <Navigate to="/verify-email" replace />;
  if (user.requiresOnboarding) return <Navigate to="/coach-onboarding" replace />;
  return <>{children}</>;
}
