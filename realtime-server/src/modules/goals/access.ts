import { GOAL_ERR } from '@coach/contract';
import { defineAccess } from '../../lib/access.ts';
import { notFound, roomNotFound } from '../../lib/errors.ts';
import { findGoal, roomForMember } from './queries.ts';

/** A room whose goals you may read and set: you are one of its members. */
export const goalRoomAccess = defineAccess({
  find: (db, userId, roomId: string) => roomForMember(db, roomId, userId),
  notFound: roomNotFound,
});

/** A goal you may read and change: one of a room you are a member of (locked first for a change). */
export const goalAccess = defineAccess({
  async find(db, userId, id: string, { forUpdate }) {
    const goal = await findGoal(db, id, forUpdate);
    const room = goal ? await roomForMember(db, goal.roomId, userId) : undefined;
    return goal && room ? { goal, room } : undefined;
  },
  notFound: () => notFound(GOAL_ERR.GOAL_NOT_FOUND, 'GOAL_NOT_FOUND'),
});
