import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { Server } from 'socket.io';
import { io as ioClient, type Socket } from 'socket.io-client';
import { connectRedis, type RedisClient } from '../../src/lib/redis.ts';
import { createLocalFirstAdapter } from '../../src/realtime/adapter.ts';
import { StreamPublisher } from '../../src/lib/stream-publisher.ts';

/** Two bare Socket.IO nodes on one Redis stream, with the adapter the app uses. */
interface Node {
  http: HttpServer;
  io: Server;
  redis: RedisClient;
  publisher: StreamPublisher;
  url: string;
}
const nodes: Node[] = [];
const sockets: Socket[] = [];
const XADD_DELAY_MS = 400;

async function startNode(streamName: string): Promise<Node> {
  const redis = await connectRedis(inject('redisUrl'));
  const publisher = new StreamPublisher(inject('redisUrl'));
  await publisher.connect();
  const http = createServer();
  const io = new Server(http, { adapter: createLocalFirstAdapter(redis, publisher, { streamName, onlyPlaintext: true }) });
  io.on('connection', (socket) => void socket.join('room'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const node = { http, io, redis, publisher, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  nodes.push(node);
  return node;
}

/** A client that has joined 'room' on `node` and records what it receives. */
async function member(node: Node): Promise<{ got: string[]; at: number[] }> {
  const socket = ioClient(node.url, { transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  const got: string[] = [];
  const at: number[] = [];
  socket.on('m', (v: string) => {
    got.push(v);
    at.push(Date.now());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  // The server joins the room on connection; a round trip through it makes sure that has happened.
  await node.io.in('room').fetchSockets();
  return { got, at };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let a: Node;
let b: Node;
beforeAll(async () => {
  const stream = `${inject('redisPrefix')}adapter-${randomUUID().slice(0, 8)}`;
  a = await startNode(stream);
  b = await startNode(stream);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  for (const n of nodes) {
    await new Promise<void>((resolve) => void n.io.close(() => resolve()));
    await n.redis.quit().catch(() => undefined);
    await n.publisher.close();
  }
});

describe('local-first streams adapter', () => {
  it("writes to this node's sockets without waiting for Redis, and to the other node's in the same order", async () => {
    const here = await member(a);
    const there = await member(b);
    // Slow every stream write of node A: the stock adapter would hold its local emits as long.
    const xAdd = a.publisher.xAdd.bind(a.publisher);
    const slow = vi
      .spyOn(a.publisher, 'xAdd')
      .mockImplementation((...args) => new Promise((r) => setTimeout(r, XADD_DELAY_MS)).then(() => xAdd(...args)));
    try {
      const sentAt = Date.now();
      for (const v of ['1', '2', '3', '4', '5']) a.io.to('room').emit('m', v);
      await until(() => here.got.length === 5);
      expect(here.got).toEqual(['1', '2', '3', '4', '5']);
      expect(here.at[4]! - sentAt).toBeLessThan(XADD_DELAY_MS / 2);
      await until(() => there.got.length === 5);
      expect(there.got).toEqual(['1', '2', '3', '4', '5']);
      expect(there.at[0]! - sentAt).toBeGreaterThanOrEqual(XADD_DELAY_MS - 20);
    } finally {
      slow.mockRestore();
    }
  });

  it('keeps a local emit on this node', async () => {
    const here = await member(a);
    const there = await member(b);
    a.io.local.to('room').emit('m', 'only-a');
    a.io.to('room').emit('m', 'both');
    await until(() => here.got.length === 2 && there.got.length === 1);
    expect(here.got).toEqual(['only-a', 'both']);
    expect(there.got).toEqual(['both']);
  });

  it('carries server-side emits in the stream, in order with the broadcasts around them', async () => {
    const there = await member(b);
    const relay = (v: string) => b.io.local.to('room').emit('m', `relayed-${v}`);
    b.io.on('relay', relay);
    // Slow node A's stream writes: an emit sent another way (pub/sub) would overtake them.
    const xAdd = a.publisher.xAdd.bind(a.publisher);
    const slow = vi
      .spyOn(a.publisher, 'xAdd')
      .mockImplementation((...args) => new Promise((r) => setTimeout(r, XADD_DELAY_MS / 4)).then(() => xAdd(...args)));
    try {
      a.io.to('room').emit('m', '1');
      a.io.serverSideEmit('relay', '2');
      a.io.to('room').emit('m', '3');
      a.io.serverSideEmit('relay', '4');
      await until(() => there.got.length === 4);
      expect(there.got).toEqual(['1', 'relayed-2', '3', 'relayed-4']);
      expect(slow).toHaveBeenCalledTimes(4);
    } finally {
      slow.mockRestore();
      b.io.off('relay', relay);
    }
  });

  it("does not parse its own stream entries (every node reads the whole stream), only the other nodes'", async () => {
    const there = await member(b);
    // Both nodes' adapters are of the stream adapter's class; its static decode parses an entry.
    const cls = a.io.of('/').adapter.constructor as unknown as { decode: (raw: unknown) => unknown };
    expect(b.io.of('/').adapter.constructor).toBe(cls);
    const decode = vi.spyOn(cls, 'decode');
    try {
      a.io.to('room').emit('m', 'parsed once');
      await until(() => there.got.includes('parsed once'));
      // Node A's own read of the entry arrives about when B's does.
      await new Promise((r) => setTimeout(r, 100));
      expect(decode).toHaveBeenCalledTimes(1);
    } finally {
      decode.mockRestore();
    }
  });
});

describe('a node closed while its adapter is still connecting', () => {
  // node-redis rejects the pending SUBSCRIBE (and any command in flight) when the adapter
  // disconnects its clients; the stock adapter left those promises unhandled, which crashes a
  // process run with --unhandled-rejections=throw (Node's default). Patched in patches/.
  it('closes cleanly, with no unhandled rejection, however soon after it started', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => void rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      for (let i = 0; i < 12; i++) {
        const redis = await connectRedis(inject('redisUrl'));
        const publisher = new StreamPublisher(inject('redisUrl'));
        await publisher.connect();
        const stream = `${inject('redisPrefix')}adapter-early-${randomUUID().slice(0, 8)}`;
        const io = new Server(createServer(), {
          adapter: createLocalFirstAdapter(redis, publisher, { streamName: stream, onlyPlaintext: true }),
        });
        // From at once to a few ms later: before, during and after the adapter's own connects.
        await new Promise((r) => setTimeout(r, i % 4));
        await new Promise<void>((resolve) => void io.close(() => resolve()));
        await publisher.close();
        await redis.quit();
      }
      // Rejections surface a few ticks after the clients are torn down.
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });
});
