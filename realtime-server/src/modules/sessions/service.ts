import {
  CALENDAR_MONTHS_AHEAD,
  CALENDAR_MONTHS_BACK,
  DEFAULT_SESSION_DURATION,
  ROLE,
  SESSION_FILTER_STATUSES,
  SESSION_STATUSES,
  SLOT_RANGE_MAX_DAYS,
  UPCOMING_WINDOW_DAYS,
  ZSessionTableQuery,
  csvFileName,
  type TCoachCalendar,
  type TCoachSessionsQuery,
  type TDateRangeQuery,
  type TSession,
  type TSessionTable,
  type TSessionTableQuery,
  type TSessionTemplate,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import { DateTime } from 'luxon';
import type { AppContext } from '../../context.ts';
import { localDay } from '../../lib/local-days.ts';
import { timeZoneOf } from '../users/queries.ts';
import { dayRange, notYourClient, readRange, requireSelfCoach } from './access.ts';
import { coachingLink } from './changes/queries.ts';
import { sessionsCsv } from './csv.ts';
import { forViewer } from './queries.ts';
import { freeSlots } from './slots/service.ts';
import {
  clientSessionsInRange,
  coachSessionsInRange,
  nextLiveSession,
  sessionCounts,
  sessionTableAll,
  sessionTablePage,
  type TableFilters,
} from './table-queries.ts';
import { activeTemplatesOfCoach, type TemplateRecord } from './templates/queries.ts';

const DAY_MS = 86_400_000;
/** Calendar events hide cancelled sessions and no-shows (docs/sessions-and-availability.md#session-statuses). */
const CALENDAR_STATUSES = SESSION_STATUSES.filter((s) => s !== 'CANCELLED' && s !== 'NO_SHOW');

/** The calendar's default window (docs/sessions-and-availability.md#availability): one month back to three months ahead. */
const calendarWindow = (now: Date) => ({
  from: DateTime.fromJSDate(now).minus({ months: CALENDAR_MONTHS_BACK }).toJSDate(),
  to: DateTime.fromJSDate(now).plus({ months: CALENDAR_MONTHS_AHEAD }).toJSDate(),
});

export const toTemplate = (t: TemplateRecord): TSessionTemplate => ({
  id: t.id,
  clientId: t.clientId,
  relationshipId: t.relationshipId,
  rrule: t.rrule,
  startTime: t.startTime,
  duration: t.duration,
  title: t.title,
  description: t.description,
  sessionType: t.sessionType,
  startDate: t.startDate,
  endDate: t.endDate,
  count: t.count,
  timeZone: t.timeZone,
  isActive: t.isActive,
});

/**
 * GET /api/sessions/coach/{coachId}: the coach's sessions in the range, or with view=calendar the
 * calendar's view: live sessions (cancelled and no-shows hidden), the free slots still ahead
 * (ignoring the booking notice: the coach may fill them), and the active recurring templates.
 */
export async function coachSessions(
  ctx: AppContext,
  user: UserRow,
  coachId: string,
  q: TCoachSessionsQuery,
): Promise<{ sessions: TSession[] } | TCoachCalendar> {
  requireSelfCoach(user, coachId);
  const timeZone = await timeZoneOf(ctx.db, coachId);
  const now = ctx.clock.now();
  const range = readRange(q, timeZone, calendarWindow(now));
  if (q.view !== 'calendar') return { sessions: await coachSessionsInRange(ctx.db, coachId, range) };

  // Slots only for what lies ahead, and at most as far as the slots call reaches at once.
  const slotsFrom = new Date(Math.max(range.from.getTime(), now.getTime()));
  const slotsTo = new Date(Math.min(range.to.getTime(), slotsFrom.getTime() + SLOT_RANGE_MAX_DAYS * DAY_MS));
  const [actualSessions, availableSlots, templates] = await Promise.all([
    coachSessionsInRange(ctx.db, coachId, range, CALENDAR_STATUSES),
    slotsTo > slotsFrom ? freeSlots(ctx, coachId, { from: slotsFrom, to: slotsTo }, DEFAULT_SESSION_DURATION, { applyNotice: false }) : [],
    activeTemplatesOfCoach(ctx.db, coachId),
  ]);
  return { calendarView: { actualSessions, availableSlots }, templates: templates.map(toTemplate), timezone: timeZone };
}

/** GET .../coach/{coachId}/today: every session of the coach's local today, in order. */
export async function coachToday(ctx: AppContext, user: UserRow, coachId: string): Promise<TSession[]> {
  requireSelfCoach(user, coachId);
  const timeZone = await timeZoneOf(ctx.db, coachId);
  return coachSessionsInRange(ctx.db, coachId, dayRange(localDay(ctx.clock.now(), timeZone), timeZone));
}

/** GET .../coach/{coachId}/next: the next live session that has not ended, or null. */
export async function coachNext(ctx: AppContext, user: UserRow, coachId: string): Promise<TSession | null> {
  requireSelfCoach(user, coachId);
  return (await nextLiveSession(ctx.db, coachId, ctx.clock.now())) ?? null;
}

async function tableFilters(ctx: AppContext, coachId: string, q: ReturnType<typeof ZSessionTableQuery.parse>): Promise<TableFilters> {
  const timeZone = await timeZoneOf(ctx.db, coachId);
  return {
    search: q.search || undefined,
    statuses: SESSION_FILTER_STATUSES[q.status],
    range: { from: q.from ? dayRange(q.from, timeZone).from : undefined, to: q.to ? dayRange(q.to, timeZone).to : undefined },
  };
}

/** GET .../coach/{coachId}/table: one page of the filtered, sorted table, its total, and the header's counters. */
export async function coachTable(ctx: AppContext, user: UserRow, coachId: string, query: TSessionTableQuery): Promise<TSessionTable> {
  requireSelfCoach(user, coachId);
  const q = ZSessionTableQuery.parse(query);
  const filters = await tableFilters(ctx, coachId, q);
  const [page, counts] = await Promise.all([
    sessionTablePage(ctx.db, coachId, filters, { sort: q.sort, order: q.order }, q.page, q.pageSize),
    sessionCounts(ctx.db, coachId),
  ]);
  return { ...page, page: q.page, pageSize: q.pageSize, counts };
}

/** GET .../coach/{coachId}/export: every filtered row as CSV, named after the coach's today. */
export async function coachCsv(
  ctx: AppContext,
  user: UserRow,
  coachId: string,
  query: TSessionTableQuery,
): Promise<{ fileName: string; body: string }> {
  requireSelfCoach(user, coachId);
  const q = ZSessionTableQuery.parse(query);
  const timeZone = await timeZoneOf(ctx.db, coachId);
  const sessions = await sessionTableAll(ctx.db, coachId, await tableFilters(ctx, coachId, q), { sort: q.sort, order: q.order });
  return { fileName: csvFileName(localDay(ctx.clock.now(), timeZone)), body: sessionsCsv(sessions, timeZone) };
}

/**
 * GET /api/sessions/client/{clientId}: the client's own sessions, or, for their coach, the
 * client's sessions with that coach only. Anyone else: 404. Defaults to the upcoming window.
 */
export async function clientSessions(ctx: AppContext, user: UserRow, clientId: string, q: TDateRangeQuery): Promise<TSession[]> {
  let coachId: string | undefined;
  if (user.id !== clientId) {
    if (user.primaryRoleId !== ROLE.COACH || !(await coachingLink(ctx.db, user.id, clientId))) throw notYourClient();
    coachId = user.id;
  }
  const now = ctx.clock.now();
  const timeZone = await timeZoneOf(ctx.db, user.id);
  const range = readRange(q, timeZone, { from: now, to: new Date(now.getTime() + UPCOMING_WINDOW_DAYS * DAY_MS) });
  const sessions = await clientSessionsInRange(ctx.db, clientId, range, coachId);
  return sessions.map((s) => forViewer(s, user.id));
}
