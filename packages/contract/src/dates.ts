import { z } from 'zod';

/**
 * The date fields of every request: a day ('YYYY-MM-DD') or an instant (ISO 8601 with its offset)
 * that exists (no 2027-02-31) and falls within the years its kind of field can mean. The schemas
 * of responses keep their plain forms (`ZIsoDate`): these are for what a client sends.
 */

/** Days of a person's past and plans (a credential's dates, a goal's due date). */
export const LIFE_YEAR_MIN = 1900;
export const LIFE_YEAR_MAX = 2200;
/** Days and times of the calendar (sessions, availability, access codes' expiry, a range to list). */
export const SCHEDULE_YEAR_MIN = 2000;
export const SCHEDULE_YEAR_MAX = 2100;

export const DATE_ERR = {
  DAY_FORMAT: 'Use YYYY-MM-DD',
  NOT_A_DAY: 'Use a real date, YYYY-MM-DD.',
  INSTANT_FORMAT: 'Use a date and time with its offset, such as 2027-03-01T10:00:00Z.',
  DAY_OR_INSTANT_FORMAT: 'Use a date (YYYY-MM-DD) or a date and time with its offset (2027-03-01T10:00:00Z).',
  YEAR_RANGE: (min: number, max: number) => `Use a date between the years ${min} and ${max}.`,
} as const;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `d` is YYYY-MM-DD and names a day that exists (not 2026-02-30). */
export function isCalendarDay(d: string): boolean {
  if (!DAY_PATTERN.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
}

export interface YearRange {
  min: number;
  max: number;
}
export const LIFE_YEARS: YearRange = { min: LIFE_YEAR_MIN, max: LIFE_YEAR_MAX };
export const SCHEDULE_YEARS: YearRange = { min: SCHEDULE_YEAR_MIN, max: SCHEDULE_YEAR_MAX };

/** The year as written (a day's, or an instant's in its own offset): what the person typed. */
const writtenYear = (text: string) => Number(text.slice(0, 4));
const inYears = (text: string, years: YearRange) => writtenYear(text) >= years.min && writtenYear(text) <= years.max;
/** Whether a day or an instant, as written, falls within `years`. */
export const dayWithin = inYears;

/** A day that exists, within `years`; `texts` for one not written YYYY-MM-DD and one that does not exist. */
export const ZDay = (years: YearRange, texts: { format?: string; notADay?: string } = {}) =>
  z
    .string()
    .regex(DAY_PATTERN, { message: texts.format ?? DATE_ERR.DAY_FORMAT, abort: true })
    .refine(isCalendarDay, { message: texts.notADay ?? DATE_ERR.NOT_A_DAY, abort: true })
    .refine((d) => inYears(d, years), DATE_ERR.YEAR_RANGE(years.min, years.max));

/** An instant with its offset (or Z) that exists, within `years`. */
export const ZDateTime = (years: YearRange) =>
  z.iso
    .datetime({ offset: true, message: DATE_ERR.INSTANT_FORMAT, abort: true })
    .refine((t) => inYears(t, years), DATE_ERR.YEAR_RANGE(years.min, years.max));

const instantFormat = z.iso.datetime({ offset: true });

/** Either a day or an instant (a range's ends, read in the coach's zone when a day), within `years`. */
export const ZDayOrDateTime = (years: YearRange, format: string = DATE_ERR.DAY_OR_INSTANT_FORMAT) =>
  z
    .string()
    .max(40)
    .refine((v) => (DAY_PATTERN.test(v) ? isCalendarDay(v) : instantFormat.safeParse(v).success), {
      message: format,
      abort: true,
    })
    .refine((v) => inYears(v, years), DATE_ERR.YEAR_RANGE(years.min, years.max));

/** A session's time, a block's day, an access code's expiry: the calendar's years. */
export const ZScheduleDay = ZDay(SCHEDULE_YEARS);
export type TScheduleDay = z.infer<typeof ZScheduleDay>;
export const ZScheduleDateTime = ZDateTime(SCHEDULE_YEARS);
export type TScheduleDateTime = z.infer<typeof ZScheduleDateTime>;
/** A goal's due date: a day of a person's plans. */
export const ZLifeDay = ZDay(LIFE_YEARS);
export type TLifeDay = z.infer<typeof ZLifeDay>;
