// Dev billing's local checkout and portal: they open only while Stripe is not configured (test mode, no real payment).
export { default as DevCheckoutPage } from '../features/dev-billing/DevCheckoutPage.tsx';
export { default as DevPortalPage } from '../features/dev-billing/DevPortalPage.tsx';
