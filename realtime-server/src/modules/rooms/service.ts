import { DEFAULT_ROOM_AI_LEVEL, type TRoom } from '@coach/contract';
import type { UserRow, Db } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { clientStreaks } from '../gamification/service.ts';
import { insertRoom, roomsOfUserWithActivity, sessionCountsByClient } from './queries.ts';

/**
 * The rooms the user takes part in: a client's own room, a coach's clients' rooms (with unread
 * count, last message, the client's streak and their session count); none for others.
 */
export async function listRooms(ctx: AppContext, user: UserRow): Promise<TRoom[]> {
  const rooms = await roomsOfUserWithActivity(ctx.db, user.id);
  const coached = rooms.filter((r) => r.humanCoach?.id === user.id);
  if (!coached.length) return rooms;
  const [streaks, sessions] = await Promise.all([
    clientStreaks(
      ctx,
      coached.map((r) => r.id),
    ),
    sessionCountsByClient(
      ctx.db,
      user.id,
      coached.map((r) => r.client.id),
    ),
  ]);
  return rooms.map((r) =>
    r.humanCoach?.id === user.id ? { ...r, clientStreak: streaks.get(r.id) ?? 0, sessionCount: sessions.get(r.client.id) ?? 0 } : r,
  );
}

/**
 * Inside a sign-up's transaction: the new client's room, named after them, with the AI coach at the
 * default level, and with their human coach when they came through an invite. Returns the room's id.
 */
export function createClientRoom(
  trx: Db,
  client: Pick<UserRow, 'id' | 'firstName' | 'lastName'>,
  humanCoachId: string | null,
  now: Date,
): Promise<string> {
  return insertRoom(trx, {
    name: `${client.firstName} ${client.lastName}`,
    clientId: client.id,
    humanCoachId,
    aiInteractionLevel: DEFAULT_ROOM_AI_LEVEL,
    createdAt: now,
  });
}
