/**
 * The coach's analytics summary (packages/contract/src/workspace.ts, README "Coach analytics"):
 * pure arithmetic on plain data the queries read, so each formula is unit tested on hand-made
 * sessions, ratings and availability. Times are epoch milliseconds; days are the coach's local
 * days ('YYYY-MM-DD', lib/local-days.ts) turned into instants through their IANA zone.
 */
import type { SessionStatus, TAnalyticsSummary } from '@coach/contract';
import { addDays, localDay, weekday } from '../../lib/local-days.ts';
import { mergeRanges, openRanges, type AvailabilityPattern as SlotPattern } from '../availability/open-hours.ts';
import { wallToInstant } from '../../lib/zone-time.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** The window of the feedback score and the completion rate. */
export const RECENT_DAYS = 30;
/** The sessions whose minutes count as booked against availability. */
export const BOOKED_STATUSES: readonly SessionStatus[] = ['SCHEDULED', 'CONFIRMED', 'IN_PROGRESS', 'COMPLETED'];

/** An interval of instants, [from, to), in ms. */
export interface Span {
  from: number;
  to: number;
}

/** A session as the formulas need it. */
export interface AnalyticsSession {
  scheduledAt: number;
  /** Minutes. */
  duration: number;
  status: SessionStatus;
  cancelledAt: number | null;
}

export interface AnalyticsInput {
  now: Date;
  /** The coach's IANA zone (their week and month). */
  timeZone: string;
  /** booking_rules.cancel_notice_hours (DEFAULT_CANCEL_NOTICE_HOURS without rules). */
  cancelNoticeHours: number;
  activeClients: number;
  /** The coach's client rooms with at least one message they have not read. */
  unreadRooms: number;
  /** The coach's sessions, at least those starting in this month, this week and the last 30 days. */
  sessions: AnalyticsSession[];
  /** Video-room ratings (1-5) given to the coach's sessions in the last 30 days. */
  ratings: number[];
  /** The coach's active availability patterns (times local to `timeZone`). */
  patterns: SlotPattern[];
}

/** The coach's current week, Monday 00:00 to the next Monday 00:00, in their zone. */
export function weekSpan(now: Date, timeZone: string): Span {
  const today = localDay(now, timeZone);
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  return { from: wallToInstant(monday, 0, timeZone), to: wallToInstant(addDays(monday, 7), 0, timeZone) };
}

/** The coach's current calendar month, the 1st 00:00 to the next month's 1st 00:00, in their zone. */
export function monthSpan(now: Date, timeZone: string): Span {
  const today = localDay(now, timeZone);
  const first = `${today.slice(0, 8)}01`;
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const next = m === 12 ? `${String(y + 1).padStart(4, '0')}-01-01` : `${today.slice(0, 5)}${String(m + 1).padStart(2, '0')}-01`;
  return { from: wallToInstant(first, 0, timeZone), to: wallToInstant(next, 0, timeZone) };
}

const startsIn = (s: AnalyticsSession, span: Span) => s.scheduledAt >= span.from && s.scheduledAt < span.to;

/** sessionsThisWeek / sessionsThisMonth: sessions not cancelled that start inside `span`. */
export function sessionsIn(sessions: AnalyticsSession[], span: Span): number {
  return sessions.filter((s) => s.status !== 'CANCELLED' && startsIn(s, span)).length;
}

/** recentFeedbackScore: the mean rating, one decimal; null without ratings. */
export function feedbackScore(ratings: number[]): number | null {
  if (ratings.length === 0) return null;
  const mean = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return Math.round(mean * 10) / 10;
}

/**
 * A cancellation is late when it came inside the coach's notice: later than the start minus
 * `cancelNoticeHours`. A cancelled session without a cancellation time is not counted late.
 */
export function isLateCancel(s: AnalyticsSession, cancelNoticeHours: number): boolean {
  return s.status === 'CANCELLED' && s.cancelledAt !== null && s.cancelledAt > s.scheduledAt - cancelNoticeHours * HOUR_MS;
}

/**
 * sessionCompletionRate: of the sessions that started in the last 30 days (up to now), completed
 * over completed + no-show + cancelled late, a whole percent; null when none of those.
 */
export function completionRate(sessions: AnalyticsSession[], now: Date, cancelNoticeHours: number): number | null {
  const span = { from: now.getTime() - RECENT_DAYS * DAY_MS, to: now.getTime() + 1 };
  let completed = 0;
  let counted = 0;
  for (const s of sessions) {
    if (!startsIn(s, span)) continue;
    if (s.status === 'COMPLETED') completed++;
    if (s.status === 'COMPLETED' || s.status === 'NO_SHOW' || isLateCancel(s, cancelNoticeHours)) counted++;
  }
  return counted === 0 ? null : Math.round((completed / counted) * 100);
}

/** Booked minutes: the part inside `span` of each session SCHEDULED, CONFIRMED, IN_PROGRESS or COMPLETED. */
export function bookedMinutes(sessions: AnalyticsSession[], span: Span): number {
  let ms = 0;
  for (const s of sessions) {
    if (!BOOKED_STATUSES.includes(s.status)) continue;
    const end = s.scheduledAt + s.duration * MINUTE_MS;
    ms += Math.max(0, Math.min(end, span.to) - Math.max(s.scheduledAt, span.from));
  }
  return Math.round(ms / MINUTE_MS);
}

/**
 * Available minutes in the local days [firstDay, lastDay] clipped to `span`: the coach's open hours
 * (availability/open-hours.ts, which free slots are cut from too), overlaps joined so no minute
 * counts twice.
 */
export function availableMinutes(patterns: SlotPattern[], timeZone: string, firstDay: string, lastDay: string, span: Span): number {
  const merged = mergeRanges(openRanges(patterns, timeZone, firstDay, lastDay));
  const ms = merged.reduce((sum, r) => sum + Math.max(0, Math.min(r.end, span.to) - Math.max(r.start, span.from)), 0);
  return Math.round(ms / MINUTE_MS);
}

/** availabilityUtilization: booked over available minutes, a whole percent capped at 100; null without availability. */
export function utilization(booked: number, available: number): number | null {
  if (available <= 0) return null;
  return Math.min(100, Math.round((booked / available) * 100));
}

/** The whole analytics summary (docs/coach-workspace.md#analytics-summary). */
export function summarize(input: AnalyticsInput): TAnalyticsSummary {
  const { now, timeZone } = input;
  const week = weekSpan(now, timeZone);
  const today = localDay(now, timeZone);
  const monday = addDays(today, -((weekday(today) + 6) % 7));
  const available = availableMinutes(input.patterns, timeZone, monday, addDays(monday, 6), week);
  return {
    totalActiveClients: input.activeClients,
    unreadChats: input.unreadRooms,
    sessionsThisWeek: sessionsIn(input.sessions, week),
    sessionsThisMonth: sessionsIn(input.sessions, monthSpan(now, timeZone)),
    recentFeedbackScore: feedbackScore(input.ratings),
    availabilityUtilization: utilization(bookedMinutes(input.sessions, week), available),
    sessionCompletionRate: completionRate(input.sessions, now, input.cancelNoticeHours),
  };
}
