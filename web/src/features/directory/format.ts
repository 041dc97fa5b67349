import type { TDirectoryCoach } from '@coach/contract';

/** "EUR 120 per hour", in the coach's currency; null when the coach gives no rate. */
export function rateText(coach: Pick<TDirectoryCoach, 'hourlyRate' | 'currency'>, locale?: string): string | null {
  if (coach.hourlyRate == null) return null;
  try {
    const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: coach.currency, maximumFractionDigits: 0 }).format(
      coach.hourlyRate,
    );
    return `${amount} per hour`;
  } catch {
    return `${coach.currency} ${coach.hourlyRate} per hour`;
  }
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();
