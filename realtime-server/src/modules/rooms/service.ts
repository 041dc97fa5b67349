import type { TRoom } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { roomsOfUser } from './queries.ts';

/** The rooms the user takes part in: a client's own room, a coach's clients' rooms; none for others. */
export function listRooms(ctx: AppContext, user: UserRow): Promise<TRoom[]> {
  return roomsOfUser(ctx.db, user.id);
}
