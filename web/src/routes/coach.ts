// A signed-in coach's pages.
export { default as CoachDashboardPage } from '../features/coach-dashboard/CoachDashboardPage.tsx';
export { default as InvitesPage } from '../features/invites/InvitesPage.tsx';
export { default as CoachOnboardingPage } from '../features/coach-onboarding/CoachOnboardingPage.tsx';
export { default as SessionsPage } from '../features/sessions/coach/SessionsPage.tsx';
export { prefetchCoachHome as prefetchHome } from '../features/coach-dashboard/prefetch.ts';
