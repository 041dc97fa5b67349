import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// `npm start` as a newcomer runs it: main.ts on an empty database with no HOST, JWT_SECRET or
// SEED_DEMO set, read through what it prints and what it leaves in DATA_DIR.
const repoRoot = resolve(import.meta.dirname, '../../..');
const PUBLISHED_BEFORE = ['demo-admin-2026', 'demo-coach-2026', 'demo-client-2026'];

let admin: pg.Client;
let databaseUrl: string;
const dbName = `coach_first_start_${process.pid}_${Date.now()}`;

beforeAll(async () => {
  const url = new URL(inject('databaseUrl'));
  url.pathname = '/postgres';
  admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
});

afterAll(async () => {
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

interface Started {
  child: ChildProcess;
  printed: string;
}

/** Starts main.ts and waits for its banner (the block that ends with the demo accounts). */
function start(env: Record<string, string>): Promise<Started> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(HOST|JWT_SECRET|SEED_DEMO|PUBLIC_URL|DATA_DIR|DATABASE_URL|REDIS_URL|PORT)$/.test(k)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'realtime-server/src/main.ts')], {
    cwd: repoRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => fail(new Error(`no banner within 60 s:\n${out}\n${err}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/running at[\s\S]*\n\n/.test(out)) {
        clearTimeout(timer);
        done({ child, printed: out });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`main.ts exited with ${code}:\n${out}\n${err}`));
    });
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/** The `role  email  password: ...` lines of the banner. */
const printedAccounts = (printed: string): Record<string, { email: string; password: string }> =>
  Object.fromEntries(
    [...printed.matchAll(/^\s+(admin|coach|client)\s+(\S+@\S+)\s+password: (\S+)$/gm)].map((m) => [
      m[1]!,
      { email: m[2]!, password: m[3]! },
    ]),
  );

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** The settings of a server started as `npm start` would, on the test database, with no Redis or SMTP. */
const serverEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: '',
  SMTP_URL: '',
  WEB_DIST: join(tmpdir(), 'no-web-build'),
  JOBS_ENABLED: 'false',
  LOG_LEVEL: 'warn',
  LOG_FORMAT: 'json',
});

describe('a first npm start', () => {
  it(
    'makes random demo passwords in DATA_DIR, prints them at every start, and listens on loopback only',
    { timeout: 150_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'coach-first-start-'));
      const port = await freePort();
      const env = serverEnv(port, dataDir);
      const first = await start(env);
      let second: Started | undefined;
      try {
        const file = join(dataDir, 'demo-accounts.json');
        expect(first.printed).toContain('Demo accounts (created now)');
        expect(first.printed).toContain(file);
        // Readable by the one who started the server only.
        expect(statSync(file).mode & 0o777).toBe(0o600);
        const kept = JSON.parse(readFileSync(file, 'utf8'));
        const printed = printedAccounts(first.printed);
        expect(printed).toEqual(kept);
        expect(Object.keys(printed).sort()).toEqual(['admin', 'client', 'coach']);

        const login = (email: string, password: string) =>
          fetch(`http://127.0.0.1:${port}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
        for (const [role, { email, password }] of Object.entries(printed)) {
          expect(password.length, role).toBeGreaterThanOrEqual(16);
          expect(PUBLISHED_BEFORE).not.toContain(password);
          expect((await login(email, password)).status, role).toBe(200);
        }
        expect((await login(printed.admin!.email, 'demo-admin-2026')).status).toBe(401);

        // Bound to 127.0.0.1, not every interface: another loopback address of this machine finds no one.
        expect(await accepts('127.0.0.1', port)).toBe(true);
        expect(await accepts('127.0.0.2', port)).toBe(false);

        // The client changes its password: the next start no longer shows the stale one.
        const token = (await (await login(printed.client!.email, printed.client!.password)).json()).data.token;
        const changed = await fetch(`http://127.0.0.1:${port}/api/auth/change-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ currentPassword: printed.client!.password, newPassword: 'my-own-password-now' }),
        });
        expect(changed.status).toBe(200);

        await stop(first.child);
        second = await start(env);
        expect(second.printed).not.toContain('(created now)');
        const { client, ...others } = kept;
        expect(printedAccounts(second.printed)).toEqual(others);
        expect(second.printed).toMatch(new RegExp(`client\\s+${client.email}\\s+password: \\(changed since: not shown\\)`));
        expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(kept);
      } finally {
        await stop(first.child);
        if (second) await stop(second.child);
      }
    },
  );

  it('replaces the passwords an earlier version published, on the next start of such an install', { timeout: 150_000 }, async () => {
    // The database of the test above, as an earlier version seeded it: published passwords, no file.
    const dataDir = mkdtempSync(join(tmpdir(), 'coach-first-start-'));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      for (const [role, password] of Object.entries({ admin: 'demo-admin-2026', coach: 'demo-coach-2026' })) {
        await db.query('update users set password_hash = $1 where email = $2', [await hash(password), `${role}@demo.coach`]);
      }
    } finally {
      await db.end();
    }
    const port = await freePort();
    const started = await start(serverEnv(port, dataDir));
    try {
      expect(started.printed).toContain('(admin, coach: the published password replaced now)');
      const kept = JSON.parse(readFileSync(join(dataDir, 'demo-accounts.json'), 'utf8'));
      const printed = printedAccounts(started.printed);
      expect(printed).toEqual({ admin: kept.admin, coach: kept.coach });
      const login = (email: string, password: string) =>
        fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      expect((await login('admin@demo.coach', 'demo-admin-2026')).status).toBe(401);
      expect((await login('coach@demo.coach', 'demo-coach-2026')).status).toBe(401);
      expect((await login('admin@demo.coach', printed.admin!.password)).status).toBe(200);
      expect((await login('coach@demo.coach', printed.coach!.password)).status).toBe(200);
    } finally {
      await stop(started.child);
    }
  });
});
