import { describe, expect, it } from 'vitest';
import type { TSession, TSessionStatus } from '@coach/contract';
import { liveSessions, upcomingRange, upcomingSessions } from './upcoming.ts';
import { testSession } from '../../../test/sessions.ts';

const now = new Date('2026-11-26T12:00:00Z');
const person = { id: '00000000-0000-4000-8000-000000000001', firstName: 'A', lastName: 'B', timeZone: 'Europe/London' };
let n = 0;
const session = (scheduledAt: string, status: TSessionStatus = 'SCHEDULED', duration = 60): TSession =>
  testSession({
    id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    scheduledAt,
    duration,
    status,
    coach: person,
    client: { ...person, email: 'a@example.test', relationshipId: null },
    createdAt: scheduledAt,
    updatedAt: scheduledAt,
  });

describe('upcomingSessions', () => {
  it('keeps scheduled and confirmed sessions of the next 30 days, soonest first', () => {
    const later = session('2026-12-20T09:00:00Z', 'CONFIRMED');
    const soon = session('2026-11-27T09:00:00Z');
    const list = [
      later,
      soon,
      session('2026-11-28T09:00:00Z', 'CANCELLED'),
      session('2026-11-28T10:00:00Z', 'COMPLETED'),
      session('2026-11-28T11:00:00Z', 'IN_PROGRESS'),
      session('2026-12-27T09:00:00Z'),
    ];
    expect(upcomingSessions(list, now).map((s) => s.id)).toEqual([soon.id, later.id]);
  });

  it('keeps a session that started and has not ended, and drops one that is over', () => {
    const running = session('2026-11-26T11:30:00Z', 'CONFIRMED', 60);
    const over = session('2026-11-26T10:30:00Z', 'CONFIRMED', 60);
    expect(upcomingSessions([over, running], now).map((s) => s.id)).toEqual([running.id]);
  });

  it('lists apart a session the coach has started until its end, for the client to join', () => {
    const started = session('2026-11-26T11:50:00Z', 'IN_PROGRESS', 30);
    const ended = session('2026-11-26T10:00:00Z', 'IN_PROGRESS', 60);
    const list = [session('2026-11-27T09:00:00Z'), ended, started, session('2026-11-26T11:45:00Z', 'COMPLETED', 60)];
    expect(liveSessions(list, now).map((s) => s.id)).toEqual([started.id]);
    expect(upcomingSessions(list, now).map((s) => s.id)).not.toContain(started.id);
  });

  it('asks from the start of today to past the window', () => {
    const { startDate, endDate } = upcomingRange(now);
    expect(Date.parse(startDate)).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - Date.parse(startDate)).toBeLessThan(24 * 60 * 60 * 1000);
    expect(Date.parse(endDate) - now.getTime()).toBeGreaterThan(30 * 24 * 60 * 60 * 1000);
  });
});
