import { z } from 'zod';

export const TIME_FRAME_UNITS = ['day', 'week', 'month', 'year'] as const;

/** A time frame a goal suggestion states ('the next 4 weeks', 'in 3 months'), to become its due date. */
export const ZTimeFrame = z.object({
  amount: z.number().int().min(1).max(120),
  unit: z.enum(TIME_FRAME_UNITS),
});
export type TTimeFrame = z.infer<typeof ZTimeFrame>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The due date a time frame gives, counted from `today` (a 'YYYY-MM-DD' day in the client's time
 * zone): days and weeks by the calendar, months and years by the calendar too, a day past the end
 * of a shorter month falling back to its last day (31 January + 1 month = 28 or 29 February).
 */
export function dueDateOf(frame: TTimeFrame, today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (frame.unit === 'day' || frame.unit === 'week') {
    const at = new Date(Date.UTC(y, m - 1, d + frame.amount * (frame.unit === 'week' ? 7 : 1)));
    return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  }
  const months = frame.amount * (frame.unit === 'year' ? 12 : 1) + (m - 1);
  const year = y + Math.floor(months / 12);
  const month = (months % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** Today's calendar day in a time zone, as 'YYYY-MM-DD'. */
export function dayIn(at: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
