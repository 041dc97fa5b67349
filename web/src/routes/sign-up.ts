// The ways in: a client's intake, a coach's access code and registration, an invitation link.
export { default as IntakePage } from '../features/intake/IntakePage.tsx';
export { default as CoachAccessCodePage } from '../features/coach-onboarding/CoachAccessCodePage.tsx';
export { default as CoachRegistrationPage } from '../features/coach-onboarding/CoachRegistrationPage.tsx';
export { default as AcceptInvitePage } from '../features/invites/AcceptInvitePage.tsx';
