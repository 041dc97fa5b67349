import type { Socket } from 'socket.io';
import {
  ERR,
  videoRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketData,
  type TVideoAck,
  type TVideoEnterAck,
} from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { roomCatchUp } from './join.ts';
import { VideoSocketSession } from './live/service.ts';

export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** An ack that may be missing or not a function (a client sends what it likes). */
const ackOf = <A extends TVideoAck | TVideoEnterAck = TVideoAck>(ack: unknown) =>
  typeof ack === 'function' ? (ack as (r: A) => void) : () => undefined;

function failure(ctx: AppContext, err: unknown): { ok: false; error: string } {
  if (err instanceof AppError) return { ok: false, error: err.message };
  ctx.log.warn({ err }, 'video socket: a request failed');
  return { ok: false, error: ERR.INTERNAL };
}

/**
 * The video room's socket events: 'video:enter' / 'video:leave' (follow a session's room, its
 * participants only) and 'video:caption' (a consented participant's recognised speech). The rules
 * are live/service.ts's; this only wires them to the socket and its rooms.
 */
export function attachVideoSocket(socket: AppSocket, ctx: AppContext): void {
  const session = new VideoSocketSession(ctx, socket.data);

  socket.on('video:enter', async (payload, ack) => {
    const reply = ackOf<TVideoEnterAck>(ack);
    try {
      const p = await session.enter(payload);
      // In the room first, then read it: nothing pushed in between is missed (a line may come twice; ids tell).
      await socket.join(videoRoom(p.session.id));
      reply({ ok: true, catchUp: await roomCatchUp(ctx, p) });
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
