import { createClient } from 'redis';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RedisClient = ReturnType<typeof createClient<any, any, any, any, any>>;

/** Connects to Redis; fails fast on a bad URL, then reconnects on its own after a drop. */
export async function connectRedis(url: string): Promise<RedisClient> {
  const client = createClient({
    url,
    socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
  });
  // Errors are reported by the health check; without a listener node-redis would crash the process.
  client.on('error', () => undefined);
  await client.connect();
  return client;
}
