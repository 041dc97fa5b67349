import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_ERR } from '@coach/contract';
import {
  boundedInt,
  createRequest,
  missingRequired,
  newSessionForm,
  submitLabel,
  weeklyRule,
  type NewSessionForm,
} from './create-session.ts';

const filled = (over: Partial<NewSessionForm> = {}): NewSessionForm => ({
  ...newSessionForm('client-1'),
  date: '2026-12-02',
  time: '09:30',
  ...over,
});

describe('new-session form defaults', () => {
  it('starts at 60 minutes, video, weekly on Wednesday, 13 occurrences, never ending', () => {
    expect(newSessionForm()).toMatchObject({
      duration: 60,
      type: 'video',
      recurringDays: [3],
      recurringInterval: '1',
      recurringOccurrences: '13',
      recurringEnd: 'never',
    });
  });
});

describe('submitLabel', () => {
  it('names what will be created', () => {
    expect(submitLabel(filled())).toBe('Create Session');
    expect(submitLabel(filled({ isRecurring: true }))).toBe('Create Recurring Sessions');
    expect(submitLabel(filled({ isRecurring: true, recurringEnd: 'on' }))).toBe('Create Recurring Sessions');
    expect(submitLabel(filled({ isRecurring: true, recurringEnd: 'after' }))).toBe('Create 13 Sessions');
    expect(submitLabel(filled({ isRecurring: true, recurringEnd: 'after', recurringOccurrences: '5' }))).toBe('Create 5 Sessions');
    expect(submitLabel(filled({ isRecurring: true, recurringEnd: 'after', recurringOccurrences: '1' }))).toBe('Create 1 Session');
  });
});

describe('boundedInt', () => {
  it('falls back to the minimum when unreadable or too small and stops at the maximum', () => {
    expect(boundedInt('', 1, 99)).toBe(1);
    expect(boundedInt('abc', 1, 99)).toBe(1);
    expect(boundedInt('0', 1, 99)).toBe(1);
    expect(boundedInt('2.5', 1, 99)).toBe(1);
    expect(boundedInt(' 7 ', 1, 99)).toBe(7);
    expect(boundedInt('150', 1, 100)).toBe(100);
  });
});

describe('missingRequired', () => {
  it('asks for coachee, date and time, and the end date of a series ending on one', () => {
    expect(missingRequired(filled())).toBeNull();
    expect(missingRequired(filled({ coacheeId: '' }))).toBe(SESSION_ERR.REQUIRED_FIELDS);
    expect(missingRequired(filled({ date: '' }))).toBe(SESSION_ERR.REQUIRED_FIELDS);
    expect(missingRequired(filled({ time: '' }))).toBe(SESSION_ERR.REQUIRED_FIELDS);
    expect(missingRequired(filled({ isRecurring: true, recurringEnd: 'on' }))).toBe(SESSION_ERR.REQUIRED_FIELDS);
    expect(missingRequired(filled({ isRecurring: true, recurringEnd: 'on', recurringEndDate: '2027-01-01' }))).toBeNull();
  });
});

describe('weeklyRule', () => {
  it('lists the weekdays in order, once each, with the interval', () => {
    expect(weeklyRule(2, [5, 1, 1], '2026-12-02')).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR');
    expect(weeklyRule(1, [0, 6], '2026-12-02')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=SU,SA');
  });
  it("uses the first date's weekday when none is picked", () => {
    expect(weeklyRule(1, [], '2026-12-02')).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=WE');
  });
});

describe('createRequest', () => {
  // The browser's zone is the machine's: pin it, so local dates and times mean the same everywhere.
  const tz = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = tz;
  });

  it('sends a one-off session as the instant picked here', () => {
    const req = createRequest(
      filled({ notes: '  Bring goals  ', goals: '  Review the week  ', duration: 90, type: 'phone' }),
      'America/New_York',
    );
    expect(req).toEqual({
      kind: 'oneOff',
      body: {
        clientId: 'client-1',
        scheduledAt: '2026-12-02T14:30:00.000Z',
        duration: 90,
        sessionType: 'phone',
        description: 'Bring goals',
        sessionGoals: 'Review the week',
      },
    });
  });

  it('sends a series with its rule, first date, time and end', () => {
    const after = createRequest(
      filled({ isRecurring: true, recurringInterval: '2', recurringDays: [1, 3], recurringEnd: 'after', recurringOccurrences: '6' }),
      'America/New_York',
    );
    expect(after).toEqual({
      kind: 'template',
      body: {
        clientId: 'client-1',
        rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE',
        startTime: '09:30',
        duration: 60,
        sessionType: 'video',
        description: null,
        startDate: '2026-12-02',
        endDate: null,
        count: 6,
      },
    });
    const on = createRequest(
      filled({ isRecurring: true, recurringEnd: 'on', recurringEndDate: '2027-02-01', recurringInterval: '0' }),
      'America/New_York',
    );
    expect(on.body).toMatchObject({ rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=WE', endDate: '2027-02-01', count: null });
    const never = createRequest(filled({ isRecurring: true, goals: 'Not for a series' }), 'America/New_York');
    expect(never.body).not.toHaveProperty('sessionGoals');
    expect(never.body).toMatchObject({ endDate: null, count: null });
  });

  it("moves a series into the coach's zone, weekdays included", () => {
    // Wednesday 21:30 in New York is Thursday 02:30 in London.
    const req = createRequest(filled({ time: '21:30', isRecurring: true, recurringDays: [3, 6] }), 'Europe/London');
    expect(req.body).toMatchObject({ startDate: '2026-12-03', startTime: '02:30', rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SU,TH' });
  });
});
