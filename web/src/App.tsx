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
import CoachingHome from './features/home/CoachingHome.tsx';
import CoachDashboardHome from './features/home/CoachDashboardHome.tsx';

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
              <CoachingHome />
            </RequireAuth>
          }
        />
        <Route
          path="/coach-dashboard"
          element={
            <RequireAuth>
              <CoachDashboardHome />
            </RequireAuth>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
