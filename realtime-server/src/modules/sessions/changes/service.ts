import {
  DEFAULT_SESSION_DURATION,
  DEFAULT_SESSION_TITLE,
  ROLE,
  SESSION_ERR,
  ZOneOffSessionBody,
  type SessionChange,
  type TCancelBody,
  type TOneOffSessionBody,
  type TRescheduleBody,
  type TSession,
  type TSessionNotesBody,
  type TSessionStatus,
} from '@coach/contract';
import type { UserRow, Db } from '@coach/db';
import type { AppContext } from '../../../context.ts';
import { badRequest, conflict, notFound, type AppError } from '../../../lib/errors.ts';
import { requireAccess } from '../../../lib/access.ts';
import { coachSessionChangeAccess, partySessionChangeAccess, publishChanged, sessionNotFound } from '../access.ts';
import { cancelNoticeHours, coachingLink, insertSession, isLiveUser, updateSession, type LockedSession } from './queries.ts';
import { findSession, forViewer, isOverlapError } from '../queries.ts';
import { freeSlots } from '../slots/service.ts';
import { refuseMove, type SessionMove } from '../status.ts';

const MINUTE_MS = 60_000;
const overlap = () => conflict(SESSION_ERR.OVERLAP, 'OVERLAP');
const hoursText = (h: number) => `${h} hour${h === 1 ? '' : 's'}`;

function checkMove(s: LockedSession, move: SessionMove, now: Date): void {
  const refusal = refuseMove(s.status, move, s.scheduledAt, now);
  if (refusal) throw conflict(refusal.message, refusal.code);
}

/** Whether `at` (for `duration` minutes) is one of the coach's free slots (the client's own changes must be). */
async function isFreeSlot(
  ctx: AppContext,
  db: Db,
  coachId: string,
  at: Date,
  duration: number,
  ignoreSessionId?: string,
): Promise<boolean> {
  // Read through the caller's transaction: the embedded database has one connection.
  const slots = await freeSlots(ctx, coachId, { from: at, to: new Date(at.getTime() + duration * MINUTE_MS) }, duration, {
    applyNotice: true,
    db,
    ...(ignoreSessionId ? { ignoreSessionId } : {}),
  });
  return slots.some((s) => new Date(s.scheduledAt).getTime() === at.getTime());
}

/**
 * Runs `change` on the locked session inside a transaction, then publishes it. Anyone who is not
 * a party of the session (or, with `coachOnly`, not its coach) gets the same 404 as for a session
 * that does not exist. A database overlap answers `onOverlap`.
 */
async function changeSession(
  ctx: AppContext,
  user: UserRow,
  id: string,
  kind: SessionChange,
  opts: { coachOnly: boolean; onOverlap?: () => AppError },
  change: (s: LockedSession, trx: Db) => Promise<void>,
): Promise<TSession> {
  let previous: TSession | undefined;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const s = await requireAccess(trx, opts.coachOnly ? coachSessionChangeAccess : partySessionChangeAccess, user, id, {
        forUpdate: true,
      });
      previous = await findSession(trx, id);
      await change(s, trx);
    });
  } catch (err) {
    if (opts.onOverlap && isOverlapError(err)) throw opts.onOverlap();
    throw err;
  }
  const [session] = await publishChanged(
    ctx,
    [id],
    kind,
    user.id,
    previous && (kind === 'rescheduled' || kind === 'cancelled') ? new Map([[id, previous]]) : undefined,
  );
  if (!session) throw sessionNotFound();
  return forViewer(session, user.id);
}

/** PUT /api/sessions/{id}/status: the coach moves the session (cancelling needs the cancel call and its reason). */
export function setStatus(ctx: AppContext, user: UserRow, id: string, status: TSessionStatus): Promise<TSession> {
  return changeSession(ctx, user, id, 'status', { coachOnly: true }, async (s, trx) => {
    if (status === 'CANCELLED') throw badRequest(SESSION_ERR.REASON_REQUIRED, 'REASON_REQUIRED');
    const now = ctx.clock.now();
    if (status === 'SCHEDULED') throw conflict(SESSION_ERR.BAD_MOVE(s.status, 'scheduled'), 'BAD_MOVE');
    checkMove(s, status, now);
    // A requested session confirmed: calendars holding it as tentative replace it (a new SEQUENCE).
    const confirmed = s.status === 'SCHEDULED' && status === 'CONFIRMED';
    await updateSession(
      trx,
      s.id,
      {
        status,
        updatedAt: now,
        ...(status === 'IN_PROGRESS' ? { startedAt: now } : {}),
        ...(status === 'COMPLETED' ? { completedAt: now } : {}),
      },
      confirmed,
    );
  });
}

/**
 * PUT /api/sessions/{id}/reschedule: the coach to any free future time; the client their own
 * session, up to the coach's cancel notice before it, to one of the coach's free slots.
 */
export function reschedule(ctx: AppContext, user: UserRow, id: string, body: TRescheduleBody): Promise<TSession> {
  let byClient = false;
  return changeSession(
    ctx,
    user,
    id,
    'rescheduled',
    { coachOnly: false, onOverlap: () => (byClient ? conflict(SESSION_ERR.SLOT_TAKEN, 'SLOT_TAKEN') : overlap()) },
    async (s, trx) => {
      byClient = s.clientId === user.id;
      const now = ctx.clock.now();
      checkMove(s, 'RESCHEDULE', now);
      const at = new Date(body.scheduledAt);
      const duration = body.duration ?? s.duration;
      if (at.getTime() <= now.getTime()) throw badRequest(SESSION_ERR.IN_PAST, 'IN_PAST');
      if (byClient) {
        await checkClientNotice(trx, s, now);
        if (!(await isFreeSlot(ctx, trx, s.coachId, at, duration, s.id))) throw conflict(SESSION_ERR.SLOT_UNAVAILABLE, 'SLOT_UNAVAILABLE');
      }
      // session-notify resets the reminders when it sees the 'rescheduled' change. A room opened
      // and left without completing goes back to waiting for its new time.
      const reopened = s.status === 'IN_PROGRESS' ? { status: 'CONFIRMED' as const, startedAt: null } : {};
      await updateSession(
        trx,
        s.id,
        { scheduledAt: at, duration, endsAt: new Date(at.getTime() + duration * MINUTE_MS), updatedAt: now, ...reopened },
        true,
      );
    },
  );
}

async function checkClientNotice(trx: Db, s: LockedSession, now: Date): Promise<void> {
  const hours = await cancelNoticeHours(trx, s.coachId);
  if (now.getTime() > s.scheduledAt.getTime() - hours * 3_600_000)
    throw conflict(SESSION_ERR.CHANGE_TOO_LATE(hoursText(hours)), 'CHANGE_TOO_LATE');
}

/** PUT /api/sessions/{id}/cancel: the coach any live session (one left in progress too); the client their own, within the notice. */
export function cancel(ctx: AppContext, user: UserRow, id: string, body: TCancelBody): Promise<TSession> {
  return changeSession(ctx, user, id, 'cancelled', { coachOnly: false }, async (s, trx) => {
    const now = ctx.clock.now();
    checkMove(s, 'CANCELLED', now);
    if (s.clientId === user.id) await checkClientNotice(trx, s, now);
    await updateSession(
      trx,
      s.id,
      { status: 'CANCELLED', cancelReason: body.reason.trim(), cancelledBy: user.id, cancelledAt: now, updatedAt: now },
      true,
    );
  });
}

/** PUT /api/sessions/{id}/notes: the session's coach only, at any status; a field left out stays as it is. The session goals too. */
export function saveNotes(ctx: AppContext, user: UserRow, id: string, body: TSessionNotesBody): Promise<TSession> {
  return changeSession(ctx, user, id, 'notes', { coachOnly: true }, async (s, trx) => {
    await updateSession(trx, s.id, {
      ...(body.coachNotes !== undefined ? { coachNotes: body.coachNotes } : {}),
      ...(body.sharedNotes !== undefined ? { sharedNotes: body.sharedNotes } : {}),
      ...(body.sessionGoals !== undefined ? { sessionGoals: body.sessionGoals?.trim() || null } : {}),
      updatedAt: ctx.clock.now(),
    });
  });
}

/**
 * POST /api/sessions/one-off: a coach books a session with one of their clients (confirmed at
 * once), or a client asks their coach for one of the coach's free slots (scheduled: the coach
 * confirms). Someone who is neither gets a 404; an overlap with a live session a 409.
 */
export async function createOneOff(ctx: AppContext, user: UserRow, input: TOneOffSessionBody): Promise<TSession> {
  const body = ZOneOffSessionBody.parse(input);
  const asCoach = user.primaryRoleId === ROLE.COACH;
  const coachId = asCoach ? user.id : body.coachId;
  const clientId = asCoach ? body.clientId : user.id;
  if (!coachId || !clientId) throw badRequest(SESSION_ERR.REQUIRED_FIELDS, 'REQUIRED_FIELDS');
  const link = coachId === clientId ? undefined : await coachingLink(ctx.db, coachId, clientId);
  if (!link || !(await isLiveUser(ctx.db, asCoach ? clientId : coachId))) {
    throw asCoach ? notFound(SESSION_ERR.NOT_YOUR_CLIENT, 'NOT_YOUR_CLIENT') : notFound(SESSION_ERR.NO_COACH, 'NO_COACH');
  }
  const now = ctx.clock.now();
  const at = new Date(body.scheduledAt);
  const duration = body.duration ?? DEFAULT_SESSION_DURATION;
  if (at.getTime() <= now.getTime()) throw badRequest(SESSION_ERR.IN_PAST, 'IN_PAST');
  if (!asCoach && !(await isFreeSlot(ctx, ctx.db, coachId, at, duration))) throw conflict(SESSION_ERR.SLOT_UNAVAILABLE, 'SLOT_UNAVAILABLE');
  let id: string;
  try {
    id = await insertSession(ctx.db, {
      coachId,
      clientId,
      relationshipId: link.relationshipId,
      scheduledAt: at,
      duration,
      endsAt: new Date(at.getTime() + duration * MINUTE_MS),
      status: asCoach ? 'CONFIRMED' : 'SCHEDULED',
      title: body.title || DEFAULT_SESSION_TITLE,
      description: body.description || null,
      sessionType: body.sessionType,
      sessionGoals: body.sessionGoals || null,
      source: asCoach ? 'coach' : 'booking',
      createdBy: user.id,
    });
  } catch (err) {
    if (isOverlapError(err)) throw asCoach ? overlap() : conflict(SESSION_ERR.SLOT_TAKEN, 'SLOT_TAKEN');
    throw err;
  }
  const [session] = await publishChanged(ctx, [id], 'created', user.id);
  return forViewer(session!, user.id);
}
