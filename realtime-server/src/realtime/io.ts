import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { userRoom, type ClientToServerEvents, type ServerToClientEvents, type SocketData } from '@coach/contract';
import type { AppContext } from '../context.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export type IoServer = Server<ClientToServerEvents, ServerToClientEvents, {}, SocketData>;

/**
 * Socket.IO on Fastify's own HTTP server. The JWT is checked at the handshake; every socket
 * joins `user:<id>`. With Redis the streams adapter carries emits to sockets on every node.
 */
export function attachRealtime(app: FastifyInstance, ctx: AppContext): IoServer {
  const io: IoServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Same origin by default: the web app is served by this process.
    cors: undefined,
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  if (ctx.redis) {
    io.adapter(
      createAdapter(ctx.redis, {
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
    socket.data = { userId: user.id, tokenVersion: user.tokenVersion };
    next();
  });

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
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
