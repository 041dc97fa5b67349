import { Server } from 'socket.io';
import { createLocalFirstAdapter } from './adapter.ts';
import type { FastifyInstance } from 'fastify';
import {
  chatRoom,
  ERR,
  SOCKETS_PER_USER_MAX,
  TYPING_RELAY_MIN_MS,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketData,
  type TMessage,
} from '@coach/contract';
import type { AppContext } from '../context.ts';
import { isDatabaseUnavailable } from '../lib/db-unavailable.ts';
import type { RedisClient } from '../lib/redis.ts';
import type { StreamPublisher } from '../lib/stream-publisher.ts';
import { SocketPlaces } from './socket-places.ts';
import { roomIdsOfUser } from '../modules/chat/queries.ts';
import type { MemberUnread } from '../modules/chat/send-queries.ts';
import { guestSocketData } from '../modules/video/socket-guest.ts';
import { attachVideoSocket } from '../modules/video/socket.ts';

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

/** The handshake's refusal past the cap: `message` is the code, `data.error` the text to show. */
function tooManySockets(): Error {
  return Object.assign(new Error('too_many_sockets'), { data: { code: 'TOO_MANY_SOCKETS', error: ERR.TOO_MANY_SOCKETS } });
}

/** A refusal for the database away: the client tries again later and is not signed out. */
const unavailable = () => new Error('unavailable');

/** Rejects with `unavailable` when `p` has not settled in `ms`: a stalled database does not hold the handshake. */
function withinMs<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unavailable()), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
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

  // Handshakes under way and open sockets alike hold a place, so a burst cannot pass the cap
  // before the first one joins; with Redis the places are counted across the cluster.
  const places = new SocketPlaces({ max: SOCKETS_PER_USER_MAX, redis: ctx.redis, prefix: ctx.config.redisPrefix });

  // The handshake's database reads together take at most what one query may (waiting for a
  // connection, then running): past that it answers connect_error 'unavailable' at once.
  const handshakeDbMs = ctx.config.dbAcquireTimeoutMs + ctx.config.dbStatementTimeoutMs;

  io.use(async (socket, next) => {
    const guestToken = (socket.handshake.auth as { guestToken?: unknown } | undefined)?.guestToken;
    if (typeof guestToken === 'string') {
      // A video room guest (no account): their knock's socket, joined to knock:<id> to hear the answer.
      let unreachable = false;
      const guest = await withinMs(guestSocketData(ctx, guestToken), handshakeDbMs).catch((err: unknown) => {
        unreachable = err instanceof Error && (err.message === 'unavailable' || isDatabaseUnavailable(err));
        return null;
      });
      if (!guest) return next(unreachable ? unavailable() : new Error('unauthorized'));
      socket.data = guest.data;
      socket.join(guest.rooms);
      return next();
    }
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    // The signature and dates first, and the cap, before the database: a refused handshake costs no query.
    const claims = typeof token === 'string' ? app.verifyClaims(token) : null;
    if (typeof token !== 'string' || !claims) return next(new Error('unauthorized'));
    if (!(await places.reserve(claims.sub, socket.id))) return next(tooManySockets());
    const release = () => places.release(claims.sub, socket.id);
    // A connection that ends before or after the handshake gives its place back.
    socket.conn.once('close', release);
    if (socket.conn.readyState === 'closed') release();

    const reads = async () => {
      const user = await app.verifyToken(token);
      // Joined before 'connect' reaches the client, so nothing emitted after it is missed.
      return user ? { user, roomIds: await roomIdsOfUser(ctx.db, user.id) } : null;
    };
    // A failed or too slow read (the database away) says nothing of the token: the client tries
    // again ('unavailable'), it is not signed out ('unauthorized', only for a token that is no longer good).
    const found = await withinMs(reads(), handshakeDbMs).catch((err: unknown) => {
      if (!(err instanceof Error && err.message === 'unavailable') && !isDatabaseUnavailable(err)) {
        app.log.warn({ err }, 'socket handshake: reading the account failed');
      }
      return undefined;
    });
    if (!found) {
      release();
      return next(found === undefined ? unavailable() : new Error('unauthorized'));
    }
    const { user, roomIds } = found;
    socket.data = { userId: user.id, tokenVersion: user.tokenVersion, firstName: user.firstName };
    socket.join([userRoom(user.id), ...roomIds.map(chatRoom)]);
    next();
  });

  io.on('connection', (socket) => {
    // A socket disconnected by the server (a revoked token) may leave its connection open a moment.
    socket.once('disconnect', () => places.release(socket.data.userId, socket.id));
    attachVideoSocket(socket, ctx);
    // One relayed 'typing' per room a second is enough to keep the indicator up; a flood stops here.
    const lastTyping = new Map<string, number>();
    socket.on('typing', (payload) => {
      const roomId = typeof payload?.roomId === 'string' ? payload.roomId : '';
      // socket.rooms is the membership cached at connect, plus rooms joined since (socketsJoin).
      if (!roomId || !socket.rooms.has(chatRoom(roomId))) return;
      const now = Date.now();
      if (now - (lastTyping.get(roomId) ?? -Infinity) < TYPING_RELAY_MIN_MS) return;
      lastTyping.set(roomId, now);
      socket.to(chatRoom(roomId)).emit('typing', { roomId, userId: socket.data.userId, firstName: socket.data.firstName });
    });
  });

  // In preClose: in onClose Fastify would wait forever on the open websockets.
  app.addHook('preClose', async () => {
    places.stop();
    io.local.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      // io.close() also closes the HTTP server, which Fastify closes itself next: ignore that error.
      void io.close(() => resolve());
    });
  });
  return io;
}
