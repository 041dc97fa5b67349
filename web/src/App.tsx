import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { followOtherTabs, useAuth } from './features/auth/store.ts';
import { RequireAuth } from './features/auth/RequireAuth.tsx';
import { Layout } from './components/Layout.tsx';
import { NotFoundPage } from './components/NotFoundPage.tsx';
import LandingPage from './features/landing/LandingPage.tsx';
import PrivacyPage from './features/legal/PrivacyPage.tsx';
import LoginPage from './features/auth/LoginPage.tsx';
import ForgotPasswordPage from './features/auth/ForgotPasswordPage.tsx';
import ResetPasswordPage from './features/auth/ResetPasswordPage.tsx';
import VerifyEmailPage from './features/auth/VerifyEmailPage.tsx';
import AccountPage from './features/account/AccountPage.tsx';
import CoachingPage from './features/coaching/CoachingPage.tsx';
import CoachDashboardPage from './features/coach-dashboard/CoachDashboardPage.tsx';
import IntakePage from './features/intake/IntakePage.tsx';
import CoachAccessCodePage from './features/coach-onboarding/CoachAccessCodePage.tsx';
import CoachRegistrationPage from './features/coach-onboarding/CoachRegistrationPage.tsx';
import CoachOnboardingPage from './features/coach-onboarding/CoachOnboardingPage.tsx';
import InvitesPage from './features/invites/InvitesPage.tsx';
import AcceptInvitePage from './features/invites/AcceptInvitePage.tsx';

export function App() {
  useEffect(() => {
    void useAuth.getState().init();
    return followOtherTabs();
  }, []);

  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route element={<Layout />}>
        <Route path="/privacy" element={<PrivacyPage />} />
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
          path="/coaching"
          element={
            <RequireAuth>
              <CoachingPage />
            </RequireAuth>
          }
        />
        <Route
          path="/coach-dashboard"
          element={
            <RequireAuth>
              <CoachDashboardPage />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
