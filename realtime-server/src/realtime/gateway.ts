import { userRoom } from '@coach/contract';
import type { AppContext } from '../context.ts';
import { toUserDto } from '../lib/users.ts';
import { findLiveUserById } from '../modules/users/queries.ts';
import { findInviteDto } from '../modules/invites/queries.ts';
import type { IoServer } from './io.ts';

/** Turns domain events into emits. The one place that knows which event goes to which room. */
export function startGateway(io: IoServer, ctx: AppContext): () => void {
  const offs = [
    ctx.events.on('user.tokensRevoked', async ({ userId, tokenVersion, reason }) => {
      // Sockets on every node that still hold a token from before the change are told, then cut off.
      const sockets = await io.in(userRoom(userId)).fetchSockets();
      for (const s of sockets) {
        if (s.data.tokenVersion < tokenVersion) {
          s.emit('auth:revoked', { reason });
          s.disconnect(true);
        }
      }
    }),
    ctx.events.on('user.updated', async ({ userId }) => {
      const user = await findLiveUserById(ctx.db, userId);
      if (user) io.to(userRoom(userId)).emit('user:updated', { user: toUserDto(user) });
    }),
    ctx.events.on('invite.changed', async ({ inviteId, coachId, deleted }) => {
      if (deleted) {
        io.to(userRoom(coachId)).emit('invite:changed', { invite: deleted, deleted: true });
        return;
      }
      const invite = await findInviteDto(ctx.db, inviteId, ctx.clock.now());
      if (invite) io.to(userRoom(coachId)).emit('invite:changed', { invite });
    }),
  ];
  ctx.events.onError((err) => ctx.log.error({ err }, 'realtime gateway failed'));
  return () => offs.forEach((off) => off());
}
