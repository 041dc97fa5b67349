/** The billing texts the contract does not hold (BILLING_UI, BILLING_ERR and DEV_BILLING_NOTICE are there). */

/**
 * Coach plans are announced, not sold (docs/intake-and-billing.md#plans-and-prices): billing covers
 * clients' Individual plan only. Said without a date, which would go stale.
 */
export const COACH_BILLING_SOON = 'Billing and payments for coaches are coming soon. Until then nothing is charged.';
export const COACH_SUBSCRIPTION_TITLE = 'Subscription management is under development';
export const PAYMENT_FAILED = 'Your last payment failed — update your payment method';
export const NO_INVOICES = 'No invoices yet';
