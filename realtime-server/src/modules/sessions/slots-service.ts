import { BOOKING_LOOKAHEAD_DAYS, DEFAULT_SESSION_DURATION, SESSION_ERR, SLOT_RANGE_MAX_DAYS, type TAvailableSlot, type TAvailableSlots, type TSlotsQuery } from '@coach/contract';
import type { UserRow } from '@coach/db';
import { DateTime } from 'luxon';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Db } from './queries.ts';
import { coachSchedule, type CoachSchedule } from './slots-queries.ts';
import { computeSlots } from './slots.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The slots of a schedule already read (the booking checks a slot inside its transaction with this). */
export function slotsOf(
  schedule: CoachSchedule,
  range: { from: Date; to: Date },
  durationMinutes: number,
  now: Date,
  applyNotice = true,
): TAvailableSlot[] {
  return computeSlots({
    patterns: schedule.patterns,
    timeZone: schedule.timeZone,
    from: range.from,
    to: range.to,
    durationMinutes,
    busy: schedule.busy,
    bufferMinutes: schedule.bufferMinutes,
    earliest: applyNotice ? new Date(now.getTime() + schedule.minNoticeMinutes * 60_000) : now,
    coachName: schedule.coachName,
  });
}

/**
 * The free slots of a coach in [from, to): availability minus live sessions (with the coach's
 * buffer) minus the booking notice, as UTC instants. No access check: the caller has made it.
 * `ignoreSessionId` leaves one session out of the busy times (a reschedule moves it);
 * `applyNotice: false` offers everything from now on (the coach's own calendar).
 */
export async function freeSlots(
  ctx: AppContext,
  coachId: string,
  range: { from: Date; to: Date },
  durationMinutes: number,
  options: { ignoreSessionId?: string; applyNotice?: boolean; db?: Db } = {},
): Promise<TAvailableSlot[]> {
  const schedule = await coachSchedule(options.db ?? ctx.db, coachId, range, null, options.ignoreSessionId ?? null);
  if (!schedule) return [];
  return slotsOf(schedule, range, durationMinutes, ctx.clock.now(), options.applyNotice ?? true);
}

const slotsNotFound = () => notFound(SESSION_ERR.NOT_FOUND, 'COACH_NOT_FOUND');

/** A range bound: an instant, or a local day ('YYYY-MM-DD') read in the coach's zone (an end day is inclusive). */
function bound(text: string, zone: string, end: boolean): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? DateTime.fromISO(text, { zone }) : undefined;
  const parsed = day ? (end ? day.plus({ days: 1 }) : day) : DateTime.fromISO(text, { setZone: true });
  if (!parsed.isValid) throw badRequest(SESSION_ERR.RANGE_INVALID, 'INVALID_RANGE');
  return parsed.toJSDate();
}

/**
 * GET /api/sessions/available/{coachId}: the coach themself, or a client of theirs (their room's
 * coach, or an active relationship); anyone else gets the 404 of a coach who does not exist.
 * The range defaults to now .. now + the lookahead; a client never sees past the lookahead.
 */
export async function availableSlots(ctx: AppContext, user: UserRow, coachId: string, query: TSlotsQuery): Promise<TAvailableSlots> {
  const now = ctx.clock.now();
  // Local-day bounds need the coach's zone first; instants do not (the hot path: one statement).
  const needsZone = [query.startDate, query.endDate].some((d) => d !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(d));
  const zone = needsZone ? await zoneForViewer(ctx, coachId, user.id) : 'UTC';
  const from = query.startDate ? bound(query.startDate, zone, false) : now;
  let to = query.endDate ? bound(query.endDate, zone, true) : new Date(from.getTime() + BOOKING_LOOKAHEAD_DAYS * DAY_MS);
  if (to <= from) throw badRequest(SESSION_ERR.RANGE_ORDER, 'INVALID_RANGE');
  if (to.getTime() - from.getTime() > SLOT_RANGE_MAX_DAYS * DAY_MS) throw badRequest(SESSION_ERR.RANGE_TOO_LONG, 'RANGE_TOO_LONG');
  if (user.id !== coachId) {
    const horizon = new Date(now.getTime() + BOOKING_LOOKAHEAD_DAYS * DAY_MS);
    if (to > horizon) to = horizon;
  }
  const range = { from, to: to > from ? to : from };
  const schedule = await coachSchedule(ctx.db, coachId, range, user.id, null);
  if (!schedule || !schedule.allowed) throw slotsNotFound();
  return { availableSlots: slotsOf(schedule, range, query.duration ?? DEFAULT_SESSION_DURATION, now), timezone: schedule.timeZone };
}

/** The coach's zone, read only when the range names local days; a stranger learns nothing (404). */
async function zoneForViewer(ctx: AppContext, coachId: string, viewerId: string): Promise<string> {
  const now = ctx.clock.now();
  const schedule = await coachSchedule(ctx.db, coachId, { from: now, to: now }, viewerId, null);
  if (!schedule || !schedule.allowed) throw slotsNotFound();
  return schedule.timeZone;
}
