import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { io as ioClient, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@coach/contract';
import { createDb, migrateToLatest } from '@coach/db';
import { createServer, type AppServer, type ServerOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createAccessCode } from '../src/modules/access-codes/service.ts';
import { uniqueEmail } from './factories/people.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** Settings of a test server: this run's database, a Redis prefix of its own, no web build, silent logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: inject('databaseUrl'),
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: `${inject('redisPrefix')}${randomUUID().slice(0, 8)}:`,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'coach-test-')),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'no-web-build'),
    JOBS_ENABLED: 'false',
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  });
}

/**
 * A migrated database of the caller's own, for a server whose job loop runs: in the run's shared
 * database another file's `runDue` (on the real clock) could claim this server's jobs and run them
 * in its own process, where this server's sockets never hear of them. `drop` removes it.
 */
export async function privateDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = new URL(inject('databaseUrl'));
  const name = `${url.pathname.slice(1)}_own_${randomUUID().slice(0, 8)}`;
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const handle = await createDb({ databaseUrl });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return {
    url: databaseUrl,
    drop: async () => {
      url.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

export async function startTestServer(env: Record<string, string> = {}, options: ServerOptions = {}): Promise<AppServer> {
  return createServer(testConfig(env), { logger: false, ...options });
}

/**
 * The test file's server: started before the file's tests (beforeAll) and closed after them.
 * Use it inside tests and hooks; before the file's first hook has run there is none yet.
 */
export function serverForFile(env: Record<string, string> = {}, options: ServerOptions = {}): AppServer {
  let started: AppServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(env, options);
  });
  afterAll(() => started?.close());
  const get = (): AppServer => {
    if (!started) throw new Error("the test file's server is not started yet: use it inside a test or hook");
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get io() {
      return get().io;
    },
    get ctx() {
      return get().ctx;
    },
    close: () => get().close(),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Listens on a free loopback port and returns its base URL. */
export async function listen(server: AppServer): Promise<string> {
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io client; resolves once connected, rejects with the handshake error. */
export function connectSocket(baseUrl: string, token: string | undefined): Promise<TestSocket> {
  return connectSocketWith(baseUrl, token === undefined ? {} : { token });
}

/** A real socket.io client with handshake `auth` (a guest's `{ guestToken }`); as connectSocket. */
export function connectSocketWith(baseUrl: string, auth: Record<string, string>): Promise<TestSocket> {
  const socket: TestSocket = ioClient(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export interface FileSockets {
  /** The address the file's server listens on (inside tests). */
  readonly baseUrl: string;
  /** Opens a socket to the file's server, or to `url`; it is closed after the test. */
  connect(token: string | undefined, url?: string): Promise<TestSocket>;
}

/** Sockets of a test file, each closed after its test; with `server`, that server listens first (beforeAll). */
export function socketsForFile(server?: AppServer): FileSockets {
  let listening: string | undefined;
  const open: TestSocket[] = [];
  if (server) {
    beforeAll(async () => {
      listening = await listen(server);
    });
  }
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  const sockets: FileSockets = {
    get baseUrl() {
      if (!listening) throw new Error("the test file's server is not listening yet: use it inside a test or hook");
      return listening;
    },
    async connect(token, url = sockets.baseUrl) {
      const socket = await connectSocket(url, token);
      open.push(socket);
      return socket;
    },
  };
  return sockets;
}

/** Waits for one event, failing after `ms`. */
export function nextEvent<K extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: K,
  ms = 3000,
): Promise<Parameters<ServerToClientEvents[K]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} within ${ms} ms`)), ms);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (socket as any).once(event, (payload: any) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** The newest outbox email to an address (tests run without SMTP). */
export async function latestEmailTo(server: AppServer, to: string) {
  return server.ctx.db
    .selectFrom('outboundEmails')
    .selectAll()
    .where('toAddress', '=', to)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

export interface CallOptions {
  token?: string;
  payload?: unknown;
  /** The client's address; distinct ones keep tests apart under the per-IP limits. */
  ip?: string;
  headers?: Record<string, string>;
}

/** One request through `app.inject`. */
export function call(
  server: AppServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    headers: { ...(opts.token ? bearer(opts.token) : {}), ...opts.headers },
    ...(opts.payload === undefined ? {} : { payload: opts.payload as object }),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
}

let ipCounter = 0;
/** A client address no other test in this file uses. */
export const uniqueIp = () => {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** A fresh access code of this test run. */
export async function makeAccessCode(
  server: AppServer,
  opts: { maxUses?: number | null; expiresAt?: Date | null; description?: string } = {},
): Promise<string> {
  const code = `T${randomUUID().replace(/-/g, '').slice(0, 11).toUpperCase()}`;
  await createAccessCode(
    server.ctx,
    { code, maxUses: opts.maxUses ?? null, expiresAt: opts.expiresAt?.toISOString() ?? null, description: opts.description ?? null },
    null,
  );
  return code;
}

const openCodes = new WeakMap<AppServer, Promise<string>>();
/** An unlimited code: sign-ups with it pass whether or not the gate is on (it is ignored when off). */
export function openCode(server: AppServer): Promise<string> {
  let code = openCodes.get(server);
  if (!code) {
    code = makeAccessCode(server, { description: 'open code of the tests' });
    openCodes.set(server, code);
  }
  return code;
}

/**
 * Signs up through the API, as a person would; returns the response body's data and the password.
 * Sends the open access code, so that it passes whether or not another test file holds the gate on.
 */
export async function registerUser(server: AppServer, overrides: { email?: string; password?: string; firstName?: string } = {}) {
  const password = overrides.password ?? 'a-long-password-1';
  const email = overrides.email ?? uniqueEmail('signup');
  const res = await call(server, 'POST', '/api/auth/register', {
    payload: { firstName: overrides.firstName ?? 'Riley', lastName: 'Reader', email, password, accessCode: await openCode(server) },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { user: { id: string; email: string }; token: string; requiresEmailVerification: boolean };
  return { ...data, password, email };
}

/** Polls until `check` gives a truthy value; fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T> | T, ms = 3000, what = 'the condition'): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Runs due jobs until `check` passes. Test files share one database and run side by side, so a
 * server of another file may have claimed the job first: then its result shows up a moment later.
 */
export async function runJobsUntil<T>(server: AppServer, check: () => Promise<T>, ms = 5000): Promise<NonNullable<T>> {
  return waitFor(
    async () => {
      await server.ctx.jobs.runDue(50);
      return check();
    },
    ms,
    "the job's result",
  );
}

/** The verification code in the newest email to `to`. */
export async function latestCodeTo(server: AppServer, to: string): Promise<string> {
  const email = await latestEmailTo(server, to);
  const code = email ? codeFrom(email.textBody) : undefined;
  if (!code) throw new Error(`no verification code was sent to ${to}`);
  return code;
}
