import {
  DIRECTORY_ERR,
  DIRECTORY_TEXT,
  ROLE,
  specializationsForSupportAreas,
  storedFileUrlOf,
  type CoachRequestStatus,
  type TCoachRequest,
  type TCreateCoachRequestBody,
  type TDirectoryList,
  type ZDirectoryQuery,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { requireCoach } from '../../lib/roles.ts';
import { activateCoachClient } from '../invites/queries.ts';
import { listSpecializations } from '../lookups/service.ts';
import { createClientRoom } from '../rooms/service.ts';
import {
  addHumanCoachToRoom,
  decideRequest,
  findRequestRecord,
  hasHumanCoach,
  insertOpenRequest,
  isListedCoach,
  latestRequestOfClient,
  listedCoaches,
  lockClientRoom,
  lockPendingRequest,
  pendingRequestsOfCoach,
  supportAreasOf,
  type CoachRequestRecord,
  type DirectoryPlace,
} from './queries.ts';
import { receivedRequestAccess, requestNotFound, sentRequestAccess } from './access.ts';
import { withinRequestAllowance } from './request-limit.ts';

type DirectoryQuery = z.output<typeof ZDirectoryQuery>;

function requireClient(user: UserRow): void {
  if (user.primaryRoleId !== ROLE.CUSTOMER) throw new AppError('CLIENTS_ONLY', 403, DIRECTORY_ERR.CLIENTS_ONLY);
}

const notOpen = () => conflict(DIRECTORY_ERR.REQUEST_NOT_OPEN, 'COACH_REQUEST_NOT_OPEN');

const NOTES: Record<CoachRequestStatus, string> = {
  pending: DIRECTORY_TEXT.PENDING,
  accepted: DIRECTORY_TEXT.ACCEPTED,
  // The same kind text for every decline: it says nothing of the coach's clients or capacity.
  declined: DIRECTORY_TEXT.DECLINED,
  cancelled: DIRECTORY_TEXT.CANCELLED,
};

export function toRequestDto(r: CoachRequestRecord): TCoachRequest {
  return {
    id: r.id,
    status: r.status,
    message: r.message,
    note: NOTES[r.status],
    coach: { id: r.coachId, firstName: r.coachFirstName, lastName: r.coachLastName },
    client: { id: r.clientId, firstName: r.clientFirstName, lastName: r.clientLastName },
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
  };
}

const blankToUndefined = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/** The contract's cursor ("<matchCount>_<id>", checked by ZPageCursor) as the place a page ends. */
function placeOf(cursor: string): DirectoryPlace {
  const [count, id] = cursor.split('_');
  return { matchCount: Number(count), id: id! };
}

/** GET /api/coaches/directory: the coaches a client may ask, best match to their support areas first. */
export async function listDirectory(ctx: AppContext, user: UserRow, query: DirectoryQuery): Promise<TDirectoryList> {
  requireClient(user);
  const [areas, names] = await Promise.all([supportAreasOf(ctx.db, user.id), listSpecializations(ctx)]);
  const filter = {
    specialization: blankToUndefined(query.specialization),
    language: blankToUndefined(query.language),
    timeZone: blankToUndefined(query.timeZone),
  };
  const after = query.cursor ? placeOf(query.cursor) : undefined;
  // One more than the page, to tell whether another page follows.
  const rows = await listedCoaches(ctx.db, filter, specializationsForSupportAreas(areas), query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const nameOf = new Map(names.map((s) => [s.key, s.displayName]));
  return {
    nextCursor: rows.length > query.limit && last ? `${Number(last.matchCount)}_${last.id}` : null,
    coaches: page.map((r) => ({
      id: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      // Without an avatar the card shows the coach's initials.
      photoUrl: storedFileUrlOf(r.avatarKey),
      headline: r.headline,
      specializations: r.specializations.map((key) => ({ key, displayName: nameOf.get(key) ?? key })),
      languages: r.languages ?? [],
      timeZone: r.timeZone ?? '',
      hourlyRate: r.hourlyRate,
      currency: r.currency,
      matchCount: Number(r.matchCount),
    })),
  };
}

async function publishRequest(ctx: AppContext, id: string): Promise<TCoachRequest> {
  const record = await findRequestRecord(ctx.db, id);
  if (!record) throw requestNotFound();
  const request = toRequestDto(record);
  ctx.events.publish('coachRequest.changed', { request });
  return request;
}

/**
 * POST /api/coach-requests: a client without a human coach asks a listed coach. One open request
 * per client (409); a coach the directory does not list (unknown, not accepting, full) is 404;
 * sends and cancels together at most COACH_REQUEST_CHANGES_PER_HOUR_MAX an hour (429).
 */
export async function createRequest(ctx: AppContext, user: UserRow, body: TCreateCoachRequestBody): Promise<TCoachRequest> {
  requireClient(user);
  const id = await withinRequestAllowance(ctx, user.id, async () => {
    if (await hasHumanCoach(ctx.db, user.id)) throw conflict(DIRECTORY_ERR.HAS_COACH, 'HAS_COACH');
    if (!(await isListedCoach(ctx.db, body.coachId))) throw notFound(DIRECTORY_ERR.COACH_NOT_AVAILABLE, 'COACH_NOT_AVAILABLE');
    const row = await insertOpenRequest(ctx.db, {
      clientId: user.id,
      coachId: body.coachId,
      message: body.message.trim(),
      now: ctx.clock.now(),
    });
    if (!row) throw conflict(DIRECTORY_ERR.REQUEST_OPEN, 'COACH_REQUEST_OPEN');
    return row.id;
  });
  return publishRequest(ctx, id);
}

/** GET /api/coach-requests/mine: the client's open request, else their latest, else none. */
export async function myRequest(ctx: AppContext, user: UserRow): Promise<TCoachRequest | null> {
  requireClient(user);
  const record = await latestRequestOfClient(ctx.db, user.id);
  return record ? toRequestDto(record) : null;
}

/** GET /api/coaches/me/requests: the requests waiting for this coach. */
export async function pendingForCoach(ctx: AppContext, user: UserRow): Promise<TCoachRequest[]> {
  requireCoach(user);
  return (await pendingRequestsOfCoach(ctx.db, user.id)).map(toRequestDto);
}

/** POST /api/coach-requests/{id}/cancel: the client withdraws their own open request (within the same hourly allowance as sending). */
export async function cancelRequest(ctx: AppContext, user: UserRow, id: string): Promise<TCoachRequest> {
  requireClient(user);
  await requireAccess(ctx.db, sentRequestAccess, user, id);
  await withinRequestAllowance(ctx, user.id, () =>
    ctx.db.transaction().execute(async (trx) => {
      if (!(await lockPendingRequest(trx, id))) throw notOpen();
      await decideRequest(trx, id, 'cancelled', ctx.clock.now());
    }),
  );
  return publishRequest(ctx, id);
}

/** POST /api/coach-requests/{id}/decline: the addressed coach says no; the client reads a kind text. */
export async function declineRequest(ctx: AppContext, user: UserRow, id: string): Promise<TCoachRequest> {
  requireCoach(user);
  await requireAccess(ctx.db, receivedRequestAccess, user, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockPendingRequest(trx, id))) throw notOpen();
    await decideRequest(trx, id, 'declined', ctx.clock.now());
  });
  return publishRequest(ctx, id);
}

/**
 * POST /api/coach-requests/{id}/accept: the coach joins the client's room as its human coach and
 * the coaching relationship starts, as an accepted invite does (activateCoachClient, then
 * room.membersChanged so the coach's open tabs join the room's channel); room.updated tells the
 * client's chat who its human coach now is.
 */
export async function acceptRequest(ctx: AppContext, user: UserRow, id: string): Promise<TCoachRequest> {
  requireCoach(user);
  const record = await requireAccess(ctx.db, receivedRequestAccess, user, id);
  const roomId = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    if (!(await lockPendingRequest(trx, id))) throw notOpen();
    const room = await lockClientRoom(trx, record.clientId);
    if (room?.humanCoachId && room.humanCoachId !== user.id) throw conflict(DIRECTORY_ERR.HAS_COACH, 'HAS_COACH');
    let joined: string;
    if (room) {
      await addHumanCoachToRoom(trx, room.id, user.id, now);
      joined = room.id;
    } else {
      const client = { id: record.clientId, firstName: record.clientFirstName, lastName: record.clientLastName };
      joined = await createClientRoom(trx, client, user.id, now);
    }
    await activateCoachClient(trx, user.id, record.clientId, now);
    await decideRequest(trx, id, 'accepted', now);
    return joined;
  });
  ctx.events.publish('room.membersChanged', { roomId });
  ctx.events.publish('room.updated', { roomId });
  return publishRequest(ctx, id);
}
