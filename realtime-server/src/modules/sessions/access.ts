import { DateTime } from 'luxon';
import { ERR, ROLE, SESSION_ERR, type SessionChange, type TDateRangeQuery, type TSession } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { defineAccess, ownedRowAccess, requireAccess } from '../../lib/access.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { lockSession } from './changes/queries.ts';
import { findSession, findSessions, forViewer } from './queries.ts';
import { findTemplate } from './templates/queries.ts';
import type { Range } from './table-queries.ts';

/**
 * What every sessions service checks first: who may see which session or list. A session that
 * exists but is not the caller's is the same 404 as one that does not exist.
 */
export const sessionNotFound = () => notFound(SESSION_ERR.NOT_FOUND, 'SESSION_NOT_FOUND');
export const notYourClient = () => notFound(SESSION_ERR.NOT_YOUR_CLIENT, 'NOT_YOUR_CLIENT');

/** `coachId` in a path: only that coach themself reads their sessions. */
export function requireSelfCoach(user: UserRow, coachId: string): void {
  if (user.id !== coachId || user.primaryRoleId !== ROLE.COACH) throw notFound(ERR.NOT_FOUND);
}

export const isPartyOf = (session: TSession, userId: string) => session.coach.id === userId || session.client.id === userId;

/** A session you may see: you are its coach or its client (coach notes only for its coach). */
export const sessionAccess = defineAccess({
  async find(db, userId, id: string) {
    const session = await findSession(db, id);
    return session && isPartyOf(session, userId) ? forViewer(session, userId) : undefined;
  },
  notFound: sessionNotFound,
});

/** A session you may change as either party (reschedule, cancel), locked for the change. */
export const partySessionChangeAccess = defineAccess({
  async find(db, userId, id: string) {
    const s = await lockSession(db, id);
    return s && (s.coachId === userId || s.clientId === userId) ? s : undefined;
  },
  notFound: sessionNotFound,
});

/** A session only its coach may change (its status, its notes), locked for the change. */
export const coachSessionChangeAccess = ownedRowAccess(
  (db, id: string) => lockSession(db, id),
  (s) => s.coachId,
  sessionNotFound,
);

/** A recurring template you may change or end: your own, still active (locked for the change). */
export const templateAccess = defineAccess({
  async find(db, userId, id: string, { forUpdate }) {
    const t = await findTemplate(db, id, forUpdate);
    return t && t.coachId === userId && t.isActive ? t : undefined;
  },
  notFound: sessionNotFound,
});

/** The session as `user` may see it; 404 for anyone else. */
export const visibleSession = (ctx: AppContext, user: UserRow, id: string): Promise<TSession> =>
  requireAccess(ctx.db, sessionAccess, user, id);

const LOCAL_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant, or a local day's start in `timeZone` (the day after's start for an inclusive end). */
export function rangeBound(text: string, timeZone: string, inclusiveEndDay: boolean): Date {
  if (LOCAL_DAY.test(text)) {
    const day = DateTime.fromISO(text, { zone: timeZone });
    if (!day.isValid) throw badRequest(SESSION_ERR.RANGE_INVALID, 'RANGE_INVALID');
    return (inclusiveEndDay ? day.plus({ days: 1 }) : day).toJSDate();
  }
  const at = DateTime.fromISO(text, { setZone: true });
  if (!at.isValid) throw badRequest(SESSION_ERR.RANGE_INVALID, 'RANGE_INVALID');
  return at.toJSDate();
}

/**
 * startDate / endDate of a list: instants, or local days in `timeZone` (endDate's day included);
 * either left out takes its default. An end before the start is a 400.
 */
export function readRange(q: TDateRangeQuery, timeZone: string, defaults: Range): Range {
  const from = q.startDate ? rangeBound(q.startDate, timeZone, false) : defaults.from;
  const to = q.endDate ? rangeBound(q.endDate, timeZone, true) : defaults.to;
  if (to.getTime() <= from.getTime()) throw badRequest(SESSION_ERR.RANGE_ORDER, 'RANGE_ORDER');
  return { from, to };
}

/** Local day `day` in `timeZone` as [its start, the next day's start). */
export function dayRange(day: string, timeZone: string): Range {
  const start = DateTime.fromISO(day, { zone: timeZone });
  if (!start.isValid) throw badRequest(SESSION_ERR.RANGE_INVALID, 'RANGE_INVALID');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/** Publishes each session's change after the commit, with the coach's full view (the gateway strips it for the client). */
export async function publishChanged(
  ctx: AppContext,
  ids: string[],
  change: SessionChange,
  actorId: string | null,
  previous?: Map<string, TSession>,
): Promise<TSession[]> {
  const sessions = (await findSessions(ctx.db, ids)).sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt) || a.id.localeCompare(b.id));
  for (const session of sessions) {
    const before = previous?.get(session.id);
    ctx.events.publish('session.changed', { session, change, actorId, ...(before ? { previous: before } : {}) });
  }
  return sessions;
}
