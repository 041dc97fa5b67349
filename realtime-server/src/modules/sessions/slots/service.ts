import {
  AVAILABILITY_ERR,
  BOOKING_LOOKAHEAD_DAYS,
  DEFAULT_SESSION_DURATION,
  ERR,
  SESSION_ERR,
  SLOT_RANGE_MAX_DAYS,
  type TAvailableSlot,
  type TAvailableSlots,
  type TSlotsQuery,
} from '@coach/contract';
import type { AppContext } from '../../../context.ts';
import { badRequest, notFound, unauthorized } from '../../../lib/errors.ts';
import type { Db } from '@coach/db';
import { coachSchedule, type CoachSchedule, type Viewer } from './queries.ts';
import { computeSlots } from './free-slots.ts';
import { rangeBound } from '../access.ts';
import { SLOTS_CACHE_MAX_AGE_MS } from './cache.ts';

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
  if (!schedule.found) return [];
  return slotsOf(schedule, range, durationMinutes, ctx.clock.now(), options.applyNotice ?? true);
}

// A coach whose slots you may not see has no availability for you.
const slotsNotFound = () => notFound(AVAILABILITY_ERR.NOT_FOUND, 'COACH_NOT_FOUND');
/**
 * The range asked for, before the coach's zone is known: a local day starts within 14 hours of
 * its UTC midnight either way, so reading a day more on each side holds it in any zone.
 */
function widest(query: TSlotsQuery, now: Date): { from: Date; to: Date } {
  const from = query.startDate ? new Date(rangeBound(query.startDate, 'UTC', false).getTime() - DAY_MS) : now;
  const to = query.endDate
    ? new Date(rangeBound(query.endDate, 'UTC', true).getTime() + DAY_MS)
    : new Date(from.getTime() + (BOOKING_LOOKAHEAD_DAYS + 2) * DAY_MS);
  return { from, to: to > from ? to : from };
}

/**
 * GET /api/sessions/available/{coachId}: the coach themself, or a client of theirs (their room's
 * coach, or an active relationship); anyone else gets the 404 of a coach who does not exist.
 * The range defaults to now .. now + the lookahead; a client never sees past the lookahead.
 * The route verified only the token's signature: the one statement checks its account too.
 */
async function computeAvailableSlots(
  ctx: AppContext,
  viewer: Viewer,
  coachId: string,
  query: TSlotsQuery,
): Promise<{ answer: TAvailableSlots; minNoticeMinutes: number }> {
  const now = ctx.clock.now();
  const schedule = await coachSchedule(ctx.db, coachId, widest(query, now), viewer, null);
  if (!schedule.authed) throw unauthorized(ERR.UNAUTHORIZED);
  if (!schedule.found || !schedule.allowed) throw slotsNotFound();
  const zone = schedule.timeZone;
  const from = query.startDate ? rangeBound(query.startDate, zone, false) : now;
  let to = query.endDate ? rangeBound(query.endDate, zone, true) : new Date(from.getTime() + BOOKING_LOOKAHEAD_DAYS * DAY_MS);
  if (to <= from) throw badRequest(SESSION_ERR.RANGE_ORDER, 'INVALID_RANGE');
  if (to.getTime() - from.getTime() > SLOT_RANGE_MAX_DAYS * DAY_MS) throw badRequest(SESSION_ERR.RANGE_TOO_LONG, 'RANGE_TOO_LONG');
  if (viewer.userId !== coachId) {
    const horizon = new Date(now.getTime() + BOOKING_LOOKAHEAD_DAYS * DAY_MS);
    if (to > horizon) to = horizon;
  }
  const range = { from, to: to > from ? to : from };
  return {
    answer: { availableSlots: slotsOf(schedule, range, query.duration ?? DEFAULT_SESSION_DURATION, now), timezone: zone },
    minNoticeMinutes: schedule.minNoticeMinutes,
  };
}

/**
 * The route's answer as the JSON text sent: from the node's cache when this holder asked the same
 * lately and nothing of the coach's changed since, else computed and kept until its first slot
 * falls inside the notice (or SLOTS_CACHE_MAX_AGE_MS, as the lookahead moves on).
 */
export async function availableSlotsBody(ctx: AppContext, viewer: Viewer, coachId: string, query: TSlotsQuery): Promise<string> {
  const now = ctx.clock.now().getTime();
  const key = `${viewer.userId}:${viewer.tokenVersion}|${query.startDate ?? ''}|${query.endDate ?? ''}|${query.duration ?? ''}`;
  const cached = ctx.slotsCache.get(coachId, key, now);
  if (cached !== undefined) return cached;
  const stamp = ctx.slotsCache.stamp();
  const { answer, minNoticeMinutes } = await computeAvailableSlots(ctx, viewer, coachId, query);
  const body = JSON.stringify({ data: answer });
  const first = answer.availableSlots[0];
  const firstChange = first ? Date.parse(first.scheduledAt) - minNoticeMinutes * 60_000 : Infinity;
  ctx.slotsCache.keep(stamp, coachId, key, body, Math.min(now + SLOTS_CACHE_MAX_AGE_MS, firstChange));
  return body;
}
