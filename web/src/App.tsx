import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { followOtherTabs, useAuth } from './features/auth/store.ts';
import { RequireAuth } from './features/auth/RequireAuth.tsx';
import { GUARD_LOADING } from './features/coach-dashboard/guard-texts.ts';
import { Layout } from './components/Layout.tsx';
import { NotFoundPage } from './components/NotFoundPage.tsx';
import { PageSpinner } from './components/PageSpinner.tsx';

/**
 * Pages load by group, one chunk each (src/routes/*.ts), so the landing and sign-in pages do not
 * carry the chat, goals or coach tools; a page's group loads the first time one of its routes opens.
 */
function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(group: () => Promise<M>, name: K) {
  return lazy(() => group().then((m) => ({ default: m[name] })));
}
const publicPages = () => import('./routes/public.ts');
const legalPages = () => import('./routes/legal.ts');
const signUpPages = () => import('./routes/sign-up.ts');
const clientPages = () => import('./routes/client.ts');
const coachPages = () => import('./routes/coach.ts');
const videoPages = () => import('./routes/video.ts');

const LandingPage = lazyPage(publicPages, 'LandingPage');
const PrivacyPage = lazyPage(legalPages, 'PrivacyPage');
const TermsPage = lazyPage(legalPages, 'TermsPage');
const LoginPage = lazyPage(publicPages, 'LoginPage');
const ForgotPasswordPage = lazyPage(publicPages, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(publicPages, 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(publicPages, 'VerifyEmailPage');
const IntakePage = lazyPage(signUpPages, 'IntakePage');
const CoachAccessCodePage = lazyPage(signUpPages, 'CoachAccessCodePage');
const CoachRegistrationPage = lazyPage(signUpPages, 'CoachRegistrationPage');
const AcceptInvitePage = lazyPage(signUpPages, 'AcceptInvitePage');
const CoachingPage = lazyPage(clientPages, 'CoachingPage');
const AccountPage = lazyPage(clientPages, 'AccountPage');
const SubscriptionPage = lazyPage(clientPages, 'SubscriptionPage');
const CoachDashboardPage = lazyPage(coachPages, 'CoachDashboardPage');
const InvitesPage = lazyPage(coachPages, 'InvitesPage');
const CoachOnboardingPage = lazyPage(coachPages, 'CoachOnboardingPage');
const SessionsPage = lazyPage(coachPages, 'SessionsPage');
const SessionBookingPage = lazyPage(clientPages, 'SessionBookingPage');
const CoachDirectoryPage = lazyPage(clientPages, 'CoachDirectoryPage');
const VideoRoomPage = lazyPage(videoPages, 'VideoRoomPage');
const GuestJoinPage = lazyPage(videoPages, 'GuestJoinPage');
const DevCheckoutPage = lazyPage(clientPages, 'DevCheckoutPage');
const DevPortalPage = lazyPage(clientPages, 'DevPortalPage');

export function App() {
  useEffect(() => {
    void useAuth.getState().init();
    return followOtherTabs();
  }, []);

  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        {/* The video room is full screen with its own header, outside the app's frame. */}
        <Route
          path="/sessions/:sessionId/video"
          element={
            <RequireAuth>
              <VideoRoomPage />
            </RequireAuth>
          }
        />
        <Route path="/video/guest/:code" element={<GuestJoinPage />} />
        {/* Dev billing's stand-ins for Stripe's hosted pages, outside the app's frame as Stripe's are. */}
        <Route
          path="/dev-billing/checkout/:id"
          element={
            <RequireAuth>
              <DevCheckoutPage />
            </RequireAuth>
          }
        />
        <Route
          path="/dev-billing/portal/:id"
          element={
            <RequireAuth>
              <DevPortalPage />
            </RequireAuth>
          }
        />
        {/* The frame stays on screen while a page's chunk loads inside it. */}
        <Route
          element={
            <Layout>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </Layout>
          }
        >
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/intake" element={<IntakePage />} />
          <Route path="/coach-access-code" element={<CoachAccessCodePage />} />
          <Route path="/coach-registration" element={<CoachRegistrationPage />} />
          <Route path="/accept-invite/:code" element={<AcceptInvitePage />} />
          <Route
            path="/coach-onboarding"
            element={
              <RequireAuth>
                <CoachOnboardingPage />
              </RequireAuth>
            }
          />
          <Route
            path="/coach/invites"
            element={
              <RequireAuth>
                <InvitesPage />
              </RequireAuth>
            }
          />
          <Route
            path="/coach/sessions"
            element={
              <RequireAuth>
                <SessionsPage />
              </RequireAuth>
            }
          />
          <Route
            path="/session-booking"
            element={
              <RequireAuth>
                <SessionBookingPage />
              </RequireAuth>
            }
          />
          <Route
            path="/coach-search"
            element={
              <RequireAuth>
                <CoachDirectoryPage />
              </RequireAuth>
            }
          />
          <Route
            path="/verify-email"
            element={
              <RequireAuth allowUnverified>
                <VerifyEmailPage />
              </RequireAuth>
            }
          />
          <Route
            path="/account"
            element={
              <RequireAuth>
                <AccountPage />
              </RequireAuth>
            }
          />
          <Route
            path="/subscription"
            element={
              <RequireAuth>
                <SubscriptionPage />
              </RequireAuth>
            }
          />
          <Route
            path="/coaching"
            element={
              <RequireAuth>
                <CoachingPage />
              </RequireAuth>
            }
          />
          {/* The dashboard guards itself (its own loading text and a fallback for non-coaches: docs/coach-workspace.md#dashboard). */}
          <Route
            path="/coach-dashboard"
            element={
              <Suspense fallback={<PageSpinner label={GUARD_LOADING} />}>
                <CoachDashboardPage />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
