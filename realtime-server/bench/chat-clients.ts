/** The load generator's side: the websocket clients that count receipts, and the sender's POSTs. */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { io as ioClient, type Socket } from 'socket.io-client';
import { sleep } from './http-bench.ts';
import type { Room, World } from './chat-world.ts';

export interface Receipt {
  tag: string;
  user: number;
  at: number;
}
export type Client = Socket;
export const TAG_PREFIX = 'bench message ';
/** Every 'message:new' any client saw, tagged by the message's clientId. */
let onReceipt: (r: Receipt) => void = () => undefined;
/** Where receipts go from now on: the current window's counting, or (without one) nowhere. */
export const receiveWith = (handler: (r: Receipt) => void = () => undefined) => {
  onReceipt = handler;
};
/** A receipt seen by a client (a socket's push, or a poll's answer). */
export const receive = (r: Receipt) => onReceipt(r);
/** Socket events the clients received, and their disconnects not asked for, over the whole run. */
export const socketCounts = { events: 0, disconnects: 0 };

export function connect(url: string, user: number, auth: Record<string, string>): Promise<Client> {
  const socket = ioClient(url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, forceNew: true });
  socket.onAny(() => (socketCounts.events += 1));
  // The message's tag travels in its content (the clientId is not part of the pushed message).
  socket.on('message:new', (p: { message?: { content?: string } }) => {
    const at = performance.now();
    const content = p?.message?.content;
    if (typeof content === 'string' && content.startsWith(TAG_PREFIX)) onReceipt({ tag: content.slice(TAG_PREFIX.length), user, at });
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket of user ${user} did not connect within 30 s`)), 30_000);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') socketCounts.disconnects += 1;
      });
      resolve(socket);
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      socket.close();
      reject(new Error(`socket of user ${user}: ${err.message}`));
    });
  });
}

export async function connectAll(count: number, make: (i: number) => Promise<Client>): Promise<Client[]> {
  const out: Client[] = new Array<Client>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      out[i] = await make(i);
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  return out;
}
export const closeAll = async (clients: Client[]) => {
  for (const c of clients) c.close();
  await sleep(500);
};

// ---------------------------------------------------------------- the sender

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** Why POSTs of the current window failed (HTTP status, or the network error's code), with counts. */
let postFailures = new Map<string, number>();
export /** A new count of POST failures, for a window: the failures from now on go to it. */
const countPostFailures = () => (postFailures = new Map<string, number>());
export const noteFailure = (why: string) => postFailures.set(why, (postFailures.get(why) ?? 0) + 1);

/** A POST's status; 0 when it failed on the network (the error's code goes to postFailures). */
export function post(url: string, path: string, body: unknown, token?: string): Promise<number> {
  const data = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => {
      noteFailure(`network ${err.code ?? err.message}`);
      resolve(0);
    });
    req.end(data);
  });
}

export const sendToApp = (url: string, world: World) => (room: Room, tag: string) =>
  post(
    url,
    `/api/chat/rooms/${room.id}/messages`,
    { content: `${TAG_PREFIX}${tag}`, messageType: 'text', clientId: tag },
    world.tokens[room.members[0]!],
  );
/** The same message to the raw server (raw-server.ts), which emits whatever it is given to the room. */
export const sendToRaw = (url: string, world: World) => (room: Room, tag: string) =>
  post(url, '/emit', {
    room: `room:${world.rooms.indexOf(room)}`,
    message: { id: randomUUID(), roomId: room.id, userId: world.userIds[room.members[0]!], content: `${TAG_PREFIX}${tag}`, clientId: tag },
  });
