// A signed-in client's pages (the account page serves coaches too).
export { default as CoachingPage } from '../features/coaching/CoachingPage.tsx';
export { default as AccountPage } from '../features/account/AccountPage.tsx';
export { default as SubscriptionPage } from '../features/subscription/SubscriptionPage.tsx';
export { default as SessionBookingPage } from '../features/sessions/client/SessionBookingPage.tsx';
export { default as CoachSearchPage } from '../features/sessions/client/CoachSearchPage.tsx';
