/**
 * `npm run bench`: chat fan-out, idle cost, the old polling design and REST throughput of the realtime server, each next to
 * a same-run limit measured on the same machine in the same run. See README "Benchmark".
 *
 * Everything runs on loopback: the servers are child processes; this process is the load
 * generator (all websocket clients and the sender), so receipt and send times share one clock.
 * The parts: chat-settings.ts (BENCH_* settings), chat-children.ts (the server processes),
 * chat-world.ts (users and rooms), chat-clients.ts (sockets and the sender), chat-window.ts (one
 * measured window), chat-polling.ts (the old design) and chat-report.ts (the results table).
 */
import pg from 'pg';
import { createClient } from 'redis';
import { cannon, sleep, step, writeResults } from './http-bench.ts';
import {
  adminUrl,
  CLIENTS,
  DB_NAME,
  dbUrl,
  HTTP_SECONDS,
  IDLE_SECONDS,
  POLL_INTERVAL_MS,
  POLL_SECONDS,
  RATE,
  REDIS_PREFIX,
  REDIS_URL,
  SECONDS,
  WARMUP_SECONDS,
} from './chat-settings.ts';
import {
  type Child,
  childWarnings,
  countRequests,
  freePort,
  markCrashed,
  startAppServer,
  startChild,
  stopAllChildren,
  stopChild,
  waitReady,
} from './chat-children.ts';
import { seed } from './chat-world.ts';
import { agent, closeAll, connect, connectAll, sendToApp, sendToRaw, socketCounts } from './chat-clients.ts';
import { fanout, measured } from './chat-window.ts';
import { pollAgent, startPolling } from './chat-polling.ts';
import { report, showStats } from './chat-report.ts';

let dbCreated = false;

// ---------------------------------------------------------------- throughput

/**
 * What one system call costs here (`process.ppid` calls getppid each time; median of five rounds).
 * Virtual machines differ by ten times in this, and every socket write, wake-up and database round
 * trip pays it: the same code gives different tails on machines that differ in it.
 */
function systemCallNs(): number {
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const n = 50_000;
    const t = process.hrtime.bigint();
    for (let i = 0; i < n; i++) void process.ppid;
    rounds.push(Number(process.hrtime.bigint() - t) / n);
  }
  return Math.round(rounds.sort((a, b) => a - b)[2]!);
}

// ---------------------------------------------------------------- main

async function main() {
  const results: Record<string, unknown> = {
    startedAt: new Date().toISOString(),
    settings: {
      clients: CLIENTS,
      ratePerS: RATE,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      idleSeconds: IDLE_SECONDS,
      httpSeconds: HTTP_SECONDS,
      pollSeconds: POLL_SECONDS,
      pollIntervalMs: POLL_INTERVAL_MS,
    },
    machine: {
      cpus: (await import('node:os')).cpus().length,
      node: process.version,
      loadavg: (await import('node:os')).loadavg(),
      systemCallNs: systemCallNs(),
    },
  };
  step(`database ${DB_NAME}, Redis prefix ${REDIS_PREFIX}; ${CLIENTS} clients, ${RATE} messages/s for ${SECONDS} s`);
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${DB_NAME}`);
  dbCreated = true;
  await admin.end();

  // Node A migrates the new database; seeding follows. One node is one process on its own, as
  // `npm start` runs it: no Redis (nothing to fan out to), like the raw Socket.IO limit beside it.
  step('starting server A (one process, no Redis)');
  let nodeA = await startAppServer('server A', { REDIS_URL: '' });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const world = await seed(db);
  await db.end();
  const sizes = world.rooms.map((r) => r.members.length);
  const receiversPerMessage = sizes.reduce((a, s) => a + s - 1, 0) / sizes.length;
  step(
    `seeded ${CLIENTS} users in ${world.rooms.length} rooms of ${Math.min(...sizes)}-${Math.max(...sizes)} members (${receiversPerMessage.toFixed(1)} receivers per message on average)`,
  );
  results.rooms = { count: world.rooms.length, minMembers: Math.min(...sizes), maxMembers: Math.max(...sizes), receiversPerMessage };
  /** The raw servers' handshake: the client's room by name, no auth. */
  const rawRoom = (i: number) => ({ room: `room:${world.roomOf[i]}` });

  // 1 + 3: single node, idle window first, then the fan-out load.
  step(`connecting ${CLIENTS} sockets to server A`);
  let clients = await connectAll(CLIENTS, (i) => connect(nodeA.url, i, { token: world.tokens[i]! }));
  step(`idle: ${CLIENTS} sockets connected, nothing sent, for ${IDLE_SECONDS} s`);
  await sleep(1000);
  const before = await countRequests(nodeA);
  const eventsBefore = socketCounts.events;
  await sleep(IDLE_SECONDS * 1000);
  const after = await countRequests(nodeA);
  const idle = {
    method:
      'HTTP requests and websocket upgrades counted inside the server process (http.Server emit, preloaded request-counter.ts), read over IPC before and after the idle window',
    windowS: IDLE_SECONDS,
    httpRequests: after.requests - before.requests,
    upgrades: after.upgrades - before.upgrades,
    requestsPerS: (after.requests - before.requests) / IDLE_SECONDS,
    socketEventsReceived: socketCounts.events - eventsBefore,
    engineIoPingsPerSModelled: Math.round((CLIENTS / 20) * 10) / 10,
  };
  results.idle = idle;
  step(`idle: ${idle.httpRequests} HTTP requests, ${idle.upgrades} upgrades in ${IDLE_SECONDS} s`);

  step(`fan-out, one node: ${RATE}/s for ${SECONDS} s`);
  const countBefore = await countRequests(nodeA);
  const single = await measured('single', world, sendToApp(nodeA.url, world));
  const countAfter = await countRequests(nodeA);
  showStats('one node', single);
  results.singleNode = { ...single, serverHttpRequests: countAfter.requests - countBefore.requests };
  await closeAll(clients);

  // The baseline we replace: the same clients polling every 3 s, no sockets, at the same message rate.
  step(`the old design: ${CLIENTS} clients polling every ${POLL_INTERVAL_MS / 1000} s, ${RATE} messages/s for ${POLL_SECONDS} s`);
  const stopPolling = startPolling(nodeA.url, world);
  await sleep(POLL_INTERVAL_MS); // every client has made its first poll
  const pollCountBefore = await countRequests(nodeA);
  const pollStart = performance.now();
  // A poll returns a message 0-3 s after it was sent: the 5 s drain covers it.
  const polled = await fanout('polling', world, sendToApp(nodeA.url, world), undefined, POLL_SECONDS);
  const pollSeconds = (performance.now() - pollStart) / 1000;
  const pollCountAfter = await countRequests(nodeA);
  const pollRun = await stopPolling();
  // Close the pollers' 1000 keep-alive connections now: left open, the server would time them out
  // all at once during a later window.
  pollAgent.destroy();
  const polling = {
    ...polled,
    intervalMs: POLL_INTERVAL_MS,
    polls: pollRun.polls,
    failedPolls: pollRun.failed,
    /** Requests the server received in the window that were not the sender's POSTs. */
    pollRequestsPerS: Math.round(((pollCountAfter.requests - pollCountBefore.requests - polled.messagesPlanned) / pollSeconds) * 10) / 10,
  };
  showStats('old design, polling', polled);
  step(`  ${polling.pollRequestsPerS} poll requests/s reached the server (${pollRun.failed} of ${pollRun.polls} polls failed)`);
  results.polling = polling;

  // 2: the raw Socket.IO limit, same clients in the same rooms.
  step('starting the raw Socket.IO server (no DB, no auth)');
  const raw = startChild('raw socket.io', 'realtime-server/bench/raw-server.ts', await freePort(), {});
  await waitReady(raw, '/emit');
  clients = await connectAll(CLIENTS, (i) => connect(raw.url, i, rawRoom(i)));
  step(`fan-out, raw Socket.IO: ${RATE}/s for ${SECONDS} s`);
  const rawStats = await measured('raw', world, sendToRaw(raw.url, world));
  showStats('raw Socket.IO', rawStats);
  results.rawSocketIo = rawStats;
  await closeAll(clients);
  await stopChild(raw);

  // 4: two nodes sharing Redis; member k of each room on node k % 2, the sender (member 0) on A.
  const nodeOf = (user: number) => (world.rooms[world.roomOf[user]!]!.members.indexOf(user) % 2 === 0 ? 'A' : 'B');
  /** One two-node window: each client on its node, POSTs to A, latency by receiver node too. */
  const twoNodeWindow = async (
    label: string,
    name: string,
    a: Child,
    b: Child,
    auth: (i: number) => Record<string, string>,
    send: ReturnType<typeof sendToApp>,
  ) => {
    const conns = await connectAll(CLIENTS, (i) => connect(nodeOf(i) === 'A' ? a.url : b.url, i, auth(i)));
    step(`fan-out, ${name}: ${RATE}/s for ${SECONDS} s, POSTs to A`);
    const stats = await measured(label, world, send, (u) => `receiverOn${nodeOf(u)}`);
    showStats(name, stats);
    step(`  by receiver node: ${JSON.stringify(stats.groups)}`);
    await closeAll(conns);
    return stats;
  };
  // Two nodes: two processes sharing Redis (A and B, same database and Redis prefix), in place of
  // the single node, as the raw pair below takes the place of the raw server.
  await stopChild(nodeA);
  step('starting servers A and B sharing Redis (same database and Redis prefix)');
  nodeA = await startAppServer('server A, on Redis');
  const nodeB = await startAppServer('server B');
  const cross = await twoNodeWindow('cross', 'two nodes', nodeA, nodeB, (i) => ({ token: world.tokens[i]! }), sendToApp(nodeA.url, world));
  results.twoNodes = cross;
  await stopChild(nodeB);

  // 4b: the two-node limit: raw Socket.IO on two processes with the app's adapter and Redis, the
  // same clients on the same nodes. What two processes and Redis cost on this machine by themselves.
  step('starting two raw Socket.IO servers sharing a Redis stream (no DB, no auth)');
  const rawBus = { RAW_REDIS_URL: REDIS_URL, RAW_STREAM: `${REDIS_PREFIX}raw-socket.io` };
  const rawA = startChild('raw socket.io A', 'realtime-server/bench/raw-server.ts', await freePort(), rawBus);
  const rawB = startChild('raw socket.io B', 'realtime-server/bench/raw-server.ts', await freePort(), rawBus);
  await waitReady(rawA, '/emit');
  await waitReady(rawB, '/emit');
  const rawCross = await twoNodeWindow('raw-cross', 'raw Socket.IO, two nodes', rawA, rawB, rawRoom, sendToRaw(rawA.url, world));
  results.rawSocketIoTwoNodes = rawCross;
  await stopChild(rawA);
  await stopChild(rawB);

  // 5: REST throughput, no sockets connected.
  const reader = world.rooms[0]!.members[0]!;
  const path = `/api/chat/rooms/${world.rooms[0]!.id}/messages`;
  step(`autocannon: GET ${path} (authenticated), 50 connections, ${HTTP_SECONDS} s (+2 s warm-up)`);
  const messagesRoute = await cannon(`${nodeA.url}${path}`, { authorization: `Bearer ${world.tokens[reader]}` });
  await stopChild(nodeA);
  // The same read with the read cache off: every request runs the one-statement read.
  const nodeC = await startAppServer('server C (read cache off)', { READ_CACHE_MB: '0' });
  step(`autocannon: the same GET with the read cache off, 50 connections, ${HTTP_SECONDS} s (+2 s warm-up)`);
  const uncachedRoute = await cannon(`${nodeC.url}${path}`, { authorization: `Bearer ${world.tokens[reader]}` });
  await stopChild(nodeC);
  const bare = startChild('bare fastify', 'realtime-server/bench/bare-server.ts', await freePort(), {});
  await waitReady(bare, '/bare');
  step(`autocannon: GET /bare (bare Fastify), 50 connections, ${HTTP_SECONDS} s (+2 s warm-up)`);
  const bareRoute = await cannon(`${bare.url}/bare`);
  await stopChild(bare);
  results.http = { messagesRoute, uncachedRoute, bareRoute, ratio: messagesRoute.requestsPerS / bareRoute.requestsPerS };
  step(
    `messages route ${messagesRoute.requestsPerS} req/s (non-2xx ${messagesRoute.non2xx}), cache off ${uncachedRoute.requestsPerS} req/s (non-2xx ${uncachedRoute.non2xx}), bare ${bareRoute.requestsPerS} req/s`,
  );

  report(results, { single, raw: rawStats, cross, rawCross, idle, polling, messagesRoute, uncachedRoute, bareRoute });
  results.disconnectsDuringRun = socketCounts.disconnects;
  results.serverWarnings = childWarnings;
  if (childWarnings.length) {
    step(`the servers logged ${childWarnings.length} line(s) at warn level or above (in the JSON); the first:`);
    console.log(
      childWarnings
        .slice(0, 5)
        .map((w) => `  ${w.child}: ${w.line}`)
        .join('\n'),
    );
  }
  results.loadavgAtEnd = (await import('node:os')).loadavg();
  const file = writeResults('chat', results);
  step(`results written to ${file}`);
}

// ---------------------------------------------------------------- cleanup

async function cleanup() {
  await stopAllChildren();
  agent.destroy();
  if (dbCreated) {
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
    dbCreated = false;
  }
  const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  await redis.connect();
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${REDIS_PREFIX}*`, COUNT: 500 })) keys.push(...batch);
  if (keys.length) await redis.del(keys);
  await redis.quit();
}

let exitCode = 0;
process.on('SIGINT', () => {
  console.error('\ninterrupted: cleaning up');
  markCrashed(new Error('interrupted'));
});
try {
  await main();
} catch (err) {
  console.error(`\n\x1b[31m✖ benchmark crashed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\x1b[0m`);
  exitCode = 1;
}
try {
  await cleanup();
} catch (err) {
  console.error(`cleanup failed: ${err instanceof Error ? err.message : String(err)}`);
  exitCode = exitCode || 1;
}
process.exit(exitCode);
