import { CLIENT_UPCOMING_STATUSES, UPCOMING_WINDOW_DAYS, type TSession } from '@coach/contract';
import { addDays } from '../components/slot-week.ts';

/**
 * The request for a client's upcoming sessions: from this morning's midnight to the window's end,
 * so the query key holds all day (the filter below does the exact cut at the current minute).
 */
export function upcomingRange(now: Date) {
  return { startDate: addDays(now, 0).toISOString(), endDate: addDays(now, UPCOMING_WINDOW_DAYS + 1).toISOString() };
}

/**
 * docs/sessions-and-availability.md#session-statuses: only SCHEDULED and CONFIRMED sessions in the next UPCOMING_WINDOW_DAYS count
 * as upcoming on the client page; one that has started but not ended stays, so it can still be joined.
 */
export function upcomingSessions(sessions: readonly TSession[], now: Date): TSession[] {
  const until = now.getTime() + UPCOMING_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  return sessions
    .filter((s) => {
      const start = Date.parse(s.scheduledAt);
      return (
        (CLIENT_UPCOMING_STATUSES as readonly string[]).includes(s.status) && start + s.duration * 60_000 > now.getTime() && start <= until
      );
    })
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
}

/**
 * Sessions the coach has started (IN_PROGRESS) that have not reached their end: not upcoming by
 * the rule above, but the Upcoming Sessions dialog lists them first, so the client can join the room.
 */
export function liveSessions(sessions: readonly TSession[], now: Date): TSession[] {
  return sessions
    .filter((s) => s.status === 'IN_PROGRESS' && Date.parse(s.scheduledAt) + s.duration * 60_000 > now.getTime())
    .sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
}
