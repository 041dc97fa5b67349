import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { localDay } from '../../../lib/session-format.ts';
import { sessionKeys, sessionsApi } from '../api.ts';
import { liveSessions, upcomingRange, upcomingSessions } from './upcoming.ts';

/** The current time, again every `everyMs`: a clock for Join's window and the upcoming cut, not a fetch. */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The client's upcoming sessions, soonest first, after any the coach has started. Live without polling: every session:changed push
 * invalidates sessionKeys.all (RealtimeProvider).
 */
export function useUpcomingSessions(clientId: string) {
  const now = useNow();
  // Keyed by the day, so the request moves on at midnight and not every tick.
  const day = localDay(now);
  const [range, setRange] = useState(() => ({ day, ...upcomingRange(now) }));
  if (range.day !== day) setRange({ day, ...upcomingRange(now) });
  const query = useQuery({
    queryKey: sessionKeys.client(clientId, range.startDate, range.endDate),
    queryFn: () => sessionsApi.client(clientId, { startDate: range.startDate, endDate: range.endDate }),
  });
  const upcoming = query.data ? upcomingSessions(query.data.sessions, now) : [];
  // The dialog's list: a started session to join first, then the upcoming ones; "next" is upcoming only.
  const live = query.data ? liveSessions(query.data.sessions, now) : [];
  const sessions = [...live, ...upcoming];
  return { query, sessions, next: upcoming[0] ?? null, live: live[0] ?? null, now };
}
