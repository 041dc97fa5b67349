import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'coach-config-'));
const SECRET = 'a-jwt-secret-that-is-long-enough-0123456789';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted the settings');
}

describe('loadConfig', () => {
  it('gives every setting its embedded default', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET });
    expect(c).toMatchObject({
      port: 3000,
      // Only this machine reaches a first `npm start` (its demo accounts among them).
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: dir,
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'coach:',
      smtpUrl: undefined,
      jwtSecret: SECRET,
      jwtExpiresIn: '7d',
      logLevel: 'info',
      logFormat: 'auto',
      trustProxy: false,
      authRateLimitPerIp: 50,
      authLoginLimitPerAccount: 10,
      // Served to this machine only: the server listens on loopback and trusts no proxy.
      devRoutes: 'loopback',
      jobsEnabled: true,
      seedDemo: true,
    });
  });

  it('reads the values it is given', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      JWT_SECRET: SECRET,
      PORT: '8080',
      PUBLIC_URL: 'https://coach.example.com/',
      DATABASE_URL: 'postgres://u@db.example.com:5432/coach',
      REDIS_URL: 'redis://cache.example.com:6379',
      TRUST_PROXY: 'yes',
      JOBS_ENABLED: '0',
      AUTH_RATE_LIMIT_PER_IP: '7',
      LOG_FORMAT: 'json',
    });
    expect(c).toMatchObject({
      port: 8080,
      publicUrl: 'https://coach.example.com',
      databaseUrl: 'postgres://u@db.example.com:5432/coach',
      redisUrl: 'redis://cache.example.com:6379',
      // `yes` is one hop, never "trust everyone".
      trustProxy: { hops: 1 },
      // Behind a proxy the development routes are not served at all.
      devRoutes: 'closed',
      jobsEnabled: false,
      authRateLimitPerIp: 7,
      logFormat: 'json',
    });
  });

  it('reads TRUST_PROXY as hops or proxy addresses, and closes the development routes behind a proxy', () => {
    const read = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: SECRET, ...env });
    expect(read({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(read({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(read({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(read({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.1', '192.168.0.0/16', 'loopback'],
    });
    expect(read({ TRUST_PROXY: '1' }).devRoutes).toBe('closed');
    expect(read({ TRUST_PROXY: 'loopback' }).devRoutes).toBe('closed');
    expect(read({ HOST: '0.0.0.0' }).devRoutes).toBe('closed');
    expect(read({ HOST: '::' }).devRoutes).toBe('closed');
    expect(read({ HOST: 'localhost' }).devRoutes).toBe('loopback');
    expect(read({ HOST: '::1' }).devRoutes).toBe('loopback');
    expect(read({ HOST: '0.0.0.0', DEV_ROUTES_PUBLIC: 'true' }).devRoutes).toBe('public');
    // The older name still opens them.
    expect(read({ TRUST_PROXY: 'true', DEV_MAILBOX_PUBLIC: 'true' }).devRoutes).toBe('public');
    for (const bad of ['*', '10.0.0.300', '10.0.0.0/33', 'fe80::/129', 'everyone', '11']) {
      expect(configError({ DATA_DIR: dataDir(), JWT_SECRET: SECRET, TRUST_PROXY: bad }).message, bad).toContain('TRUST_PROXY');
    }
  });

  it('builds PUBLIC_URL from PORT when it is unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: SECRET, PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('treats blank values as unset', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      JWT_SECRET: SECRET,
      PORT: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      LOG_LEVEL: '',
      JOBS_ENABLED: '',
    });
    expect(c).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      jobsEnabled: true,
    });
  });

  it('refuses a bad value with a ConfigError naming the setting', () => {
    for (const [name, value] of [
      ['PORT', 'eighty'],
      ['PORT', '70000'],
      ['DATABASE_URL', 'not a url'],
      ['JWT_SECRET', 'short'],
      ['JWT_EXPIRES_IN', 'forever'],
      ['TRUST_PROXY', 'maybe'],
      ['AUTH_RATE_LIMIT_PER_IP', '0'],
      ['LOG_LEVEL', 'loud'],
      ['LOG_FORMAT', 'yaml'],
    ] as const) {
      const err = configError({ DATA_DIR: dataDir(), JWT_SECRET: SECRET, [name]: value });
      expect(err.message, `${name}=${value}`).toContain(name);
      expect(err.message).toMatch(/^Invalid settings:/);
    }
  });

  it('generates the JWT secret once, keeps it in DATA_DIR and reuses it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(first.jwtSecret);
    // An explicit secret wins over the kept one.
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const dir = join(dataDir(), 'nested', 'data');
    const c = loadConfig({ DATA_DIR: dir });
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(c.jwtSecret);
  });

  it('takes LiveKit settings together, or none of them', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: SECRET }).livekit).toBeUndefined();
    const c = loadConfig({
      DATA_DIR: dataDir(),
      JWT_SECRET: SECRET,
      LIVEKIT_URL: 'wss://video.example/',
      LIVEKIT_API_KEY: 'k',
      LIVEKIT_API_SECRET: 's',
    });
    expect(c.livekit).toEqual({ url: 'wss://video.example', apiUrl: 'https://video.example', apiKey: 'k', apiSecret: 's', egress: false });
    const inside = loadConfig({
      DATA_DIR: dataDir(),
      JWT_SECRET: SECRET,
      LIVEKIT_URL: 'ws://127.0.0.1:7880',
      LIVEKIT_API_URL: 'http://livekit.internal:7880',
      LIVEKIT_API_KEY: 'k',
      LIVEKIT_API_SECRET: 's',
      LIVEKIT_EGRESS_ENABLED: 'true',
    });
    expect(inside.livekit).toMatchObject({ url: 'ws://127.0.0.1:7880', apiUrl: 'http://livekit.internal:7880', egress: true });
    expect(configError({ DATA_DIR: dataDir(), JWT_SECRET: SECRET, LIVEKIT_URL: 'ws://127.0.0.1:7880' }).message).toMatch(/set together/);
    expect(
      configError({ DATA_DIR: dataDir(), JWT_SECRET: SECRET, LIVEKIT_URL: 'video.example', LIVEKIT_API_KEY: 'k', LIVEKIT_API_SECRET: 's' })
        .message,
    ).toContain('LIVEKIT_URL');
  });
});
