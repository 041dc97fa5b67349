import {
  AVAILABILITY_ERR,
  AVAILABILITY_PRESETS,
  type AvailabilityPreset,
  type TAvailabilityBody,
  type TAvailabilityCleared,
  type TAvailabilityList,
  type TAvailabilityPattern,
  type TAvailabilityUpdateBody,
  type TBookingRules,
  type TBookingRulesBody,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import { DateTime } from 'luxon';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { badRequest } from '../../lib/errors.ts';
import { localDay } from '../../lib/local-days.ts';
import { requireCoach } from '../../lib/roles.ts';
import { timeZoneOf } from '../users/queries.ts';
import { bookingRulesOf, deletePattern, deletePatternsOf, insertPattern, patternsOf, saveBookingRules, updatePattern } from './queries.ts';
import { patternAccess, patternNotFound } from './access.ts';
import { parseWeeklyRule } from './weekly-rule.ts';

/** A pattern as it will be stored: the fields of its type kept, the other type's cleared. */
interface PatternValues {
  type: 'RECURRING' | 'STATIC';
  rrule: string | null;
  specificDate: string | null;
  startTime: string;
  endTime: string;
  title: string;
  isActive: boolean;
}

/**
 * The rules of creating availability (docs/sessions-and-availability.md#availability), on the
 * server: a range inside one day (the grid is the schema's), a weekly rule with weekdays for a
 * recurring pattern, a day not yet past in the coach's zone for a one-time block.
 */
function checkPattern(p: PatternValues, today: string): PatternValues {
  if (p.endTime <= p.startTime) throw badRequest(AVAILABILITY_ERR.END_BEFORE_START, 'INVALID_RANGE');
  if (p.type === 'RECURRING') {
    if (!p.rrule) throw badRequest(AVAILABILITY_ERR.RRULE_REQUIRED, 'RRULE_REQUIRED');
    if (!parseWeeklyRule(p.rrule).ok) throw badRequest(AVAILABILITY_ERR.RRULE_INVALID, 'RRULE_INVALID');
    return { ...p, specificDate: null };
  }
  if (!p.specificDate) throw badRequest(AVAILABILITY_ERR.DATE_REQUIRED, 'DATE_REQUIRED');
  if (!DateTime.fromISO(p.specificDate, { zone: 'UTC' }).isValid) throw badRequest(AVAILABILITY_ERR.DATE_REQUIRED, 'DATE_REQUIRED');
  if (p.specificDate < today) throw badRequest(AVAILABILITY_ERR.DATE_IN_PAST, 'DATE_IN_PAST');
  return { ...p, rrule: null };
}

async function coachToday(ctx: AppContext, coachId: string): Promise<{ timeZone: string; today: string }> {
  const timeZone = await timeZoneOf(ctx.db, coachId);
  return { timeZone, today: localDay(ctx.clock.now(), timeZone) };
}

const changed = (ctx: AppContext, coachId: string) => ctx.events.publish('availability.changed', { coachId });

/** GET /api/coaches/me/availability: the coach's patterns and the zone their times are in. */
export async function listAvailability(ctx: AppContext, user: UserRow): Promise<TAvailabilityList> {
  requireCoach(user);
  const [availability, timezone] = await Promise.all([patternsOf(ctx.db, user.id), timeZoneOf(ctx.db, user.id)]);
  return { availability, timezone };
}

export async function createAvailability(ctx: AppContext, user: UserRow, body: TAvailabilityBody): Promise<TAvailabilityPattern> {
  requireCoach(user);
  const { today } = await coachToday(ctx, user.id);
  const values = checkPattern(
    {
      type: body.type,
      rrule: body.rrule?.trim() || null,
      specificDate: body.specificDate ?? null,
      startTime: body.startTime,
      endTime: body.endTime,
      title: body.title ?? '',
      isActive: body.isActive ?? true,
    },
    today,
  );
  const pattern = await insertPattern(ctx.db, { coachId: user.id, ...values });
  changed(ctx, user.id);
  return pattern;
}

/** PUT: the fields given replace the stored ones, and the whole pattern is checked again. */
export async function updateAvailability(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: TAvailabilityUpdateBody,
): Promise<TAvailabilityPattern> {
  requireCoach(user);
  const current = await requireAccess(ctx.db, patternAccess, user, id);
  const { today } = await coachToday(ctx, user.id);
  const merged: PatternValues = {
    type: body.type ?? current.type,
    rrule: body.rrule === undefined ? current.rrule : body.rrule?.trim() || null,
    specificDate: body.specificDate === undefined ? current.specificDate : body.specificDate,
    startTime: body.startTime ?? current.startTime,
    endTime: body.endTime ?? current.endTime,
    title: body.title === undefined ? current.title : (body.title ?? ''),
    isActive: body.isActive ?? current.isActive,
  };
  // A block already past may still be switched off or renamed; only a new day must be ahead.
  const dayUnchanged = merged.type === 'STATIC' && merged.specificDate === current.specificDate;
  const values = checkPattern(merged, dayUnchanged ? '0000-00-00' : today);
  const pattern = await updatePattern(ctx.db, user.id, id, { ...values, updatedAt: ctx.clock.now() });
  if (!pattern) throw patternNotFound();
  changed(ctx, user.id);
  return pattern;
}

export async function removeAvailability(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  requireCoach(user);
  await requireAccess(ctx.db, patternAccess, user, id);
  if (!(await deletePattern(ctx.db, user.id, id))) throw patternNotFound();
  changed(ctx, user.id);
}

/** DELETE /api/coaches/me/availability: Clear All. */
export async function clearAvailability(ctx: AppContext, user: UserRow): Promise<TAvailabilityCleared> {
  requireCoach(user);
  const deleted = await deletePatternsOf(ctx.db, user.id);
  if (deleted > 0) changed(ctx, user.id);
  return { deleted };
}

/** POST /api/coaches/me/availability/presets: one of the presets (docs/sessions-and-availability.md#availability) as a weekly pattern. */
export async function applyPreset(ctx: AppContext, user: UserRow, preset: AvailabilityPreset): Promise<TAvailabilityList> {
  requireCoach(user);
  const p = AVAILABILITY_PRESETS[preset];
  await insertPattern(ctx.db, {
    coachId: user.id,
    type: 'RECURRING',
    rrule: p.rrule,
    startTime: p.startTime,
    endTime: p.endTime,
    title: p.label,
  });
  changed(ctx, user.id);
  return listAvailability(ctx, user);
}

export async function getBookingRules(ctx: AppContext, user: UserRow): Promise<TBookingRules> {
  requireCoach(user);
  return bookingRulesOf(ctx.db, user.id);
}

/** PUT: the rules given replace the stored ones (or the defaults); the others stay. */
export async function setBookingRules(ctx: AppContext, user: UserRow, body: TBookingRulesBody): Promise<TBookingRules> {
  requireCoach(user);
  const rules = await ctx.db.transaction().execute(async (trx) => {
    const current = await bookingRulesOf(trx, user.id);
    return saveBookingRules(trx, user.id, { ...current, ...body }, ctx.clock.now());
  });
  changed(ctx, user.id);
  return rules;
}
