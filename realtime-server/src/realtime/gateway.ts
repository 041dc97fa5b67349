import { chatRoom, userRoom } from '@coach/contract';
import type { AppContext } from '../context.ts';
import { toUserDto } from '../lib/users.ts';
import { findLiveUserById } from '../modules/users/queries.ts';
import { findInviteDto } from '../modules/invites/queries.ts';
import { authorForRecipient, findRoomDto, preview, type MessageAuthor } from '../modules/rooms/queries.ts';
import { roomMemberIds } from '../modules/chat/queries.ts';
import { unreadCountsOfMembers, unreadSummary } from '../modules/chat/read-queries.ts';
import type { IoServer, MessagePush } from './io.ts';
import { inOneWrite } from './one-write.ts';

/**
 * A stored message's emits to this node's sockets: 'message:new' to the room, 'room:unread' to
 * each other member with their own count (members with the same count share one emit).
 */
function pushToLocalSockets(io: IoServer, push: MessagePush): void {
  // A member's socket gets both events in one write (one-write.ts).
  inOneWrite(io, chatRoom(push.message.roomId), () => emitMessagePush(io, push));
}

function emitMessagePush(io: IoServer, { message, announce, unread }: MessagePush): void {
  if (announce) io.local.to(chatRoom(message.roomId)).emit('message:new', { message });
  if (!unread) return;
  // Members who read the same count and the same author share one emit (the author is the other
  // person to each of the room's two people, or the AI coach to both).
  const byView = new Map<string, { unreadCount: number; lastMessageFrom: MessageAuthor | null; rooms: string[] }>();
  for (const { userId, unreadCount, role } of unread) {
    const lastMessageFrom = authorForRecipient(message.user.isAI, role);
    const key = `${unreadCount}:${lastMessageFrom}`;
    const view = byView.get(key);
    if (view) view.rooms.push(userRoom(userId));
    else byView.set(key, { unreadCount, lastMessageFrom, rooms: [userRoom(userId)] });
  }
  const lastMessagePreview = preview(message.content);
  for (const { unreadCount, lastMessageFrom, rooms } of byView.values()) {
    io.local
      .to(rooms)
      .emit('room:unread', { roomId: message.roomId, unreadCount, lastMessageAt: message.createdAt, lastMessagePreview, lastMessageFrom });
  }
}

/**
 * Turns domain events into emits. The one place that knows which event goes to which room.
 *
 * `clustered` (other nodes share Redis): a stored message travels to the other nodes as one
 * 'message:push' (serverSideEmit), and each node makes its own sockets' emits from it, rather
 * than one stream entry per emit: a message to a room of n members is 1 entry, not n. The entry
 * goes into the same stream as every broadcast, after the ones emitted before it, so each node
 * sees the room's events in the order they happened.
 */
export function startGateway(io: IoServer, ctx: AppContext, { clustered }: { clustered: boolean }): () => void {
  const push = (p: MessagePush) => {
    // The other nodes first: they write to their sockets while this one writes to its own.
    if (clustered) io.serverSideEmit('message:push', p);
    pushToLocalSockets(io, p);
  };
  // A message stored on another node: this node's cached pages of the room go before its sockets
  // hear of it, so a member who reads after 'message:new' reads it here too.
  const fromOtherNode = (p: MessagePush) => {
    if (p.announce) ctx.readCache.dropRoom(p.message.roomId);
    pushToLocalSockets(io, p);
  };
  if (clustered) io.on('message:push', fromOtherNode);
  const offs = [
    () => void io.off('message:push', fromOtherNode),
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
      // Every member's count comes from the statement that stored the message, or else one query;
      // 'message:new' goes before anything is awaited, so the room sees messages and 'ai:thinking' in order.
      if (unread) return push({ message, announce: true, unread });
      push({ message, announce: true });
      push({ message, announce: false, unread: await unreadCountsOfMembers(ctx.db, message.roomId, message.userId) });
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
