import { chatRoom, userRoom } from '@coach/contract';
import type { AppContext } from '../context.ts';
import { toUserDto } from '../lib/users.ts';
import { findLiveUserById } from '../modules/users/queries.ts';
import { findInviteDto } from '../modules/invites/queries.ts';
import { findRoomDto } from '../modules/rooms/queries.ts';
import { preview, roomMemberIds, unreadCountsOfMembers, unreadSummary } from '../modules/chat/queries.ts';
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
    ctx.events.on('message.created', async ({ message, unread }) => {
      // Emitted before anything is awaited, so the room sees messages and 'ai:thinking' in order.
      io.to(chatRoom(message.roomId)).emit('message:new', { message });
      // Every member's count, from the statement that stored the message or else one query.
      const counts = unread ?? (await unreadCountsOfMembers(ctx.db, message.roomId, message.userId));
      // Members with the same count share one emit (one adapter broadcast); each still gets only their own count.
      const byCount = new Map<number, string[]>();
      for (const { userId, unreadCount } of counts) byCount.set(unreadCount, [...(byCount.get(unreadCount) ?? []), userRoom(userId)]);
      for (const [unreadCount, rooms] of byCount) {
        io.to(rooms).emit('room:unread', {
          roomId: message.roomId,
          unreadCount,
          lastMessageAt: message.createdAt,
          lastMessagePreview: preview(message.content),
        });
      }
    }),
    ctx.events.on('message.updated', ({ message }) => {
      io.to(chatRoom(message.roomId)).emit('message:updated', { message });
    }),
    ctx.events.on('ai.thinking', ({ roomId, active }) => {
      io.to(chatRoom(roomId)).emit('ai:thinking', { roomId, active });
    }),
    ctx.events.on('room.read', async ({ roomId, userId, messageId }) => {
      io.to(userRoom(userId)).emit('room:read', { roomId, messageId });
      const summary = await unreadSummary(ctx.db, roomId, userId);
      io.to(userRoom(userId)).emit('room:unread', { roomId, ...summary });
    }),
    ctx.events.on('room.updated', async ({ roomId }) => {
      const room = await findRoomDto(ctx.db, roomId);
      if (room) io.to(chatRoom(roomId)).emit('room:updated', { room });
    }),
    ctx.events.on('room.membersChanged', async ({ roomId }) => {
      // Sockets on every node of each member join the room's channel.
      for (const userId of await roomMemberIds(ctx.db, roomId)) io.in(userRoom(userId)).socketsJoin(chatRoom(roomId));
    }),
  ];
  ctx.events.onError((err) => ctx.log.error({ err }, 'realtime gateway failed'));
  return () => offs.forEach((off) => off());
}
