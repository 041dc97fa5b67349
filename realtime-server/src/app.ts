import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDb, migrateToLatest, type DbHandle } from '@coach/db';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loggerOptions, RequestLog } from './lib/logger.ts';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './lib/rate-limit.ts';
import { connectRedis, type RedisClient } from './lib/redis.ts';
import { StreamPublisher } from './lib/stream-publisher.ts';
import { EventBus } from './events.ts';
import { JobRunner } from './providers/jobs/runner.ts';
import { Mailer } from './providers/email/mailer.ts';
import { createVideoProvider, type VideoProvider } from './providers/video/livekit.ts';
import { createBillingProvider } from './providers/billing/index.ts';
import type { BillingProvider } from './providers/billing/types.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { requestGuard } from './plugins/request-guard.ts';
import { openapiOptions } from './plugins/openapi.ts';
import { registerWeb } from './plugins/web.ts';
import { attachRealtime, type IoServer } from './realtime/io.ts';
import { registerJobs } from './jobs.ts';
import { MODULES } from './modules/index.ts';
import type { AiProvider } from './providers/ai/types.ts';
import { createAiProvider } from './providers/ai/index.ts';
import { AI_RULES } from './ai-rules.ts';
import { receiveBillingWebhook } from './modules/billing/webhook/service.ts';
import { DevBilling } from './providers/billing/dev.ts';
import { feedReadCache, ReadCache, RoomAnnouncer } from './modules/chat/read-cache.ts';
import { feedSlotsCache, SlotsCache } from './modules/sessions/slots/cache.ts';
import { notifyReadCaches } from './modules/chat/read-cache-queries.ts';
import { securityHeaderOptions, securityHeaders } from './plugins/security-headers.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';

/**
 * Stored messages are announced to the other nodes' read caches at most this often (RoomAnnouncer):
 * a few statements a second under load instead of one per message. With Redis the other nodes
 * drop a room's pages as soon as the message's push reaches them, so this bounds only how stale a
 * page can be on a node that Redis does not reach.
 */
const ANNOUNCE_SPACING_MS = 100;

export interface ServerOptions {
  clock?: Clock;
  /** An open database to use instead of opening one from the config (the caller closes it). */
  dbHandle?: DbHandle;
  /** Pino options; tests pass `false`. */
  logger?: boolean | object;
  /** The AI coach to use instead of the configured one (tests pass a fake). */
  ai?: AiProvider;
  /** A video service to use instead of the one the config names (tests). */
  video?: VideoProvider;
  /** A payment provider to use instead of the one the config names (tests). */
  billing?: BillingProvider;
}

export interface AppServer {
  app: FastifyInstance;
  io: IoServer;
  ctx: AppContext;
  /** Closes sockets, HTTP, jobs, Redis and the database, in that order. */
  close: () => Promise<void>;
}

/** Builds the whole server: database (migrated), Redis, Fastify with every route, Socket.IO, jobs. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<AppServer> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: new RequestLog(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownDb = !options.dbHandle;
  const dbHandle =
    options.dbHandle ??
    (await createDb({
      databaseUrl: config.databaseUrl,
      dataDir: `${config.dataDir}/pglite`,
      acquireTimeoutMs: config.dbAcquireTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      onIdleError: (err) => app.log.warn({ err }, 'database: an idle pooled connection failed; the next query opens a new one'),
    }));
  let redis: RedisClient | undefined;
  /** The Socket.IO adapter's own connection: its stream traffic neither queues behind nor arms timers like the app's commands. */
  let redisBus: RedisClient | undefined;
  /** The adapter's stream writes: each written as it is issued (stream-publisher.ts). */
  let streamPublisher: StreamPublisher | undefined;
  try {
    await migrateToLatest(dbHandle.db);
    if (config.redisUrl) {
      redis = await connectRedis(config.redisUrl);
      redisBus = await connectRedis(config.redisUrl, { commandTimeoutMs: false });
      streamPublisher = new StreamPublisher(config.redisUrl, { name: 'coach-stream-publisher' });
      await streamPublisher.connect();
    }
  } catch (err) {
    await redis?.quit().catch(() => undefined);
    await redisBus?.quit().catch(() => undefined);
    if (ownDb) await dbHandle.close();
    throw err;
  }

  const clock = options.clock ?? systemClock;
  const jobs = new JobRunner(dbHandle.db, clock, app.log);
  const ctx: AppContext = {
    config,
    db: dbHandle.db,
    dbKind: dbHandle.kind,
    redis,
    clock,
    events: new EventBus(),
    jobs,
    mailer: new Mailer(dbHandle.db, jobs, app.log, { smtpUrl: config.smtpUrl, from: config.mailFrom }),
    limiter: new RateLimiter(redis ? new RedisRateLimitStore(redis) : new MemoryRateLimitStore(), config.redisPrefix),
    readCache: new ReadCache({ maxBytes: config.readCacheBytes }),
    // READ_CACHE_MB=0 turns both read caches off.
    slotsCache: new SlotsCache(config.readCacheBytes > 0),
    log: app.log,
    ai: options.ai ?? createAiProvider(config, app.log, AI_RULES),
    video: options.video ?? createVideoProvider(config),
    billing: options.billing ?? createBillingProvider(config, dbHandle.db, clock),
  };
  // Dev billing's events go into the webhook handler itself: the same verification and processing as Stripe's.
  if (ctx.billing instanceof DevBilling) ctx.billing.setDelivery((raw, signature) => receiveBillingWebhook(ctx, raw, signature));
  registerJobs(ctx, MODULES);

  // External plugins first, then the app's own, then routes.
  await app.register(securityHeaders, securityHeaderOptions(config.publicUrl, config.livekit?.url));
  await app.register(swagger, openapiOptions(app, config.publicUrl));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerErrorHandler(app);
  await app.register(requestGuard);
  await app.register(authPlugin, { ctx });

  for (const module of MODULES) for (const routes of module.routes ?? []) await app.register(routes, { ctx });
  // Development-only routes: absent unless this server listens on loopback with no proxy trusted, or DEV_ROUTES_PUBLIC.
  if (config.devRoutes !== 'closed') {
    for (const module of MODULES) for (const dev of module.devRoutes ?? []) if (dev.when(ctx)) await app.register(dev.plugin, { ctx });
  }
  await registerWeb(app, config.webDist);

  const io = attachRealtime(app, ctx, redisBus && streamPublisher ? { redis: redisBus, publisher: streamPublisher } : undefined);
  const clustered = redisBus !== undefined;
  // Gateways before listeners: for an event that both hear, the sockets are told first.
  const stops = [
    ...MODULES.flatMap((m) => (m.gateways ?? []).map((start) => start(io, ctx, { clustered }))),
    ...MODULES.flatMap((m) => (m.listeners ?? []).map((start) => start(ctx))),
  ];
  const announcer = new RoomAnnouncer(
    (payloads) => notifyReadCaches(ctx.db, payloads),
    (err) => app.log.warn({ err }, 'read cache: could not announce stored messages to the other nodes; trying again'),
    1000,
    ANNOUNCE_SPACING_MS,
  );
  let stopReadCache: () => Promise<void>;
  try {
    stopReadCache = await feedReadCache(ctx.readCache, dbHandle, ctx.events, announcer);
  } catch (err) {
    // The cache stays off (it serves nothing until its feed is up); the server works without it.
    app.log.warn({ err }, 'read cache: could not listen for database changes');
    stopReadCache = () => announcer.settle();
  }
  let stopSlotsCache: () => Promise<void>;
  try {
    stopSlotsCache = await feedSlotsCache(ctx.slotsCache, dbHandle, ctx.events);
  } catch (err) {
    app.log.warn({ err }, 'slots cache: could not listen for database changes');
    stopSlotsCache = async () => undefined;
  }
  await app.ready();
  if (config.jobsEnabled) jobs.start();

  let closed = false;
  return {
    app,
    io,
    ctx,
    close: async () => {
      if (closed) return;
      closed = true;
      for (const stop of stops) stop();
      await app.close();
      await jobs.stop();
      // After the last writers stopped: what they stored is announced before the database closes.
      await stopReadCache();
      await stopSlotsCache();
      ctx.mailer.close();
      if (redis) await redis.quit().catch(() => undefined);
      if (redisBus) await redisBus.quit().catch(() => undefined);
      await streamPublisher?.close();
      if (ownDb) await dbHandle.close();
    },
  };
}
