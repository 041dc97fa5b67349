// A signed-in client's pages (the account page serves coaches too).
export { default as CoachingPage } from '../features/coaching/CoachingPage.tsx';
export { default as AccountPage } from '../features/account/AccountPage.tsx';
export { default as SubscriptionPage } from '../features/subscription/SubscriptionPage.tsx';
export { default as SessionBookingPage } from '../features/sessions/client/SessionBookingPage.tsx';
export { default as CoachDirectoryPage } from '../features/directory/CoachDirectoryPage.tsx';
// Dev billing's stand-ins for Stripe's checkout and portal: in this group, not one of their own, so
// that one more lazy entry does not split the landing page's shared chunks (e2e/perf/bundle.spec.ts).
export { default as DevCheckoutPage } from '../features/dev-billing/DevCheckoutPage.tsx';
export { default as DevPortalPage } from '../features/dev-billing/DevPortalPage.tsx';
export { prefetchClientHome as prefetchHome } from '../features/coaching/prefetch.ts';
