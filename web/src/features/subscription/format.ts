import { DAY_MS, type TSubscriptionState } from '@coach/contract';

/**
 * Money arrives in the currency's smallest unit (cents for USD, yen for JPY: Stripe's amounts), and
 * is shown in the user's own number format (`locale` undefined: the browser's).
 */
function currencyFormat(currency: string, locale: string | undefined, wholeWithoutDecimals: boolean, amount: number) {
  const code = currency.toUpperCase();
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    const value = amount / 10 ** digits;
    const whole = Number.isInteger(value);
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      ...(wholeWithoutDecimals && whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(value);
  } catch {
    // A code Intl does not know: still say how much, and in what.
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

/** An invoice's amount, as charged: 900 usd -> "$9.00" (en-US), "9,00 $US" (fr-FR). */
export const formatAmount = (amount: number, currency: string, locale?: string) => currencyFormat(currency, locale, false, amount);

/** A plan's price, whole amounts without decimals as price lists show them: 900 usd -> "$9". */
export const formatPlanPrice = (amount: number, currency: string, locale?: string) => currencyFormat(currency, locale, true, amount);

/** A billing date in the user's words: "March 3, 2026". */
export const formatBillingDate = (iso: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

/** Whole days left until `iso`, counting a started day as one; 0 once it has passed. */
export function daysLeft(iso: string, now: number = Date.now()): number {
  const ms = new Date(iso).getTime() - now;
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

export const trialDaysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} left in your free trial`;

/** Whether our own trial (no card, docs/intake-and-billing.md#trial) is what lets the user in now: it runs and nothing is paid. */
export const onOurTrial = (trialEndsAt: string | null, hasActiveSubscription: boolean, now: number = Date.now()) =>
  !hasActiveSubscription && trialEndsAt !== null && daysLeft(trialEndsAt, now) > 0;

export const STATUS_LABEL: Record<TSubscriptionState, string> = {
  none: 'No subscription',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

export const STATUS_PALETTE: Record<TSubscriptionState, string> = {
  none: 'gray',
  incomplete: 'orange',
  incomplete_expired: 'gray',
  trialing: 'teal',
  active: 'green',
  past_due: 'red',
  canceled: 'gray',
  unpaid: 'red',
  paused: 'gray',
};
