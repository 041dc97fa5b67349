import type { Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents, SocketData } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import type { IoServer } from '../../realtime/io.ts';

export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * The video room's socket events: 'video:enter' / 'video:leave' (follow a session's room, its
 * participants only) and 'video:caption' (a consented participant's recognised speech).
 * (Filled in by the transcript work of issue 24.)
 */
export function attachVideoSocket(_io: IoServer, _socket: AppSocket, _ctx: AppContext): void {}
