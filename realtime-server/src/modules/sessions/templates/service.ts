import {
  DEFAULT_SESSION_TITLE,
  RECURRING_OCCURRENCES_MAX,
  RECURRING_OCCURRENCES_MIN,
  SERIES_CHANGED_REASON,
  SERIES_ENDED_REASON,
  SESSION_ERR,
  TEMPLATE_MATERIALIZE_DAYS,
  ZSessionTemplateBody,
  type TSession,
  type TSessionTemplateBody,
  type TSessionTemplateUpdateBody,
  type TTemplateResult,
} from '@coach/contract';
import type { UserRow, Db } from '@coach/db';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../lib/errors.ts';
import { isCalendarDay } from '../../../lib/local-days.ts';
import { requireCoach } from '../../../lib/roles.ts';
import { timeZoneOf } from '../../users/queries.ts';
import { requireAccess } from '../../../lib/access.ts';
import { notYourClient, publishChanged, templateAccess } from '../access.ts';
import { coachingLink, isLiveUser, updateSession } from '../changes/queries.ts';
import { toTemplate } from '../service.ts';
import { findSessions } from '../queries.ts';
import { formatWeeklyRule, lastPossibleStart, occurrences, parseWeeklyRule, ruleEnd, type TemplateTiming } from './occurrences.ts';
import {
  findTemplate,
  futureLiveSessionsOfTemplate,
  insertOccurrences,
  insertTemplate,
  templatesToExtend,
  updateTemplate as updateTemplateRow,
  type TemplateRecord,
} from './queries.ts';

export const EXTEND_TEMPLATES_JOB = 'sessions.extendTemplates';
/** How often the job looks for never-ending series to extend (they run TEMPLATE_MATERIALIZE_DAYS ahead). */
export const EXTEND_TEMPLATES_EVERY_MS = 6 * 60 * 60_000;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The timing a template row describes; its rule was checked when it was stored. */
function timingOf(t: Pick<TemplateRecord, 'rrule' | 'startDate' | 'startTime' | 'endDate' | 'count' | 'timeZone'>): TemplateTiming {
  return {
    rule: parseWeeklyRule(t.rrule, t.startDate) ?? { interval: 1, days: [] },
    startDate: t.startDate,
    startTime: t.startTime,
    endDate: t.endDate,
    count: t.count,
    timeZone: t.timeZone,
  };
}

/** How far sessions should exist: the whole series when it is counted, else up to TEMPLATE_MATERIALIZE_DAYS ahead or its end. */
function horizonOf(timing: TemplateTiming, now: Date): Date {
  const end = lastPossibleStart(timing);
  if (timing.count !== null && end) return end;
  const ahead = new Date(now.getTime() + TEMPLATE_MATERIALIZE_DAYS * DAY_MS);
  return end && end < ahead ? end : ahead;
}

/**
 * Creates the template's sessions that start in [from, horizon) and are still ahead, skipping the
 * ones that would overlap a live session (the database's guard decides), and records how far the
 * series now exists. Returns the new sessions' ids.
 */
async function materialize(trx: Db, t: TemplateRecord, createdBy: string | null, from: Date, now: Date): Promise<string[]> {
  const timing = timingOf(t);
  const horizon = horizonOf(timing, now);
  const start = new Date(Math.max(from.getTime(), now.getTime()));
  const ids = await insertOccurrences(
    trx,
    occurrences(timing, start, horizon).map((at) => ({
      coachId: t.coachId,
      clientId: t.clientId,
      relationshipId: t.relationshipId,
      templateId: t.id,
      scheduledAt: at,
      duration: t.duration,
      endsAt: new Date(at.getTime() + t.duration * MINUTE_MS),
      status: 'CONFIRMED' as const,
      title: t.title,
      description: t.description,
      sessionType: t.sessionType,
      source: 'template' as const,
      createdBy,
    })),
  );
  if (!t.materializedUntil || horizon > t.materializedUntil)
    await updateTemplateRow(trx, t.id, { materializedUntil: horizon, updatedAt: now });
  return ids;
}

/** The body's rule and days checked; 400 with the contract's text otherwise. */
function checkedTiming(
  body: { rrule: string; startDate: string; startTime: string; endDate?: string | null; count?: number | null },
  timeZone: string,
) {
  if (!isCalendarDay(body.startDate) || (body.endDate && !isCalendarDay(body.endDate)))
    throw badRequest(SESSION_ERR.RANGE_INVALID, 'RANGE_INVALID');
  if (body.endDate && body.endDate < body.startDate) throw badRequest(SESSION_ERR.RANGE_ORDER, 'RANGE_ORDER');
  const rule = parseWeeklyRule(body.rrule, body.startDate);
  const end = ruleEnd(body.rrule);
  if (!rule || !end) throw badRequest(SESSION_ERR.RRULE_INVALID, 'RRULE_INVALID');
  if (
    end.count !== null &&
    (!Number.isInteger(end.count) || end.count < RECURRING_OCCURRENCES_MIN || end.count > RECURRING_OCCURRENCES_MAX)
  ) {
    throw badRequest(SESSION_ERR.RRULE_INVALID, 'RRULE_INVALID');
  }
  // The rule is read whole: its COUNT makes exactly that many sessions, the first included,
  // whatever the end date; its UNTIL ends it when no end date is given.
  const count = end.count ?? body.count ?? null;
  const endDate = end.count !== null ? null : (body.endDate ?? end.until);
  if (endDate && endDate < body.startDate) throw badRequest(SESSION_ERR.RANGE_ORDER, 'RANGE_ORDER');
  return { rrule: formatWeeklyRule(rule), startDate: body.startDate, startTime: body.startTime, endDate, count, timeZone };
}

/** The coach's own active template, locked; 404 for anyone else's or an ended one. */
async function ownTemplate(trx: Db, user: UserRow, id: string): Promise<TemplateRecord> {
  return requireAccess(trx, templateAccess, user, id, { forUpdate: true });
}

/** Cancels the template's sessions that have not started, as `user`, giving `reason`; returns them as they were. */
async function cancelFuture(trx: Db, t: TemplateRecord, user: UserRow, reason: string, now: Date): Promise<Map<string, TSession>> {
  const future = await futureLiveSessionsOfTemplate(trx, t.id, now);
  const before = await findSessions(
    trx,
    future.map((s) => s.id),
  );
  for (const s of future) {
    await updateSession(
      trx,
      s.id,
      { status: 'CANCELLED', cancelReason: reason, cancelledBy: user.id, cancelledAt: now, updatedAt: now },
      true,
    );
  }
  return new Map(before.map((s) => [s.id, s]));
}

/**
 * POST /api/sessions/templates: a weekly series with one of the coach's clients, in the coach's
 * zone; its sessions are created at once (confirmed), those that would overlap another skipped.
 */
export async function createTemplate(ctx: AppContext, user: UserRow, input: TSessionTemplateBody): Promise<TTemplateResult> {
  requireCoach(user);
  const body = ZSessionTemplateBody.parse(input);
  const link = body.clientId === user.id ? undefined : await coachingLink(ctx.db, user.id, body.clientId);
  if (!link || !(await isLiveUser(ctx.db, body.clientId))) throw notYourClient();
  const timing = checkedTiming(body, await timeZoneOf(ctx.db, user.id));
  const now = ctx.clock.now();
  const { template, ids } = await ctx.db.transaction().execute(async (trx) => {
    const row = await insertTemplate(trx, {
      coachId: user.id,
      clientId: body.clientId,
      relationshipId: link.relationshipId,
      ...timing,
      duration: body.duration,
      title: body.title || DEFAULT_SESSION_TITLE,
      description: body.description || null,
      sessionType: body.sessionType,
    });
    const created = await materialize(trx, row, user.id, now, now);
    return { template: (await findTemplate(trx, row.id))!, ids: created };
  });
  return { template: toTemplate(template), sessions: await publishChanged(ctx, ids, 'created', user.id) };
}

/**
 * PUT /api/sessions/templates/{id}: a new title, description or type reaches the series' sessions
 * still ahead; a new timing (rule, days, time, length, dates, end) cancels those and creates the
 * series afresh from now, so every calendar gets a clean replacement.
 */
export async function updateTemplate(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: TSessionTemplateUpdateBody,
): Promise<TTemplateResult> {
  const now = ctx.clock.now();
  const out = await ctx.db.transaction().execute(async (trx) => {
    const t = await ownTemplate(trx, user, id);
    const timing = checkedTiming(
      {
        rrule: body.rrule ?? t.rrule,
        startDate: body.startDate ?? t.startDate,
        startTime: body.startTime ?? t.startTime,
        endDate: body.endDate === undefined ? t.endDate : body.endDate,
        count: body.count === undefined ? t.count : body.count,
      },
      t.timeZone,
    );
    const duration = body.duration ?? t.duration;
    const retimed =
      timing.rrule !== t.rrule ||
      timing.startDate !== t.startDate ||
      timing.startTime !== t.startTime ||
      timing.endDate !== t.endDate ||
      timing.count !== t.count ||
      duration !== t.duration;
    const looks = {
      title: body.title === undefined ? t.title : body.title || DEFAULT_SESSION_TITLE,
      description: body.description === undefined ? t.description : body.description || null,
      sessionType: body.sessionType ?? t.sessionType,
    };
    const row = await updateTemplateRow(trx, t.id, {
      ...timing,
      duration,
      ...looks,
      updatedAt: now,
      ...(retimed ? { materializedUntil: null } : {}),
    });
    if (retimed) {
      const cancelled = await cancelFuture(trx, t, user, SERIES_CHANGED_REASON, now);
      return { row, cancelled, created: await materialize(trx, row, user.id, now, now), updated: [] as string[] };
    }
    const future = await futureLiveSessionsOfTemplate(trx, t.id, now);
    for (const s of future) await updateSession(trx, s.id, { ...looks, updatedAt: now });
    return {
      row: (await findTemplate(trx, t.id))!,
      cancelled: new Map<string, TSession>(),
      created: [] as string[],
      updated: future.map((s) => s.id),
    };
  });
  await publishChanged(ctx, [...out.cancelled.keys()], 'cancelled', user.id, out.cancelled);
  const updated = await publishChanged(ctx, out.updated, 'updated', user.id);
  const created = await publishChanged(ctx, out.created, 'created', user.id);
  return { template: toTemplate(out.row), sessions: [...updated, ...created] };
}

/** DELETE /api/sessions/templates/{id}: the series ends; its sessions still ahead are cancelled. */
export async function deleteTemplate(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  const now = ctx.clock.now();
  const cancelled = await ctx.db.transaction().execute(async (trx) => {
    const t = await ownTemplate(trx, user, id);
    const before = await cancelFuture(trx, t, user, SERIES_ENDED_REASON, now);
    await updateTemplateRow(trx, t.id, { isActive: false, updatedAt: now });
    return before;
  });
  await publishChanged(ctx, [...cancelled.keys()], 'cancelled', user.id, cancelled);
}

/**
 * The periodic job: never-ending series (and those ending beyond the horizon) get their sessions
 * up to TEMPLATE_MATERIALIZE_DAYS ahead. Each template in its own transaction, locked, so two
 * nodes never add the same week twice. Returns how many sessions were created.
 */
export async function extendTemplates(ctx: AppContext, batch = 100): Promise<number> {
  const now = ctx.clock.now();
  const due = await templatesToExtend(ctx.db, new Date(now.getTime() + TEMPLATE_MATERIALIZE_DAYS * DAY_MS - DAY_MS), batch);
  let total = 0;
  for (const candidate of due) {
    const ids = await ctx.db.transaction().execute(async (trx) => {
      const t = await findTemplate(trx, candidate.id, true);
      if (!t?.isActive) return [];
      return materialize(trx, t, null, t.materializedUntil ?? now, now);
    });
    total += ids.length;
    await publishChanged(ctx, ids, 'created', null);
  }
  return total;
}
