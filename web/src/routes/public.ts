// Pages anyone opens before signing in: the landing page and the sign-in pages. They load as one
// chunk, kept small: the bundle test (e2e/perf/bundle.spec.ts) holds it and the entry to 200 KB gzipped.
export { default as LandingPage } from '../features/landing/LandingPage.tsx';
export { default as LoginPage } from '../features/auth/LoginPage.tsx';
export { default as ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
export { default as ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
export { default as VerifyEmailPage } from '../features/auth/VerifyEmailPage.tsx';
