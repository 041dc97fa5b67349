import type { Socket } from 'socket.io';
import { ERR, videoRoom, type ClientToServerEvents, type ServerToClientEvents, type SocketData, type TVideoAck } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { VideoSocketSession } from './live-service.ts';

export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** An ack that may be missing or not a function (a client sends what it likes). */
const ackOf = (ack: unknown) => (typeof ack === 'function' ? (ack as (r: TVideoAck) => void) : () => undefined);

function failure(ctx: AppContext, err: unknown): TVideoAck {
  if (err instanceof AppError) return { ok: false, error: err.message };
  ctx.log.warn({ err }, 'video socket: a request failed');
  return { ok: false, error: ERR.INTERNAL };
}

/**
 * The video room's socket events: 'video:enter' / 'video:leave' (follow a session's room, its
 * participants only) and 'video:caption' (a consented participant's recognised speech). The rules
 * are live-service.ts's; this only wires them to the socket and its rooms.
 */
export function attachVideoSocket(socket: AppSocket, ctx: AppContext): void {
  const session = new VideoSocketSession(ctx, socket.data);

  socket.on('video:enter', async (payload, ack) => {
    const reply = ackOf(ack);
    try {
      const sessionId = await session.enter(payload);
      await socket.join(videoRoom(sessionId));
      reply({ ok: true });
    } catch (err) {
      reply(failure(ctx, err));
    }
  });

  socket.on('video:leave', async (payload) => {
    const sessionId = session.leave(payload);
    if (sessionId) await socket.leave(videoRoom(sessionId));
  });

  socket.on('video:caption', async (payload, ack) => {
    const reply = ackOf(ack);
    try {
      await session.caption(payload);
      reply({ ok: true });
    } catch (err) {
      reply(failure(ctx, err));
    }
  });
}
