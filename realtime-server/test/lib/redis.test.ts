import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { connectRedis, type RedisClient } from '../../src/lib/redis.ts';

/**
 * node-redis arms an AbortSignal.timeout for every command that has a timeout (5 s by default):
 * the app's commands keep it, the Socket.IO adapter's connection (thousands of stream entries a
 * second under load) must not pay a live timer and a garbage-collected signal per entry.
 */
describe('Redis connections', () => {
  const clients: RedisClient[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    await Promise.all(clients.splice(0).map((c) => c.quit().catch(() => undefined)));
  });

  const stream = `test:redis:${randomUUID()}`;
  const addEntries = async (client: RedisClient, n: number) => {
    for (let i = 0; i < n; i++) await client.xAdd(stream, '*', { i: String(i) });
  };

  it('times the app’s commands out after 5 s by default', async () => {
    const client = await connectRedis(inject('redisUrl'));
    clients.push(client);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await addEntries(client, 3);
    expect(timeout).toHaveBeenCalledTimes(3);
    expect(timeout).toHaveBeenCalledWith(5000);
  });

  it('arms no timer per command on a connection without a command timeout', async () => {
    const client = await connectRedis(inject('redisUrl'), { commandTimeoutMs: false });
    clients.push(client);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await addEntries(client, 3);
    expect(timeout).not.toHaveBeenCalled();
    expect(await client.xLen(stream)).toBeGreaterThanOrEqual(3);
    await client.del(stream);
  });

  it('keeps a chosen command timeout', async () => {
    const client = await connectRedis(inject('redisUrl'), { commandTimeoutMs: 750 });
    clients.push(client);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await client.ping();
    expect(timeout).toHaveBeenCalledWith(750);
  });
});
