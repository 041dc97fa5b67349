import { createClient } from 'redis';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RedisClient = ReturnType<typeof createClient<any, any, any, any, any>>;

export interface RedisOptions {
  /**
   * Reject a command that has no reply after this many ms (node-redis' default: 5000), or `false`
   * for none. Each timed command costs an AbortSignal.timeout: a timer that fires 5 s later even
   * when the reply came in a millisecond, and an object the garbage collector carries until then.
   * Fine for a few commands per request; not for the Socket.IO adapter's connection, which adds a
   * stream entry per emit (thousands a second under load) and whose commands need no timer: a
   * publish is fire-and-forget and fails at once when the connection drops, and its read blocks
   * for 5 s by design.
   */
  commandTimeoutMs?: number | false;
}

/** Connects to Redis; fails fast on a bad URL, then reconnects on its own after a drop. */
export async function connectRedis(url: string, options: RedisOptions = {}): Promise<RedisClient> {
  const client = createClient({
    url,
    socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
    // 0 turns node-redis' per-command timer off (it only arms one for a truthy timeout).
    ...(options.commandTimeoutMs !== undefined ? { commandOptions: { timeout: options.commandTimeoutMs || 0 } } : {}),
  });
  // Errors are reported by the health check; without a listener node-redis would crash the process.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
