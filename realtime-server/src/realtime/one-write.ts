import type { IoServer } from './io.ts';

/**
 * What this uses of engine.io's socket and its websocket transport (engine.io 6, ws 8): the
 * packet buffer's flush, the transport's `writable` flag and the TCP socket under the websocket.
 */
interface TcpSocket {
  cork(): void;
  uncork(): void;
}
interface EngineConn {
  readyState: string;
  transport: { name: string; writable: boolean; socket?: { _socket?: TcpSocket } };
  flush(): void;
}

/**
 * Runs `emit` (synchronous emits to this node's sockets) so that each websocket of `room` gets
 * all the packets emitted to it in one write to its TCP connection instead of one per packet.
 *
 * engine.io writes a packet at once when the transport is idle and buffers the ones that follow
 * until that write's callback, then writes the buffer: two emits to a socket ('message:new', then
 * 'room:unread') cost two system calls and two reads on the other side. Here the room's idle
 * websockets are marked busy while `emit` runs, so every packet goes to the buffer, in emit
 * order; then each buffer is flushed with the TCP socket corked, which makes it one writev.
 * A socket that is busy already, closing or on another transport is left as it is.
 */
export function inOneWrite(io: IoServer, room: string, emit: () => void): void {
  const nsp = io.of('/');
  const held: { conn: EngineConn; tcp: TcpSocket }[] = [];
  for (const id of nsp.adapter.rooms.get(room) ?? []) {
    const conn = nsp.sockets.get(id)?.conn as unknown as EngineConn | undefined;
    const tcp = conn?.transport.socket?._socket;
    if (!conn || !tcp || conn.readyState !== 'open' || conn.transport.name !== 'websocket' || !conn.transport.writable) continue;
    conn.transport.writable = false;
    held.push({ conn, tcp });
  }
  try {
    emit();
  } finally {
    for (const { conn, tcp } of held) {
      conn.transport.writable = true;
      tcp.cork();
      try {
        conn.flush();
      } finally {
        tcp.uncork();
      }
    }
  }
}
