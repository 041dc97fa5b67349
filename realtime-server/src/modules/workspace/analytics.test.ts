import { describe, expect, it } from 'vitest';
import type { SessionStatus } from '@coach/contract';
import type { SlotPattern } from '../sessions/slots/free-slots.ts';
import {
  availableMinutes,
  bookedMinutes,
  completionRate,
  feedbackScore,
  isLateCancel,
  monthSpan,
  sessionsIn,
  summarize,
  utilization,
  weekSpan,
  type AnalyticsInput,
  type AnalyticsSession,
} from './analytics.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t = (iso: string) => Date.parse(iso);
/** Wednesday 25 November 2026, noon UTC. */
const NOW = new Date('2026-11-25T12:00:00Z');

const session = (iso: string, status: SessionStatus = 'SCHEDULED', extra: Partial<AnalyticsSession> = {}): AnalyticsSession => ({
  scheduledAt: t(iso),
  duration: 60,
  status,
  cancelledAt: null,
  ...extra,
});
const weekly = (rrule: string, startTime: string, endTime: string, anchorDate = '2026-01-05'): SlotPattern => ({
  id: `w-${rrule}-${startTime}`,
  type: 'RECURRING',
  rrule,
  specificDate: null,
  startTime,
  endTime,
  anchorDate,
});
const block = (specificDate: string, startTime: string, endTime: string): SlotPattern => ({
  id: `b-${specificDate}-${startTime}`,
  type: 'STATIC',
  rrule: null,
  specificDate,
  startTime,
  endTime,
  anchorDate: specificDate,
});
const WEEKDAYS_9_TO_5 = weekly('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '09:00', '17:00');

const iso = (span: { from: number; to: number }) => [new Date(span.from).toISOString(), new Date(span.to).toISOString()];

describe('weekSpan and monthSpan', () => {
  it('runs Monday 00:00 to the next Monday 00:00 in UTC', () => {
    expect(iso(weekSpan(NOW, 'UTC'))).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    // A Monday's first instant and a Sunday's last belong to the same week.
    expect(iso(weekSpan(new Date('2026-11-23T00:00:00Z'), 'UTC'))[0]).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(weekSpan(new Date('2026-11-29T23:59:59Z'), 'UTC'))[0]).toBe('2026-11-23T00:00:00.000Z');
  });

  it("follows the coach's zone across the week boundary", () => {
    // Monday 30 November 03:00 UTC is still Sunday 22:00 in New York: the week that ends there.
    const late = new Date('2026-11-30T03:00:00Z');
    expect(iso(weekSpan(late, 'America/New_York'))).toEqual(['2026-11-23T05:00:00.000Z', '2026-11-30T05:00:00.000Z']);
    expect(iso(weekSpan(late, 'UTC'))).toEqual(['2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z']);
    // Sunday 22 November 16:00 UTC is already Monday 01:00 in Tokyo.
    expect(iso(weekSpan(new Date('2026-11-22T16:00:00Z'), 'Asia/Tokyo'))).toEqual(['2026-11-22T15:00:00.000Z', '2026-11-29T15:00:00.000Z']);
  });

  it('keeps local midnights over a daylight-saving change (a 169-hour week)', () => {
    const span = weekSpan(new Date('2026-10-21T12:00:00Z'), 'Europe/London');
    expect(iso(span)).toEqual(['2026-10-18T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
    expect(span.to - span.from).toBe(7 * DAY + HOUR);
  });

  it('runs from the 1st to the next 1st in the zone, across a year end', () => {
    expect(iso(monthSpan(NOW, 'America/New_York'))).toEqual(['2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z']);
    expect(iso(monthSpan(new Date('2026-12-31T23:30:00Z'), 'UTC'))).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    // Already January in Tokyo.
    expect(iso(monthSpan(new Date('2026-12-31T23:30:00Z'), 'Asia/Tokyo'))).toEqual([
      '2026-12-31T15:00:00.000Z',
      '2027-01-31T15:00:00.000Z',
    ]);
  });
});

describe('sessionsThisWeek / sessionsThisMonth (sessionsIn)', () => {
  const week = weekSpan(NOW, 'UTC');
  it('is 0 for an empty week', () => {
    expect(sessionsIn([], week)).toBe(0);
    expect(sessionsIn([session('2026-11-20T10:00:00Z'), session('2026-11-30T00:00:00Z')], week)).toBe(0);
  });

  it('counts every status but cancelled, by start inside the span', () => {
    const list = [
      session('2026-11-23T00:00:00Z'),
      session('2026-11-24T10:00:00Z', 'CONFIRMED'),
      session('2026-11-24T12:00:00Z', 'COMPLETED'),
      session('2026-11-24T14:00:00Z', 'NO_SHOW'),
      session('2026-11-25T10:00:00Z', 'IN_PROGRESS'),
      session('2026-11-26T10:00:00Z', 'CANCELLED'),
      session('2026-11-29T23:59:00Z'),
    ];
    expect(sessionsIn(list, week)).toBe(6);
  });

  it("puts a Sunday-night session in the New York coach's week, not in UTC's", () => {
    const sundayNight = session('2026-11-30T04:30:00Z'); // Sunday 23:30 in New York
    const mondayMidnight = session('2026-11-30T05:00:00Z'); // Monday 00:00 in New York
    const at = new Date('2026-11-30T03:00:00Z');
    expect(sessionsIn([sundayNight, mondayMidnight], weekSpan(at, 'America/New_York'))).toBe(1);
    expect(sessionsIn([sundayNight, mondayMidnight], weekSpan(at, 'UTC'))).toBe(2);
  });
});

describe('recentFeedbackScore (feedbackScore)', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[5, 4], 4.5],
    [[5, 4, 4], 4.3],
    [[1, 2, 2], 1.7],
    [[3, 3, 4, 4, 4, 5], 3.8],
  ])('%j gives %s', (ratings, expected) => {
    expect(feedbackScore(ratings)).toBe(expected);
  });
});

describe('sessionCompletionRate and the late-cancel rule', () => {
  const start = '2026-11-24T10:00:00Z';
  const cancelled = (hoursBefore: number | null) =>
    session(start, 'CANCELLED', { cancelledAt: hoursBefore === null ? null : t(start) - hoursBefore * HOUR });

  it.each([
    [25, 24, false],
    [24, 24, false],
    [23.99, 24, true],
    [1, 24, true],
    [-2, 24, true], // cancelled after the start
    [30, 48, true],
    [49, 48, false],
    [null, 24, false],
  ])('cancelled %s h before the start with %s h notice: late %s', (hoursBefore, notice, late) => {
    expect(isLateCancel(cancelled(hoursBefore), notice)).toBe(late);
  });

  it('is null when no session counts', () => {
    expect(completionRate([], NOW, 24)).toBeNull();
    // Early cancellations and sessions still ahead do not count.
    expect(
      completionRate([cancelled(48), session('2026-11-24T09:00:00Z', 'SCHEDULED'), session('2026-11-26T09:00:00Z', 'COMPLETED')], NOW, 24),
    ).toBeNull();
  });

  it('is completed over completed + no-show + late cancellations, a whole percent', () => {
    const list = [
      session('2026-11-20T10:00:00Z', 'COMPLETED'),
      session('2026-11-21T10:00:00Z', 'COMPLETED'),
      session('2026-11-22T10:00:00Z', 'NO_SHOW'),
      cancelled(2), // late: counts against
      cancelled(48), // early: left out
      session('2026-11-25T11:00:00Z', 'CONFIRMED'), // neither
    ];
    expect(completionRate(list, NOW, 24)).toBe(50);
    expect(completionRate(list.slice(0, 3), NOW, 24)).toBe(67);
    // With 72 hours' notice the 48-hour cancellation is late too.
    expect(completionRate(list, NOW, 72)).toBe(40);
  });

  it('reads only sessions that started in the last 30 days', () => {
    const list = [
      session(new Date(NOW.getTime() - 30 * DAY).toISOString(), 'NO_SHOW'),
      session(new Date(NOW.getTime() - 30 * DAY - 1).toISOString(), 'NO_SHOW'),
      session('2026-11-20T10:00:00Z', 'COMPLETED'),
    ];
    expect(completionRate(list, NOW, 24)).toBe(50);
  });
});

describe('availabilityUtilization', () => {
  const week = weekSpan(NOW, 'UTC');
  const minutes = (patterns: SlotPattern[], zone = 'UTC', at = NOW) => {
    const span = weekSpan(at, zone);
    const monday = new Date(span.from + 12 * HOUR).toISOString().slice(0, 10);
    const sunday = new Date(span.to - 12 * HOUR).toISOString().slice(0, 10);
    return availableMinutes(patterns, zone, monday, sunday, span);
  };

  it('has no availability for a coach without patterns: null, not 0', () => {
    expect(minutes([])).toBe(0);
    expect(utilization(0, 0)).toBeNull();
    expect(utilization(120, 0)).toBeNull();
  });

  it('expands weekly patterns and one-time blocks of the week, overlaps once', () => {
    expect(minutes([WEEKDAYS_9_TO_5])).toBe(5 * 480);
    // A block on Saturday adds 2 h; one inside Tuesday's hours adds nothing; one next week nothing.
    expect(
      minutes([
        WEEKDAYS_9_TO_5,
        block('2026-11-28', '10:00', '12:00'),
        block('2026-11-24', '10:00', '12:00'),
        block('2026-12-01', '10:00', '12:00'),
      ]),
    ).toBe(5 * 480 + 120);
    // A block running past the weekly hours adds the part outside them.
    expect(minutes([WEEKDAYS_9_TO_5, block('2026-11-24', '16:00', '19:00')])).toBe(5 * 480 + 120);
  });

  it('counts every other week from the anchor day', () => {
    const fortnightly = (anchor: string) => weekly('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', '09:00', '10:00', anchor);
    expect(minutes([fortnightly('2026-11-09')])).toBe(60);
    expect(minutes([fortnightly('2026-11-16')])).toBe(0);
  });

  it("counts local hours in the coach's zone, a daylight-saving week included", () => {
    expect(minutes([WEEKDAYS_9_TO_5], 'America/New_York')).toBe(5 * 480);
    expect(minutes([weekly('FREQ=WEEKLY;BYDAY=SU', '00:00', '04:00')], 'America/New_York', new Date('2026-10-21T12:00:00Z'))).toBe(240);
    // Sunday 1 November 2026 repeats 01:00-02:00 in New York: five hours pass between 00:00 and 04:00.
    expect(minutes([weekly('FREQ=WEEKLY;BYDAY=SU', '00:00', '04:00')], 'America/New_York', new Date('2026-11-01T12:00:00Z'))).toBe(300);
  });

  it('books the minutes of live and completed sessions inside the week', () => {
    const list = [
      session('2026-11-23T09:00:00Z', 'SCHEDULED'),
      session('2026-11-24T09:00:00Z', 'CONFIRMED', { duration: 90 }),
      session('2026-11-25T11:30:00Z', 'IN_PROGRESS', { duration: 30 }),
      session('2026-11-23T14:00:00Z', 'COMPLETED'),
      session('2026-11-24T14:00:00Z', 'CANCELLED'),
      session('2026-11-24T16:00:00Z', 'NO_SHOW'),
      session('2026-11-22T23:30:00Z', 'COMPLETED'), // 30 of its 60 minutes fall on Monday
      session('2026-11-29T23:30:00Z', 'SCHEDULED'), // 30 minutes before the week ends
      session('2026-11-30T09:00:00Z', 'SCHEDULED'), // next week
    ];
    expect(bookedMinutes(list, week)).toBe(60 + 90 + 30 + 60 + 30 + 30);
    expect(bookedMinutes([], week)).toBe(0);
  });

  it.each([
    [0, 2400, 0],
    [600, 2400, 25],
    [800, 2400, 33],
    [2400, 2400, 100],
    [3000, 2400, 100],
  ])('%s booked of %s available is %s%%', (booked, available, pct) => {
    expect(utilization(booked, available)).toBe(pct);
  });
});

describe('summarize', () => {
  const base: AnalyticsInput = {
    now: NOW,
    timeZone: 'UTC',
    cancelNoticeHours: 24,
    activeClients: 0,
    unreadRooms: 0,
    sessions: [],
    ratings: [],
    patterns: [],
  };

  it('gives zeros and nulls for a new coach: no clients, sessions, ratings or availability', () => {
    expect(summarize(base)).toEqual({
      totalActiveClients: 0,
      unreadChats: 0,
      sessionsThisWeek: 0,
      sessionsThisMonth: 0,
      recentFeedbackScore: null,
      availabilityUtilization: null,
      sessionCompletionRate: null,
    });
  });

  it('gives 0% utilization for an empty week with availability', () => {
    expect(summarize({ ...base, patterns: [WEEKDAYS_9_TO_5] }).availabilityUtilization).toBe(0);
  });

  it('puts every formula together', () => {
    const summary = summarize({
      ...base,
      activeClients: 4,
      unreadRooms: 2,
      patterns: [WEEKDAYS_9_TO_5],
      ratings: [5, 4, 4],
      sessions: [
        session('2026-11-03T10:00:00Z', 'COMPLETED'),
        session('2026-11-10T10:00:00Z', 'NO_SHOW'),
        session('2026-11-23T10:00:00Z', 'COMPLETED', { duration: 120 }),
        session('2026-11-26T10:00:00Z', 'CONFIRMED', { duration: 120 }),
        session('2026-11-27T10:00:00Z', 'CANCELLED', { cancelledAt: t('2026-11-20T10:00:00Z') }),
        session('2026-12-01T10:00:00Z', 'SCHEDULED'),
      ],
    });
    expect(summary).toEqual({
      totalActiveClients: 4,
      unreadChats: 2,
      sessionsThisWeek: 2,
      sessionsThisMonth: 4,
      recentFeedbackScore: 4.3,
      availabilityUtilization: 10,
      sessionCompletionRate: 67,
    });
  });
});
