/** The old design the pushes replace, run for real: every client polling its room. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { sleep } from './http-bench.ts';
import { POLL_INTERVAL_MS } from './chat-settings.ts';
import { receive, TAG_PREFIX } from './chat-clients.ts';
import type { World } from './chat-world.ts';

/** Apart from the sender's agent: one keep-alive connection per polling client, as each browser had. */
export const pollAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function getJson(url: string, token: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: pollAgent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let body: unknown = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          // counted as a failed poll below
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: null }));
  });
}

/**
 * The spec's old design, run for real: every client asks `GET .../messages/since` for its room every
 * 3 s (each at its own phase), passing the newest message it holds, and a message counts as received
 * when a poll returns it. Returns a stop function that resolves with the polls made and failed.
 */
export function startPolling(url: string, world: World): () => Promise<{ polls: number; failed: number }> {
  let running = true;
  let polls = 0;
  let failed = 0;
  const startedAt = new Date(Date.now() - 1000).toISOString();
  const loops = world.userIds.map(async (_, user) => {
    const room = world.rooms[world.roomOf[user]!]!;
    let since = startedAt;
    await sleep(Math.random() * POLL_INTERVAL_MS);
    while (running) {
      const due = performance.now() + POLL_INTERVAL_MS;
      const { status, body } = await getJson(
        `${url}/api/chat/rooms/${room.id}/messages/since?since=${encodeURIComponent(since)}`,
        world.tokens[user]!,
      );
      const at = performance.now();
      polls += 1;
      const messages = (body as { data?: { id: string; content: string }[] } | null)?.data;
      if (status !== 200 || !Array.isArray(messages)) failed += 1;
      else {
        for (const m of messages) if (m.content.startsWith(TAG_PREFIX)) receive({ tag: m.content.slice(TAG_PREFIX.length), user, at });
        if (messages.length) since = messages.at(-1)!.id;
      }
      await sleep(Math.max(0, due - performance.now()));
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    return { polls, failed };
  };
}
