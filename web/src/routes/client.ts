// A signed-in client's pages (the account page serves coaches too).
export { default as CoachingPage } from '../features/coaching/CoachingPage.tsx';
export { default as AccountPage } from '../features/account/AccountPage.tsx';
