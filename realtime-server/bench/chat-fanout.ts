/**
 * `npm run bench`: chat fan-out, idle cost, the old polling design and REST throughput of the realtime server, each next to
 * a same-run limit measured on the same machine in the same run. See README "Benchmark".
 *
 * Everything runs on loopback: the servers are child processes; this process is the load
 * generator (all websocket clients and the sender), so receipt and send times share one clock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { startCpuWindow, type CpuShare } from './cpu.ts';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createClient } from 'redis';
import { io as ioClient, type Socket } from 'socket.io-client';
import { AI_COACH_USER_ID, ROLE } from '@coach/contract';
import { ADMIN_URL, appServerEnv, cannon, pass, repoRoot, signToken, sleep, step, writeResults } from './http-bench.ts';

const here = dirname(fileURLToPath(import.meta.url));

const int = (name: string, dflt: number) => {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
};
const CLIENTS = Math.max(2, Math.floor(int('BENCH_CLIENTS', 1000)));
const RATE = int('BENCH_RATE', 200);
const SECONDS = int('BENCH_SECONDS', 30);
const IDLE_SECONDS = int('BENCH_IDLE_SECONDS', 10);
const HTTP_SECONDS = int('BENCH_HTTP_SECONDS', 10);
/** The old design's baseline: every client polls its room every POLL_INTERVAL_MS, for this long, at the same message rate. */
const POLL_SECONDS = int('BENCH_POLL_SECONDS', 15);
const POLL_INTERVAL_MS = 3000;
/** Each fan-out run starts with this many seconds at the same rate, not counted: JIT, pools and prepared statements warm up. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const DRAIN_MS = 5000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const runId = `${Date.now().toString(36)}_${process.pid}`;
const DB_NAME = `coach_bench_${runId}`;
const REDIS_PREFIX = `bench:${runId}:`;

// ---------------------------------------------------------------- child processes

interface Child {
  name: string;
  proc: ChildProcess;
  port: number;
  url: string;
  output: string[];
}
/** Log lines at warn level or above from any child (the first 50), reported with the results. */
const childWarnings: { child: string; line: string }[] = [];
const children = new Set<Child>();

function startChild(name: string, script: string, port: number, env: Record<string, string>, ipc = false): Child {
  const args = ['--import', 'tsx'];
  // BENCH_PROFILE_DIR: each server process writes a V8 CPU profile there when it stops.
  if (process.env.BENCH_PROFILE_DIR) args.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`);
  // BENCH_EXTRA_IMPORT: a module each server process imports first (a sampler of GC pauses or statement times).
  if (process.env.BENCH_EXTRA_IMPORT) args.push('--import', process.env.BENCH_EXTRA_IMPORT);
  if (ipc) args.push('--import', pathToFileURL(join(here, 'request-counter.ts')).href);
  args.push(script);
  const proc = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  const child: Child = { name, proc, port, url: `http://127.0.0.1:${port}`, output: [] };
  const keep = (d: Buffer) => {
    const text = d.toString();
    child.output.push(text);
    if (child.output.length > 50) child.output.shift();
    // pino's levels: 40 warn, 50 error, 60 fatal.
    for (const line of text.split('\n')) {
      if (childWarnings.length < 50 && /"level":[4-6]0\b/.test(line)) childWarnings.push({ child: name, line: line.slice(0, 2000) });
    }
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  proc.on('exit', (code, signal) => {
    if (children.has(child)) {
      console.error(`\n${name} exited unexpectedly (${code ?? signal}). Its last output:\n${child.output.join('')}`);
      children.delete(child);
      crashed = new Error(`${name} exited unexpectedly`);
    }
  });
  children.add(child);
  return child;
}
let crashed: Error | undefined;
const checkCrash = () => {
  if (crashed) throw crashed;
};

async function stopChild(child: Child) {
  if (!children.delete(child)) return;
  const exited = new Promise((r) => child.proc.once('exit', r));
  child.proc.kill('SIGTERM');
  await Promise.race([exited, sleep(12_000).then(() => child.proc.kill('SIGKILL'))]);
}

async function waitReady(child: Child, path: string, ms = 60_000) {
  const until = Date.now() + ms;
  for (;;) {
    checkCrash();
    const status = await new Promise<number>((r) => {
      const req = http.get(`${child.url}${path}`, (res) => {
        res.resume();
        r(res.statusCode ?? 0);
      });
      req.on('error', () => r(0));
    });
    if (status > 0 && status < 500) return;
    if (Date.now() > until) throw new Error(`${child.name} did not answer ${path} within ${ms} ms:\n${child.output.join('')}`);
    await sleep(200);
  }
}

/** HTTP requests and websocket upgrades the server process has received so far (request-counter.ts). */
function countRequests(child: Child): Promise<{ requests: number; upgrades: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${child.name} did not report its request count`)), 5000);
    child.proc.once('message', (m) => {
      clearTimeout(timer);
      resolve(m as { requests: number; upgrades: number });
    });
    child.proc.send('bench:count');
  });
}

/**
 * A port for the next child server: below Linux's ephemeral range (32768+), where the load
 * generator's own outgoing connections take their local ports, and free right now.
 */
let lastPort = 20_000 + Math.floor(Math.random() * 10_000);
async function freePort(): Promise<number> {
  for (;;) {
    lastPort = lastPort >= 32_000 ? 20_000 : lastPort + 1;
    const port = lastPort;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}
const serverEnv = () => ({ ...appServerEnv(dbUrl), REDIS_URL, REDIS_PREFIX, AUTH_RATE_LIMIT_PER_IP: '1000000' });
async function startAppServer(name: string, env: Record<string, string> = {}): Promise<Child> {
  const child = startChild(name, 'realtime-server/src/main.ts', await freePort(), { ...serverEnv(), ...env }, true);
  await waitReady(child, '/api/health');
  return child;
}

// ---------------------------------------------------------------- database

const adminUrl = new URL(ADMIN_URL);
const dbUrlObj = new URL(ADMIN_URL);
dbUrlObj.pathname = `/${DB_NAME}`;
const dbUrl = dbUrlObj.toString();
let dbCreated = false;

interface Room {
  id: string;
  /** Member user indexes; [0] is the room's client and the one who sends. */
  members: number[];
}
interface World {
  userIds: string[];
  tokens: string[];
  rooms: Room[];
  /** The room of each user. */
  roomOf: number[];
}

/** Room sizes 2..20, from a fixed-seed generator so every run has the same rooms. */
function roomSizes(n: number): number[] {
  let s = 0x9e3779b9;
  const rand = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const sizes: number[] = [];
  let left = n;
  while (left > 0) {
    let size = Math.min(2 + Math.floor(rand() * 19), left);
    if (left - size === 1) size = size < 20 ? size + 1 : size - 1;
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

async function seed(db: pg.Client): Promise<World> {
  const sizes = roomSizes(CLIENTS);
  const users = await db.query<{ id: string; n: number }>(
    `insert into users (first_name, last_name, email, primary_role_id, email_verified)
     select 'Bench', 'User ' || i, 'bench-' || i || '@bench.invalid', $2, true from generate_series(0, $1 - 1) i
     returning id, substring(email from 7 for position('@' in email) - 7)::int as n`,
    [CLIENTS, ROLE.CUSTOMER],
  );
  const userIds: string[] = new Array<string>(CLIENTS);
  for (const r of users.rows) userIds[r.n] = r.id;
  const rooms: Room[] = [];
  const roomOf: number[] = new Array<number>(CLIENTS);
  let u = 0;
  for (const size of sizes) {
    const members = Array.from({ length: size }, (_, k) => u + k);
    for (const m of members) roomOf[m] = rooms.length;
    rooms.push({ id: '', members });
    u += size;
  }
  // Coaches (every member but the first) get the coach role.
  const coaches = rooms.flatMap((r) => r.members.slice(1).map((m) => userIds[m]!));
  await db.query(`update users set primary_role_id = $2 where id = any($1::uuid[])`, [coaches, ROLE.COACH]);
  const inserted = await db.query<{ id: string }>(
    `insert into rooms (name, client_id, human_coach_id, ai_coach_id, ai_interaction_level)
     select 'Bench room ' || ord, c, h, $3, 'DISABLED' from unnest($1::uuid[], $2::uuid[]) with ordinality as t(c, h, ord)
     order by ord returning id`,
    [rooms.map((r) => userIds[r.members[0]!]), rooms.map((r) => userIds[r.members[1]!]), AI_COACH_USER_ID],
  );
  inserted.rows.forEach((row, i) => (rooms[i]!.id = row.id));
  const mRoom: string[] = [];
  const mUser: string[] = [];
  const mRole: string[] = [];
  for (const r of rooms) {
    r.members.forEach((m, k) => {
      mRoom.push(r.id);
      mUser.push(userIds[m]!);
      mRole.push(k === 0 ? 'client' : 'coach');
    });
    mRoom.push(r.id);
    mUser.push(AI_COACH_USER_ID);
    mRole.push('ai_coach');
  }
  await db.query(`insert into room_members (room_id, user_id, role) select * from unnest($1::uuid[], $2::uuid[], $3::text[])`, [
    mRoom,
    mUser,
    mRole,
  ]);
  return { userIds, tokens: userIds.map(signToken), rooms, roomOf };
}

// ---------------------------------------------------------------- clients

interface Receipt {
  tag: string;
  user: number;
  at: number;
}
type Client = Socket;
const TAG_PREFIX = 'bench message ';
/** Every 'message:new' any client saw, tagged by the message's clientId. */
let onReceipt: (r: Receipt) => void = () => undefined;
let eventsSeen = 0;
let disconnects = 0;

function connect(url: string, user: number, auth: Record<string, string>): Promise<Client> {
  const socket = ioClient(url, { path: '/socket.io', transports: ['websocket'], auth, reconnection: false, forceNew: true });
  socket.onAny(() => (eventsSeen += 1));
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
        if (reason !== 'io client disconnect') disconnects += 1;
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

async function connectAll(count: number, make: (i: number) => Promise<Client>): Promise<Client[]> {
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
const closeAll = async (clients: Client[]) => {
  for (const c of clients) c.close();
  await sleep(500);
};

// ---------------------------------------------------------------- fan-out

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** Why POSTs of the current window failed (HTTP status, or the network error's code), with counts. */
let postFailures = new Map<string, number>();
const noteFailure = (why: string) => postFailures.set(why, (postFailures.get(why) ?? 0) + 1);

/** A POST's status; 0 when it failed on the network (the error's code goes to postFailures). */
function post(url: string, path: string, body: unknown, token?: string): Promise<number> {
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

interface Stats {
  messagesPlanned: number;
  messagesAccepted: number;
  postErrors: number;
  /** Why they failed: HTTP status or network error code, with counts. */
  postFailures: Record<string, number>;
  achievedRatePerS: number;
  /** Accepted POSTs per second, first send to last answer: below the offered rate = saturated. */
  acceptedRatePerS: number;
  pendingAtDeadline: number;
  lateReceipts: number;
  expectedReceipts: number;
  received: number;
  lost: number;
  duplicated: number;
  unexpected: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
  /** Per group of receivers (the cross-node run: same node as the sender vs the other node). */
  groups?: Record<string, { received: number; p50: number | null; p99: number | null; max: number | null }>;
  /** CPU time per accepted message in the measured window, by process kind (Linux /proc; null elsewhere). */
  cpuMsPerMessage: CpuShare | null;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : null;
const r2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

/**
 * Open-loop sender: message k is due at k/RATE s after the start and is sent then, whatever the
 * answers to earlier ones (no coordinated omission). Latency = receipt time - time the POST was sent.
 */
async function fanout(
  label: string,
  world: World,
  send: (room: Room, tag: string) => Promise<number>,
  groupOf?: (user: number) => string,
  seconds = SECONDS,
): Promise<Stats> {
  interface Sent {
    at: number;
    room: Room;
    ok: boolean | undefined;
    got: Set<number>;
    /** When the POST was answered, and the last receipt (for BENCH_TRACE_DIR). */
    answered?: number;
    last?: number;
  }
  const sent = new Map<string, Sent>();
  const latencies: number[] = [];
  const groupLat = new Map<string, number[]>();
  let duplicated = 0;
  let unexpected = 0;
  onReceipt = ({ tag, user, at }) => {
    const s = sent.get(tag);
    if (!s) return;
    if (user === s.room.members[0]) return; // the sender's own socket
    if (s.got.has(user)) {
      duplicated += 1;
      return;
    }
    s.got.add(user);
    s.last = Math.max(s.last ?? 0, at);
    if (s.ok === false) unexpected += 1;
    const ms = at - s.at;
    latencies.push(ms);
    if (groupOf) {
      const g = groupOf(user);
      if (!groupLat.has(g)) groupLat.set(g, []);
      groupLat.get(g)!.push(ms);
    }
  };

  const total = Math.round(RATE * seconds);
  postFailures = new Map();
  const inflight: Promise<void>[] = [];
  const cpu = startCpuWindow([...children].map((c) => c.proc.pid).filter((p): p is number => p !== undefined));
  const start = performance.now();
  let k = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      checkCrash();
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE) + 1);
      while (k < due) {
        const room = world.rooms[k % world.rooms.length]!;
        const tag = `bench-${label}-${k}`;
        const s: Sent = { at: performance.now(), room, ok: undefined, got: new Set() };
        sent.set(tag, s);
        inflight.push(
          send(room, tag).then((status) => {
            s.ok = status === 200 || status === 201;
            if (!s.ok && status !== 0) noteFailure(`HTTP ${status}`);
            s.answered = performance.now();
          }),
        );
        k += 1;
      }
      if (k >= total) done();
      else setTimeout(tick, 2);
    };
    tick();
  });
  const sendEnd = performance.now();
  const sendSeconds = (sendEnd - start) / 1000;
  // A message counts as expected unless its POST failed; one still unanswered at the deadline counts
  // too (its receivers have not got it). Lost = expected receipts missing 5 s after the last send.
  const expectedOf = (s: Sent) => (s.ok === false ? 0 : s.room.members.length - 1);
  const all = [...sent.values()];
  const deadline = sendEnd + DRAIN_MS;
  while (performance.now() < deadline) {
    if (all.every((s) => s.ok !== undefined && s.got.size >= expectedOf(s))) break;
    await sleep(50);
  }
  const expected = all.reduce((a, s) => a + expectedOf(s), 0);
  const lost = all.reduce((a, s) => a + Math.max(0, expectedOf(s) - s.got.size), 0);
  const pendingAtDeadline = all.filter((s) => s.ok === undefined).length;
  const onTime = latencies.slice();
  const groupsOnTime = new Map([...groupLat].map(([g, l]) => [g, l.slice()]));
  await Promise.all(inflight);
  // The last POST's answer (not this moment: the drain above may have waited for slow receivers).
  const lastAnswer = all.reduce((a, s) => Math.max(a, s.answered ?? 0), start);
  // The window ends when every message of it was answered and received (or the drain deadline passed).
  const accepted = all.filter((s) => s.ok).length;
  const cpuMsPerMessage = cpu?.stop(accepted) ?? null;
  onReceipt = () => undefined;
  // BENCH_TRACE_DIR: one line per message (sent at, POST answered after, last receipt after), to see where a tail comes from.
  if (process.env.BENCH_TRACE_DIR) {
    mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
    // sentEpochMs: the wall clock, to line a message up with what other tools saw at that moment.
    const epoch = Date.now() - performance.now();
    const line = (s: Sent) =>
      [s.at - start, (s.answered ?? NaN) - s.at, (s.last ?? NaN) - s.at, s.room.members.length].map((v) => r2(v)).join(',') +
      `,${Math.round(epoch + s.at)}`;
    writeFileSync(
      join(process.env.BENCH_TRACE_DIR, `${label.replace(/\W+/g, '-')}.csv`),
      ['sentMs,postMs,lastReceiptMs,roomSize,sentEpochMs', ...all.map(line)].join('\n'),
    );
  }
  onTime.sort((a, b) => a - b);
  const stats: Stats = {
    messagesPlanned: total,
    messagesAccepted: accepted,
    postErrors: total - accepted,
    postFailures: Object.fromEntries(postFailures),
    achievedRatePerS: Math.round((total / sendSeconds) * 10) / 10,
    acceptedRatePerS: Math.round((accepted / ((lastAnswer - start) / 1000)) * 10) / 10,
    pendingAtDeadline,
    expectedReceipts: expected,
    received: onTime.length,
    lateReceipts: latencies.length - onTime.length,
    lost,
    duplicated,
    unexpected,
    p50: r2(pct(onTime, 50)),
    p90: r2(pct(onTime, 90)),
    p99: r2(pct(onTime, 99)),
    max: r2(onTime.at(-1) ?? null),
    cpuMsPerMessage,
  };
  if (groupOf) {
    stats.groups = {};
    for (const [g, l] of groupsOnTime) {
      l.sort((a, b) => a - b);
      stats.groups[g] = { received: l.length, p50: r2(pct(l, 50)), p99: r2(pct(l, 99)), max: r2(l.at(-1) ?? null) };
    }
  }
  return stats;
}

/** A warm-up at the same rate (not counted), then the measured run. */
async function measured(
  label: string,
  world: World,
  send: (room: Room, tag: string) => Promise<number>,
  groupOf?: (user: number) => string,
) {
  if (WARMUP_SECONDS > 0) {
    step(`  warm-up: ${RATE}/s for ${WARMUP_SECONDS} s (not counted)`);
    await fanout(`${label}-warmup`, world, send, undefined, WARMUP_SECONDS);
  }
  return fanout(label, world, send, groupOf);
}

const failures = (s: Stats) =>
  s.postErrors
    ? ` (${Object.entries(s.postFailures)
        .map(([why, n]) => `${why}: ${n}`)
        .join(', ')})`
    : '';
const showStats = (label: string, s: Stats) =>
  step(
    `${label}: ${s.messagesAccepted}/${s.messagesPlanned} messages at ${s.achievedRatePerS}/s, ` +
      `${s.received}/${s.expectedReceipts} receipts, p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms, ` +
      `lost ${s.lost}, duplicated ${s.duplicated}, POST errors ${s.postErrors}${failures(s)}, accepted ${s.acceptedRatePerS}/s` +
      (s.cpuMsPerMessage
        ? `; CPU ms per message: servers ${s.cpuMsPerMessage.servers}, PostgreSQL ${s.cpuMsPerMessage.postgres}, ` +
          `Redis ${s.cpuMsPerMessage.redis}, load generator ${s.cpuMsPerMessage.loadGenerator}; machine busy ${s.cpuMsPerMessage.machineBusyPct}%; ` +
          `elsewhere ${s.cpuMsPerMessage.elsewhere}, at most ${s.cpuMsPerMessage.elsewherePeakPct}% of the machine in 250 ms (${outsideList(s.cpuMsPerMessage)})`
        : ''),
  );

/** The processes outside the benchmark that spent the most in a window. */
const outsideList = (c: CpuShare) =>
  c.topOutside.length ? `outside: ${c.topOutside.map((t) => `${t.name} ${t.ms} ms`).join(', ')}` : 'nothing outside';

/**
 * A share of the machine that, taken away for a moment, shows in the tail at this load: a window
 * whose busiest 250 ms slice lost more than this to other work was disturbed (an undisturbed one
 * loses about a tenth, to the kernel's own threads).
 */
const DISTURBED_PCT = 25;
const joinNotes = (...notes: (string | undefined)[]) => notes.filter(Boolean).join('; ') || undefined;
const disturbance = (c: CpuShare | null) =>
  c && c.elsewherePeakPct > DISTURBED_PCT
    ? `in this window work outside the servers under test took ${c.elsewherePeakPct}% of the machine for a moment (${outsideList(c)})`
    : undefined;

const sendToApp = (url: string, world: World) => (room: Room, tag: string) =>
  post(
    url,
    `/api/chat/rooms/${room.id}/messages`,
    { content: `${TAG_PREFIX}${tag}`, messageType: 'text', clientId: tag },
    world.tokens[room.members[0]!],
  );
/** The same message to the raw server (raw-server.ts), which emits whatever it is given to the room. */
const sendToRaw = (url: string, world: World) => (room: Room, tag: string) =>
  post(url, '/emit', {
    room: `room:${world.rooms.indexOf(room)}`,
    message: { id: randomUUID(), roomId: room.id, userId: world.userIds[room.members[0]!], content: `${TAG_PREFIX}${tag}`, clientId: tag },
  });

// ---------------------------------------------------------------- the old design: polling

/** Apart from the sender's agent: one keep-alive connection per polling client, as each browser had. */
const pollAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

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
function startPolling(url: string, world: World): () => Promise<{ polls: number; failed: number }> {
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
        for (const m of messages) if (m.content.startsWith(TAG_PREFIX)) onReceipt({ tag: m.content.slice(TAG_PREFIX.length), user, at });
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
  const eventsBefore = eventsSeen;
  await sleep(IDLE_SECONDS * 1000);
  const after = await countRequests(nodeA);
  const idle = {
    method:
      'HTTP requests and websocket upgrades counted inside the server process (http.Server emit, preloaded request-counter.ts), read over IPC before and after the idle window',
    windowS: IDLE_SECONDS,
    httpRequests: after.requests - before.requests,
    upgrades: after.upgrades - before.upgrades,
    requestsPerS: (after.requests - before.requests) / IDLE_SECONDS,
    socketEventsReceived: eventsSeen - eventsBefore,
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
  results.disconnectsDuringRun = disconnects;
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

// ---------------------------------------------------------------- report

function report(
  results: Record<string, unknown>,
  m: {
    single: Stats;
    raw: Stats;
    cross: Stats;
    rawCross: Stats;
    idle: { requestsPerS: number };
    polling: Stats & { intervalMs: number; pollRequestsPerS: number; failedPolls: number; polls: number };
    messagesRoute: { requestsPerS: number; non2xx: number };
    uncachedRoute: { requestsPerS: number; non2xx: number };
    bareRoute: { requestsPerS: number };
  },
) {
  const ms = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)} ms`);
  const rows: { line: string; ours: string; limit: string; target: string; ok: boolean; note?: string }[] = [];
  const { single: s, raw, cross, rawCross } = m;
  const big = Number.POSITIVE_INFINITY;

  // Which one explains a miss of an absolute latency target: the machine (the raw limit is already
  // near or over it) or the server (its distance to the limit).
  const explain = (ours: number | null, limit: number | null, target: number) => {
    if (ours === null || limit === null || ours <= target) return undefined;
    const gap = ours - limit;
    if (limit > target)
      return `the same-run limit (${limit.toFixed(1)} ms) already misses ${target} ms: the machine/load sets this floor; our distance to it is ${gap.toFixed(1)} ms`;
    if (gap <= 20) return `our distance to the limit (${gap.toFixed(1)} ms) is small: mostly the machine, not the server`;
    return `our distance to the limit (${gap.toFixed(1)} ms) explains the miss: server overhead`;
  };

  rows.push({
    line: 'fan-out p50, one node',
    ours: ms(s.p50),
    limit: ms(raw.p50),
    target: '<= 5 ms',
    ok: (s.p50 ?? big) <= 5,
    note: joinNotes(
      'one node: one process without Redis, as `npm start` runs it; limit column: raw Socket.IO, one process',
      explain(s.p50, raw.p50, 5),
    ),
  });
  rows.push({
    line: 'fan-out p99, one node',
    ours: ms(s.p99),
    limit: ms(raw.p99),
    target: '<= 30 ms',
    ok: (s.p99 ?? big) <= 30,
    note: joinNotes(explain(s.p99, raw.p99, 30), (s.p99 ?? big) > 30 ? disturbance(s.cpuMsPerMessage) : undefined),
  });
  rows.push({
    line: 'fan-out p99 - raw p99',
    ours: ms(s.p99 !== null && raw.p99 !== null ? s.p99 - raw.p99 : null),
    limit: '0 ms',
    target: '<= 20 ms',
    ok: s.p99 !== null && raw.p99 !== null && s.p99 - raw.p99 <= 20,
    note: s.p99 !== null && raw.p99 !== null && s.p99 - raw.p99 > 20 ? disturbance(s.cpuMsPerMessage) : undefined,
  });
  // A run's lost and duplicated messages next to its limit's: both targets are none.
  const deliveryRows = (nodes: string, ours: Stats, limit: Stats) => {
    rows.push({
      line: `lost, ${nodes}`,
      ours: String(ours.lost),
      limit: String(limit.lost),
      target: '0',
      ok: ours.lost === 0 && ours.postErrors === 0,
      note: ours.postErrors ? `${ours.postErrors} POSTs failed${failures(ours)}` : undefined,
    });
    rows.push({
      line: `duplicated, ${nodes}`,
      ours: String(ours.duplicated),
      limit: String(limit.duplicated),
      target: '0',
      ok: ours.duplicated === 0,
    });
  };
  rows.push({ line: 'fan-out max, one node', ours: ms(s.max), limit: ms(raw.max), target: '(reported)', ok: true });
  deliveryRows('one node', s, raw);
  // Server CPU per message next to a limit's, and where the rest of the machine's time went.
  const cpuRow = (line: string, ours: CpuShare | null, limit: CpuShare | null, limitName: string, limitNote?: string) => {
    const servers = (c: CpuShare | null) => (c ? `${c.servers.toFixed(2)} ms` : 'n/a');
    const rest = ours
      ? `PostgreSQL ${ours.postgres.toFixed(2)}, Redis ${ours.redis.toFixed(2)}, load generator ${ours.loadGenerator.toFixed(2)}, ` +
        `elsewhere ${ours.elsewhere.toFixed(2)} ms; machine busy ${ours.machineBusyPct}%, ` +
        `elsewhere at most ${ours.elsewherePeakPct}% in 250 ms (${limit ? `${limitName} ${limit.elsewherePeakPct}%; ` : ''}${outsideList(ours)})`
      : undefined;
    rows.push({
      line,
      ours: servers(ours),
      limit: servers(limit),
      target: '(reported)',
      ok: true,
      note: [limitNote, rest].filter(Boolean).join('; ') || undefined,
    });
  };
  cpuRow('server CPU/message, one node', s.cpuMsPerMessage, raw.cpuMsPerMessage, 'raw run');
  rows.push({
    line: 'fan-out p50, two nodes',
    ours: ms(cross.p50),
    limit: ms(rawCross.p50),
    target: '(reported)',
    ok: true,
    note: 'limit column here and below: raw Socket.IO on two nodes, same adapter and Redis',
  });
  rows.push({
    line: 'fan-out p99, two nodes',
    ours: ms(cross.p99),
    limit: ms(rawCross.p99),
    target: '(reported)',
    ok: true,
    note: `one node: ${ms(s.p99)}`,
  });
  // What a second node adds to the p99, ours and the limit's. Where the limit itself adds more than
  // the target, the machine sets that floor, and what counts is how much more ours adds.
  const diff = (a: number | null, b: number | null) => (a !== null && b !== null ? a - b : null);
  const delta = diff(cross.p99, s.p99);
  const rawDelta = diff(rawCross.p99, raw.p99);
  const beyond = diff(delta, rawDelta);
  const floor = rawDelta !== null && rawDelta > 5;
  rows.push({
    line: 'two-node p99 - one-node p99',
    ours: ms(delta),
    limit: `${ms(rawDelta)} (raw)`,
    target: '<= 5 ms',
    ok: delta !== null && (delta <= 5 || (floor && beyond !== null && beyond <= 5)),
    note:
      delta === null || delta <= 5
        ? undefined
        : floor
          ? `the same-run limit already adds ${ms(rawDelta)} with a second node (raw two-node p99 ${ms(rawCross.p99)} against raw one-node ${ms(raw.p99)}): ` +
            `the machine sets this floor; ours adds ${ms(beyond)} more than the limit does, judged against 5 ms`
          : joinNotes(`the limit adds ${ms(rawDelta)}: the ${ms(beyond)} beyond it is ours`, disturbance(cross.cpuMsPerMessage)),
  });
  // The hop alone: receivers on B (across Redis) against those on A, the sender's node, in the same window.
  const hop = (c: Stats) => diff(c.groups?.receiverOnB?.p99 ?? null, c.groups?.receiverOnA?.p99 ?? null);
  rows.push({
    line: 'p99 on B - p99 on A, two nodes',
    ours: ms(hop(cross)),
    limit: ms(hop(rawCross)),
    target: '(reported)',
    ok: true,
    note: "the hop across Redis alone: receivers on the other node against those on the sender's, same window",
  });
  cpuRow(
    'server CPU/message, two nodes',
    cross.cpuMsPerMessage,
    rawCross.cpuMsPerMessage,
    'raw two-node run',
    `one node: ${s.cpuMsPerMessage?.servers.toFixed(2) ?? 'n/a'} ms`,
  );
  rows.push({ line: 'fan-out max, two nodes', ours: ms(cross.max), limit: ms(rawCross.max), target: '(reported)', ok: true });
  deliveryRows('two nodes', cross, rawCross);
  const { polling } = m;
  rows.push({
    line: 'idle REST requests/s',
    ours: m.idle.requestsPerS.toFixed(1),
    limit: `${polling.pollRequestsPerS} (old polling)`,
    target: '0',
    ok: m.idle.requestsPerS === 0,
    note: `limit column: the old design measured, ${CLIENTS} clients polling every ${polling.intervalMs / 1000} s (${polling.failedPolls} of ${polling.polls} polls failed)`,
  });
  rows.push({
    line: 'receipt p50 vs old polling',
    ours: ms(s.p50),
    limit: `${ms(polling.p50)} (old polling)`,
    target: '(reported)',
    ok: true,
  });
  rows.push({
    line: 'receipt p99 vs old polling',
    ours: ms(s.p99),
    limit: `${ms(polling.p99)} (old polling)`,
    target: '(reported)',
    ok: true,
    note:
      `old polling: lost ${polling.lost}, duplicated ${polling.duplicated}` +
      (polling.cpuMsPerMessage
        ? `, server CPU ${polling.cpuMsPerMessage.servers.toFixed(2)} ms per message against ${s.cpuMsPerMessage?.servers.toFixed(2) ?? 'n/a'} ms pushed`
        : ''),
  });
  // An autocannon figure as a share of the bare route's, with its non-2xx answers.
  const httpRow = (line: string, r: { requestsPerS: number; non2xx: number }, target: string, minRatio: number, how: string) => {
    const ratio = r.requestsPerS / m.bareRoute.requestsPerS;
    rows.push({
      line,
      ours: String(r.requestsPerS),
      limit: `${m.bareRoute.requestsPerS} (bare Fastify)`,
      target,
      ok: ratio >= minRatio && r.non2xx === 0,
      note: `${(ratio * 100).toFixed(1)}% of bare; ${how}${r.non2xx ? `; ${r.non2xx} non-2xx` : ''}`,
    });
  };
  httpRow('GET messages req/s', m.messagesRoute, '>= 25% of bare', 0.25, 'served from the read cache');
  httpRow('GET messages, cache off', m.uncachedRoute, '(reported)', 0, 'one prepared statement per request');

  for (const [name, st] of [
    ['one node', s],
    ['two nodes', cross],
    ['raw Socket.IO', raw],
    ['raw Socket.IO, two nodes', rawCross],
  ] as const) {
    if (st.acceptedRatePerS < RATE * 0.95 || st.pendingAtDeadline > 0) {
      rows.push({
        line: `saturation, ${name}`,
        ours: `${st.acceptedRatePerS}/s`,
        limit: `${RATE}/s offered`,
        target: 'keeps up',
        ok: false,
        note: `accepted below the offered rate: latencies above measure queueing, not fan-out (${st.pendingAtDeadline} POSTs unanswered at the deadline, ${st.lateReceipts} late receipts)`,
      });
    }
  }
  const w = [30, 14, 28, 16];
  const line = (a: string, b: string, c: string, d: string, e: string) =>
    `${a.padEnd(w[0]!)} ${b.padStart(w[1]!)}  ${c.padEnd(w[2]!)} ${d.padEnd(w[3]!)} ${e}`;
  console.log('\n' + line('', 'ours', 'same-run limit', 'target', 'result'));
  console.log('-'.repeat(100));
  for (const r of rows)
    console.log(line(r.line, r.ours, r.limit, r.target, pass(r.ok)) + (r.note ? `\n${' '.repeat(w[0]! + 2)}↳ ${r.note}` : ''));
  console.log(
    `\nLoad generator: this process holds all ${CLIENTS} sockets and the sender on the same ${results.machine && (results.machine as { cpus: number }).cpus} cores as the servers;` +
      ` the raw Socket.IO run pays the same client-side cost, so "ours - raw" is the server's own share.` +
      ` A system call takes ${(results.machine as { systemCallNs: number }).systemCallNs} ns here (getppid from Node).`,
  );
  results.table = rows.map((r) => ({ ...r, ok: r.ok }));
}

// ---------------------------------------------------------------- cleanup

async function cleanup() {
  for (const c of [...children]) await stopChild(c).catch(() => undefined);
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
  crashed = new Error('interrupted');
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
