import { chatRoom, userRoom } from '@coach/contract';
import type { AppContext } from '../context.ts';
import { roomParties } from '../modules/gamification/queries.ts';
import type { IoServer } from './io.ts';

/** A client's progress: goals, badges and stats, the emits that replace the old 4-second badge poll. */
export function startProgressGateway(io: IoServer, ctx: AppContext): () => void {
  const offs = [
    ctx.events.on('goal.changed', ({ change }) => {
      io.to(chatRoom(change.goal.roomId)).emit('goal:changed', change);
    }),
    ctx.events.on('goal.deleted', ({ goalId, roomId }) => {
      io.to(chatRoom(roomId)).emit('goal:deleted', { goalId, roomId });
    }),
    ctx.events.on('badge.awarded', ({ userBadge }) => {
      io.to(userRoom(userBadge.userId)).emit('badge:awarded', { userBadge });
    }),
    ctx.events.on('stats.updated', async ({ roomId, userId, stats, humanCoachId }) => {
      // The owner and the room's coach (who watches the client's progress) see the same figures.
      const coachId = humanCoachId !== undefined ? humanCoachId : (await roomParties(ctx.db, roomId))?.humanCoachId;
      const targets = [userRoom(userId), ...(coachId && coachId !== userId ? [userRoom(coachId)] : [])];
      io.to(targets).emit('stats:updated', { roomId, userId, stats });
    }),
  ];
  return () => offs.forEach((off) => off());
}
