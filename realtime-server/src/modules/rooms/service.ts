import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_ROOM_AI_LEVEL, type TRoom } from '@coach/contract';
import type { Database, UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { insertRoom, roomsOfUserWithActivity } from './queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The rooms the user takes part in: a client's own room, a coach's clients' rooms (with unread
 * count and last message); none for others.
 */
export function listRooms(ctx: AppContext, user: UserRow): Promise<TRoom[]> {
  return roomsOfUserWithActivity(ctx.db, user.id);
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
