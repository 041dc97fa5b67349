import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@coach/contract';
import { daysLeft, formatAmount, formatBillingDate, formatPlanPrice, onOurTrial, trialDaysText } from './format.ts';

const NOW = Date.parse('2026-07-01T12:00:00.000Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();
// Intl separates some currency amounts with a no-break space.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('formatAmount', () => {
  it("shows an invoice's smallest units in its currency and the user's format", () => {
    expect(formatAmount(900, 'usd', 'en-US')).toBe('$9.00');
    expect(plain(formatAmount(1250, 'eur', 'de-DE'))).toBe('12,50 €');
    expect(formatAmount(123456, 'gbp', 'en-GB')).toBe('£1,234.56');
  });

  it('reads a zero-decimal currency as whole units (Stripe sends yen as yen)', () => {
    expect(formatAmount(500, 'jpy', 'en-US')).toBe('¥500');
  });

  it('still says how much and in what for a code Intl does not know', () => {
    expect(formatAmount(900, 'xx1', 'en-US')).toBe('9.00 XX1');
  });
});

describe('formatPlanPrice', () => {
  it('drops the decimals of a whole price, keeps them otherwise', () => {
    expect(formatPlanPrice(900, 'usd', 'en-US')).toBe('$9');
    expect(formatPlanPrice(999, 'usd', 'en-US')).toBe('$9.99');
    expect(plain(formatPlanPrice(2900, 'eur', 'fr-FR'))).toBe('29 €');
  });
});

describe('formatBillingDate', () => {
  it('writes the date in the given locale', () => {
    expect(formatBillingDate('2026-08-15T12:00:00.000Z', 'en-US')).toBe('August 15, 2026');
    expect(formatBillingDate('2026-08-15T12:00:00.000Z', 'de-DE')).toBe('15. August 2026');
  });
});

describe('days left in the trial', () => {
  it('counts a started day as a day, and nothing once it has ended', () => {
    expect(daysLeft(later(4.5 * DAY_MS), NOW)).toBe(5);
    expect(daysLeft(later(5 * DAY_MS), NOW)).toBe(5);
    expect(daysLeft(later(60_000), NOW)).toBe(1);
    expect(daysLeft(later(0), NOW)).toBe(0);
    expect(daysLeft(later(-DAY_MS), NOW)).toBe(0);
  });

  it('says day or days', () => {
    expect(trialDaysText(1)).toBe('1 day left in your free trial');
    expect(trialDaysText(5)).toBe('5 days left in your free trial');
  });

  it('is our trial only while it runs and nothing is paid', () => {
    expect(onOurTrial(later(DAY_MS), false, NOW)).toBe(true);
    expect(onOurTrial(later(DAY_MS), true, NOW)).toBe(false);
    expect(onOurTrial(later(-DAY_MS), false, NOW)).toBe(false);
    expect(onOurTrial(null, false, NOW)).toBe(false);
  });
});
