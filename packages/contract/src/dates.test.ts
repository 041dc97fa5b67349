import { describe, expect, it } from 'vitest';
import { DATE_ERR, LIFE_YEARS, SCHEDULE_YEARS, ZDayOrDateTime, ZLifeDay, ZScheduleDateTime, ZScheduleDay } from './dates.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('the date fields of a request', () => {
  it('take a day that exists, leap days included, within the years', () => {
    for (const day of ['2028-02-29', '2027-12-31', `${SCHEDULE_YEARS.min}-01-01`, `${SCHEDULE_YEARS.max}-12-31`])
      expect(ZScheduleDay.safeParse(day).success, day).toBe(true);
    expect(ZLifeDay.safeParse(`${LIFE_YEARS.min}-01-01`).success).toBe(true);
  });

  it('answer one message per bad day: its form, a day that does not exist, or years out of range', () => {
    expect(messages(ZScheduleDay.safeParse('2027-2-3'))).toEqual([DATE_ERR.DAY_FORMAT]);
    expect(messages(ZScheduleDay.safeParse('2027-02-31'))).toEqual([DATE_ERR.NOT_A_DAY]);
    expect(messages(ZScheduleDay.safeParse('2027-13-45'))).toEqual([DATE_ERR.NOT_A_DAY]);
    expect(messages(ZScheduleDay.safeParse('2026-02-29'))).toEqual([DATE_ERR.NOT_A_DAY]);
    expect(messages(ZScheduleDay.safeParse('9999-01-01'))).toEqual([DATE_ERR.YEAR_RANGE(SCHEDULE_YEARS.min, SCHEDULE_YEARS.max)]);
    expect(messages(ZLifeDay.safeParse('1899-12-31'))).toEqual([DATE_ERR.YEAR_RANGE(LIFE_YEARS.min, LIFE_YEARS.max)]);
  });

  it('take instants with an offset within the years, and refuse impossible or far ones', () => {
    expect(ZScheduleDateTime.safeParse('2027-03-01T10:00:00+02:00').success).toBe(true);
    expect(messages(ZScheduleDateTime.safeParse('2027-02-31T10:00:00Z'))).toEqual([DATE_ERR.INSTANT_FORMAT]);
    expect(messages(ZScheduleDateTime.safeParse('2027-03-01T10:00:00'))).toEqual([DATE_ERR.INSTANT_FORMAT]);
    expect(messages(ZScheduleDateTime.safeParse('9999-01-01T00:00:00Z'))).toEqual([
      DATE_ERR.YEAR_RANGE(SCHEDULE_YEARS.min, SCHEDULE_YEARS.max),
    ]);
    expect(messages(ZScheduleDateTime.safeParse('0000-01-01T00:00:00Z'))).toEqual([
      DATE_ERR.YEAR_RANGE(SCHEDULE_YEARS.min, SCHEDULE_YEARS.max),
    ]);
  });

  it('take either a day or an instant where a range end may be both', () => {
    const end = ZDayOrDateTime(SCHEDULE_YEARS);
    expect(end.safeParse('2027-03-01').success).toBe(true);
    expect(end.safeParse('2027-03-01T10:00:00Z').success).toBe(true);
    expect(messages(end.safeParse('2027-04-31'))).toEqual([DATE_ERR.DAY_OR_INSTANT_FORMAT]);
    expect(messages(end.safeParse('yesterday'))).toEqual([DATE_ERR.DAY_OR_INSTANT_FORMAT]);
    expect(messages(end.safeParse('2300-01-01'))).toEqual([DATE_ERR.YEAR_RANGE(SCHEDULE_YEARS.min, SCHEDULE_YEARS.max)]);
  });
});
