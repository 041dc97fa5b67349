import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isLoopbackAddress, parseTrustProxy, TrustProxyError, type TrustProxy } from './lib/trust-proxy.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

/** Every setting, with its embedded default. Read once at boot; nothing else reads process.env. */
const ZSettings = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless told otherwise: behind a proxy or in a container set 0.0.0.0. */
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: optionalUrl.optional(),
  DATA_DIR: z.string().default(join(repoRoot, '.data')),
  DATABASE_URL: optionalUrl.optional(),
  /** How long a request waits for a PostgreSQL connection before it answers 503 (a stalled database). */
  DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** How long one PostgreSQL statement may take before it is cancelled and the request answers 503. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  REDIS_URL: optionalUrl.optional(),
  /** Prefix of every Redis key and stream: lets several deployments (or test runs) share one Redis. */
  REDIS_PREFIX: z.string().default('coach:'),
  SMTP_URL: optionalUrl.optional(),
  MAIL_FROM: z.string().default('Coaching Platform <no-reply@coaching.local>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'JWT_EXPIRES_IN looks like 7d, 12h or 30m')
    .default('7d'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: one short readable line per event; json: one JSON object per line; auto: pretty when stdout is a terminal. */
  LOG_FORMAT: z.enum(['pretty', 'json', 'auto']).default('auto'),
  /** Proxies trusted to name the client (X-Forwarded-For): false, true (one hop), a hop count, or addresses/CIDRs. */
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().default(join(repoRoot, 'web/dist')),
  /** Logins, sign-ups, resets and verifications allowed per client IP in 15 minutes. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
  /** Sign-in attempts allowed per account in 15 minutes. */
  AUTH_LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /**
   * Development-only routes (the mailbox, dev billing's checkout and portal) are served from another
   * machine too. Unset, they exist only while the server listens on loopback with no proxy trusted.
   */
  DEV_ROUTES_PUBLIC: bool.optional(),
  /** The older name of DEV_ROUTES_PUBLIC. */
  DEV_MAILBOX_PUBLIC: bool.optional(),
  /** Background jobs run in this process (turn off for API-only nodes). */
  JOBS_ENABLED: bool.default(true),
  SEED_DEMO: bool.default(true),
  /** Memory for cached chat pages, in MB; 0 turns the read cache off. */
  READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** An OpenAI-compatible chat API (for example https://api.openai.com/v1); unset: the built-in deterministic coach answers. */
  AI_BASE_URL: optionalUrl.optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  /** A slower answer is dropped and the built-in coach answers instead. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  /** The AI coach's reply appears after a short human-feeling pause (about 1 to 2.5 s); false: at once (tests). */
  AI_THINKING_DELAY: bool.default(true),
  /** The LiveKit server browsers connect to (ws:// or wss://); unset: the video room opens without audio and video. */
  LIVEKIT_URL: z
    .string()
    .trim()
    .regex(/^(wss?|https?):\/\/[^\s]+$/, 'LIVEKIT_URL looks like wss://video.example.com or ws://127.0.0.1:7880')
    .optional(),
  /** Where this server reaches LiveKit's API, when not at LIVEKIT_URL (inside a private network, say). */
  LIVEKIT_API_URL: optionalUrl.optional(),
  LIVEKIT_API_KEY: z.string().trim().min(1).optional(),
  LIVEKIT_API_SECRET: z.string().trim().min(1).optional(),
  /** An Egress service is connected to the LiveKit server: the coach can record (room composite to a file). */
  LIVEKIT_EGRESS_ENABLED: bool.default(false),
  /** Stripe's secret key (sk_live_… or sk_test_…); unset: dev billing (local checkout and portal pages, no real payment). */
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  /** The signing secret of the webhook endpoint /api/webhooks/stripe (whsec_…). */
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** The Stripe price of the Individual plan ($9 a month). */
  STRIPE_PRICE_INDIVIDUAL: z.string().trim().min(1).optional(),
  /** A Stripe-compatible API (stripe-mock in tests) instead of api.stripe.com. */
  STRIPE_API_URL: optionalUrl.optional(),
  /** S3-compatible storage for uploads (unset: local disk under DATA_DIR). The endpoint is optional for AWS itself. */
  S3_ENDPOINT: optionalUrl.optional(),
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  dbAcquireTimeoutMs: number;
  dbStatementTimeoutMs: number;
  redisUrl: string | undefined;
  redisPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  logLevel: string;
  logFormat: 'pretty' | 'json' | 'auto';
  trustProxy: TrustProxy;
  webDist: string;
  authRateLimitPerIp: number;
  authLoginLimitPerAccount: number;
  /**
   * Where the development-only routes answer: `loopback` (registered, and only for requests from this
   * machine that came through no proxy), `public` (DEV_ROUTES_PUBLIC=true), or `closed` (not registered).
   */
  devRoutes: DevRoutes;
  jobsEnabled: boolean;
  seedDemo: boolean;
  readCacheBytes: number;
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string;
  aiTimeoutMs: number;
  aiThinkingDelay: boolean;
  /** Set when LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET all are. */
  livekit: { url: string; apiUrl: string; apiKey: string; apiSecret: string; egress: boolean } | undefined;
  /** Set when STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_INDIVIDUAL all are; unset: dev billing. */
  stripe: { secretKey: string; webhookSecret: string; priceIndividual: string; apiUrl: string | undefined } | undefined;
  /** Set when S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are; unset: uploads on local disk. */
  s3: { endpoint: string | undefined; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
}

export class ConfigError extends Error {}

export type DevRoutes = 'loopback' | 'public' | 'closed';

/**
 * The mailbox holds reset links and codes, and dev billing's "payment" gives a paid subscription for
 * free: served only on a server that listens on loopback and trusts no proxy, or when a setting opens them.
 */
function devRoutesOf(s: z.infer<typeof ZSettings>, trustProxy: TrustProxy): DevRoutes {
  if (s.DEV_ROUTES_PUBLIC ?? s.DEV_MAILBOX_PUBLIC) return 'public';
  return isLoopbackAddress(s.HOST) && trustProxy === false ? 'loopback' : 'closed';
}

/** LiveKit's three settings go together: one or two of them is a mistake worth failing on. */
function livekitSettings(s: z.infer<typeof ZSettings>): Config['livekit'] {
  const given = [s.LIVEKIT_URL, s.LIVEKIT_API_KEY, s.LIVEKIT_API_SECRET].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3)
    throw new ConfigError('Invalid settings:\n  LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET are set together, or not at all');
  const url = s.LIVEKIT_URL!.replace(/\/+$/, '');
  const apiUrl = (s.LIVEKIT_API_URL ?? url).replace(/^ws/, 'http').replace(/\/+$/, '');
  return { url, apiUrl, apiKey: s.LIVEKIT_API_KEY!, apiSecret: s.LIVEKIT_API_SECRET!, egress: s.LIVEKIT_EGRESS_ENABLED };
}

/** Stripe's three settings go together, like LiveKit's. */
function stripeSettings(s: z.infer<typeof ZSettings>): Config['stripe'] {
  const given = [s.STRIPE_SECRET_KEY, s.STRIPE_WEBHOOK_SECRET, s.STRIPE_PRICE_INDIVIDUAL].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3)
    throw new ConfigError(
      'Invalid settings:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_INDIVIDUAL are set together, or not at all',
    );
  return {
    secretKey: s.STRIPE_SECRET_KEY!,
    webhookSecret: s.STRIPE_WEBHOOK_SECRET!,
    priceIndividual: s.STRIPE_PRICE_INDIVIDUAL!,
    apiUrl: s.STRIPE_API_URL?.replace(/\/+$/, ''),
  };
}

/** S3's settings go together too; the endpoint alone (or with some of them) is a mistake as well. */
function s3Settings(s: z.infer<typeof ZSettings>): Config['s3'] {
  const required = [s.S3_BUCKET, s.S3_REGION, s.S3_ACCESS_KEY_ID, s.S3_SECRET_ACCESS_KEY];
  const given = required.filter(Boolean).length;
  if (given === 0 && !s.S3_ENDPOINT) return undefined;
  if (given < required.length) {
    throw new ConfigError(
      'Invalid settings:\n  S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT, unless AWS) are set together, or not at all',
    );
  }
  return {
    endpoint: s.S3_ENDPOINT?.replace(/\/+$/, ''),
    bucket: s.S3_BUCKET!,
    region: s.S3_REGION!,
    accessKeyId: s.S3_ACCESS_KEY_ID!,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY!,
  };
}

/** The JWT secret kept in DATA_DIR when JWT_SECRET is unset: generated once, then reused. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Blank values count as unset, as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZSettings.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(settings)'}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const dataDir = resolve(s.DATA_DIR);
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(s.TRUST_PROXY);
  } catch (err) {
    if (err instanceof TrustProxyError) throw new ConfigError(`Invalid settings:\n  ${err.message}`);
    throw err;
  }
  return {
    port: s.PORT,
    host: s.HOST,
    publicUrl: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: s.DATABASE_URL,
    dbAcquireTimeoutMs: s.DB_ACQUIRE_TIMEOUT_MS,
    dbStatementTimeoutMs: s.DB_STATEMENT_TIMEOUT_MS,
    redisUrl: s.REDIS_URL,
    redisPrefix: s.REDIS_PREFIX,
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    jwtSecret: s.JWT_SECRET ?? persistedSecret(dataDir),
    jwtExpiresIn: s.JWT_EXPIRES_IN,
    logLevel: s.LOG_LEVEL,
    logFormat: s.LOG_FORMAT,
    trustProxy,
    webDist: resolve(s.WEB_DIST),
    authRateLimitPerIp: s.AUTH_RATE_LIMIT_PER_IP,
    authLoginLimitPerAccount: s.AUTH_LOGIN_LIMIT_PER_ACCOUNT,
    devRoutes: devRoutesOf(s, trustProxy),
    jobsEnabled: s.JOBS_ENABLED,
    seedDemo: s.SEED_DEMO,
    readCacheBytes: Math.round(s.READ_CACHE_MB * 1024 * 1024),
    aiBaseUrl: s.AI_BASE_URL?.replace(/\/+$/, ''),
    aiApiKey: s.AI_API_KEY,
    aiModel: s.AI_MODEL,
    aiTimeoutMs: s.AI_TIMEOUT_MS,
    aiThinkingDelay: s.AI_THINKING_DELAY,
    livekit: livekitSettings(s),
    stripe: stripeSettings(s),
    s3: s3Settings(s),
  };
}
