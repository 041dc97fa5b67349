import { Server } from 'socket.io';
import { createLocalFirstAdapter } from './adapter.ts';
import type { FastifyInstance } from 'fastify';
import { chatRoom, userRoom, type ClientToServerEvents, type ServerToClientEvents, type SocketData, type TMessage } from '@coach/contract';
import type { AppContext } from '../context.ts';
import type { RedisClient } from '../lib/redis.ts';
import type { StreamPublisher } from '../lib/stream-publisher.ts';
import { roomIdsOfUser, type MemberUnread } from '../modules/chat/queries.ts';

/** What one stored message pushes (gateway.ts); relayed whole between nodes. */
export interface MessagePush {
  message: TMessage;
  /** Emit 'message:new' to the room; false when only the members' counts follow. */
  announce: boolean;
  /** Each other member's unread count after the message, once known. */
  unread?: MemberUnread[];
}

/** Events between the nodes of a cluster (serverSideEmit), carried in order with every broadcast. */
export interface NodeEvents {
  'message:push': (push: MessagePush) => void;
}

export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, NodeEvents, SocketData>;

/**
 * Socket.IO on Fastify's own HTTP server. The JWT is checked at the handshake; every socket
 * joins `user:<id>`. With Redis (`bus`: connections of its own, one that reads and one that
 * writes the stream) the streams adapter carries emits to sockets on every node (adapter.ts).
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext, bus?: { redis: RedisClient; publisher: StreamPublisher }): IoServer {
  const io: IoServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Same origin by default: the web app is served by this process.
    cors: undefined,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  if (bus) {
    io.adapter(
      createLocalFirstAdapter(bus.redis, bus.publisher, {
        streamName: `${ctx.config.redisPrefix}socket.io`,
        channelPrefix: `${ctx.config.redisPrefix}socket.io`,
        sessionKeyPrefix: `${ctx.config.redisPrefix}sio:session:`,
        onlyPlaintext: true,
      }),
    );
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const user = typeof token === 'string' ? await app.verifyToken(token).catch(() => null) : null;
    if (!user) return next(new Error('unauthorized'));
    socket.data = { userId: user.id, tokenVersion: user.tokenVersion, firstName: user.firstName };
    // Joined before 'connect' reaches the client, so nothing emitted after it is missed.
    const roomIds = await roomIdsOfUser(ctx.db, user.id).catch(() => null);
    if (!roomIds) return next(new Error('unavailable'));
    socket.join([userRoom(user.id), ...roomIds.map(chatRoom)]);
    next();
  });

  io.on('connection', (socket) => {
    socket.on('typing', (payload) => {
      const roomId = typeof payload?.roomId === 'string' ? payload.roomId : '';
      // socket.rooms is the membership cached at connect, plus rooms joined since (socketsJoin).
      if (!roomId || !socket.rooms.has(chatRoom(roomId))) return;
      socket.to(chatRoom(roomId)).emit('typing', { roomId, userId: socket.data.userId, firstName: socket.data.firstName });
    });
  });

  // In preClose: in onClose Fastify would wait forever on the open websockets.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      // io.close() also closes the HTTP server, which Fastify closes itself next: ignore that error.
      void io.close(() => resolve());
    });
  });
  return io;
}
