import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectRedis, type RedisClient } from '../../src/lib/redis.ts';
import { StreamPublisher } from '../../src/lib/stream-publisher.ts';

const url = inject('redisUrl');
const HOLD_MS = 1500;
const prefix = inject('redisPrefix');
const opened: StreamPublisher[] = [];
let reader: RedisClient | undefined;
const keys: { db: number; key: string }[] = [];

async function publisher(name?: string, at = url): Promise<StreamPublisher> {
  const p = new StreamPublisher(at, name ? { name } : {});
  await p.connect();
  opened.push(p);
  return p;
}
const newKey = (db = 0) => {
  const key = `${prefix}publisher-${randomUUID().slice(0, 8)}`;
  keys.push({ db, key });
  return key;
};
async function redis(): Promise<RedisClient> {
  reader ??= await connectRedis(url);
  return reader;
}
const entries = async (key: string) => ((await (await redis()).xRange(key, '-', '+')) ?? []).map((e) => ({ ...e.message }));

afterAll(async () => {
  for (const p of opened) await p.close();
  const r = await redis();
  for (const { db, key } of keys) {
    await r.select(db);
    await r.del(key);
  }
  await r.quit();
});

describe('stream publisher', () => {
  it('appends entries in the order they were issued and resolves each with its id', async () => {
    const p = await publisher();
    const key = newKey();
    const ids = await Promise.all(['1', '2', '3', 'ünïcode ✓'].map((v) => p.xAdd(key, 1000, { v, n: 'x' })));
    expect(ids.every((id) => /^\d+-\d+$/.test(id))).toBe(true);
    expect(await entries(key)).toEqual(['1', '2', '3', 'ünïcode ✓'].map((v) => ({ v, n: 'x' })));
  });

  it('writes a command to Redis before the event loop turns (node-redis waits for setImmediate)', async () => {
    const p = await publisher();
    const key = newKey();
    // A reader on another thread notes when the entry reaches Redis, while this thread stays busy.
    const worker = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const { createClient } = require(workerData.redisModule);
       (async () => {
         const c = createClient({ url: workerData.url });
         await c.connect();
         parentPort.postMessage('ready');
         const r = await c.xRead({ key: workerData.key, id: '0-0' }, { BLOCK: 5000 });
         parentPort.postMessage({ at: Date.now(), got: r ? r[0].messages.length : 0 });
         await c.quit();
       })();`,
      { eval: true, workerData: { url, key, redisModule: createRequire(import.meta.url).resolve('redis') } },
    );
    const messages: unknown[] = [];
    const got = new Promise<{ at: number; got: number }>((resolve, reject) => {
      worker.on('message', (m) => (m === 'ready' ? messages.push(m) : resolve(m)));
      worker.on('error', reject);
    });
    while (!messages.length) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100)); // the worker's XREAD is blocking by now
    const issuedAt = Date.now();
    void p.xAdd(key, 1000, { v: 'now' });
    // Hold this thread for 1.5 s without yielding: a write deferred to the next turn would wait as long.
    while (Date.now() - issuedAt < HOLD_MS);
    const seen = await got;
    await worker.terminate();
    expect(seen.got).toBe(1);
    // Well before the hold ends (the margin is for a loaded machine scheduling the worker late).
    expect(seen.at - issuedAt).toBeLessThan(HOLD_MS - 500);
  });

  it('rejects a command Redis refuses and keeps answering the ones after it', async () => {
    const p = await publisher();
    const key = newKey();
    await (await redis()).set(key, 'not a stream');
    const other = newKey();
    const [bad, good] = await Promise.allSettled([p.xAdd(key, 1000, { v: '1' }), p.xAdd(other, 1000, { v: '2' })]);
    expect(bad.status).toBe('rejected');
    expect((bad as PromiseRejectedResult).reason.message).toMatch(/WRONGTYPE/);
    expect(good.status).toBe('fulfilled');
    expect(await entries(other)).toEqual([{ v: '2' }]);
  });

  it('reconnects after its connection is killed and writes what was issued meanwhile, in order', async () => {
    const name = `pub-${randomUUID().slice(0, 8)}`;
    const p = await publisher(name);
    const key = newKey();
    await p.xAdd(key, 1000, { v: 'before' });
    const r = await redis();
    const list = await r.sendCommand<string>(['CLIENT', 'LIST']);
    const id = list
      .split('\n')
      .find((l) => l.includes(` name=${name} `))
      ?.match(/id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await r.sendCommand(['CLIENT', 'KILL', 'ID', id!]);
    // Issued while the connection is down.
    while (p.connected) await new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all([p.xAdd(key, 1000, { v: 'after-1' }), p.xAdd(key, 1000, { v: 'after-2' })]);
    expect(p.connected).toBe(true);
    expect(await entries(key)).toEqual([{ v: 'before' }, { v: 'after-1' }, { v: 'after-2' }]);
  });

  it('uses the database the URL names', async () => {
    const at = new URL(url);
    at.pathname = '/5';
    const p = await publisher(undefined, at.toString());
    const key = newKey(5);
    await p.xAdd(key, 1000, { v: 'db5' });
    const r = await redis();
    expect(await r.exists(key)).toBe(0);
    await r.select(5);
    try {
      expect(await r.xLen(key)).toBe(1);
    } finally {
      await r.select(0);
    }
  });

  it('fails to connect when Redis is not there, and refuses commands once closed', async () => {
    await expect(new StreamPublisher('redis://127.0.0.1:1').connect()).rejects.toThrow();
    const p = await publisher();
    await p.close();
    await expect(p.xAdd(newKey(), 1000, { v: 'late' })).rejects.toThrow(/closed/);
  });
});
