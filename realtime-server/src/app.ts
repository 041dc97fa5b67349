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
import { startGateway } from './realtime/gateway.ts';
import { startProgressGateway } from './realtime/gateway-progress.ts';
import { startAwardEngine } from './modules/gamification/service.ts';
import { registerJobs } from './jobs.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { emailVerificationRoutes } from './modules/email-verification/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/routes.ts';
import { accessCodeRoutes } from './modules/access-codes/routes.ts';
import { lookupRoutes } from './modules/lookups/routes.ts';
import { intakeRoutes } from './modules/intake/routes.ts';
import { coachRoutes } from './modules/coaches/routes.ts';
import { inviteRoutes } from './modules/invites/routes.ts';
import { roomRoutes } from './modules/rooms/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { goalRoutes } from './modules/goals/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { gamificationRoutes } from './modules/gamification/routes.ts';
import type { AiProvider } from './providers/ai/types.ts';
import { createAiProvider } from './providers/ai/index.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { coachingAccessRoutes } from './modules/coaching-access/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { bookingRoutes } from './modules/sessions/booking/routes.ts';
import { calendarFeedRoutes } from './modules/calendar-feed/routes.ts';
import { startSessionsGateway } from './realtime/gateway-sessions.ts';
import { startVideoGateway } from './realtime/gateway-video.ts';
import { videoRoutes } from './modules/video/routes.ts';
import { guestRoutes } from './modules/video/guest/routes.ts';
import { livekitWebhookRoutes } from './modules/video/webhook/routes.ts';
import { videoLiveRoutes } from './modules/video/live/routes.ts';
import { noteRoutes } from './modules/notes/routes.ts';
import { workspaceRoutes } from './modules/workspace/routes.ts';
import { sessionBriefRoutes } from './modules/session-brief/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { storageRoutes } from './modules/storage/routes.ts';
import { directoryRoutes } from './modules/directory/routes.ts';
import { startWorkspaceGateway } from './realtime/gateway-workspace.ts';
import { startStorageGateway } from './realtime/gateway-storage.ts';
import { startProfileGateway } from './realtime/gateway-profile.ts';
import { startDirectoryGateway } from './realtime/gateway-directory.ts';
import { startAnalyticsPush } from './modules/workspace/push.ts';
import { stripeWebhookRoutes } from './modules/billing/webhook/routes.ts';
import { devBillingRoutes } from './modules/billing/dev/routes.ts';
import { receiveBillingWebhook } from './modules/billing/webhook/service.ts';
import { DevBilling } from './providers/billing/dev.ts';
import { startSessionNotify } from './modules/session-notify/notice.ts';
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
    ai: options.ai ?? createAiProvider(config, app.log),
    video: options.video ?? createVideoProvider(config),
    billing: options.billing ?? createBillingProvider(config, dbHandle.db, clock),
  };
  // Dev billing's events go into the webhook handler itself: the same verification and processing as Stripe's.
  if (ctx.billing instanceof DevBilling) ctx.billing.setDelivery((raw, signature) => receiveBillingWebhook(ctx, raw, signature));
  registerJobs(ctx);

  // External plugins first, then the app's own, then routes.
  await app.register(securityHeaders, securityHeaderOptions(config.publicUrl, config.livekit?.url));
  await app.register(swagger, openapiOptions(app, config.publicUrl));
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerErrorHandler(app);
  await app.register(requestGuard);
  await app.register(authPlugin, { ctx });

  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(emailVerificationRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(contactRoutes, { ctx });
  await app.register(accessCodeRoutes, { ctx });
  await app.register(lookupRoutes, { ctx });
  await app.register(intakeRoutes, { ctx });
  await app.register(coachRoutes, { ctx });
  await app.register(inviteRoutes, { ctx });
  await app.register(roomRoutes, { ctx });
  await app.register(chatRoutes, { ctx });
  await app.register(goalRoutes, { ctx });
  await app.register(gamificationRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(coachingAccessRoutes, { ctx });
  await app.register(billingRoutes, { ctx });
  await app.register(availabilityRoutes, { ctx });
  await app.register(bookingRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(calendarFeedRoutes, { ctx });
  await app.register(videoRoutes, { ctx });
  await app.register(guestRoutes, { ctx });
  await app.register(livekitWebhookRoutes, { ctx });
  await app.register(videoLiveRoutes, { ctx });
  await app.register(noteRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(storageRoutes, { ctx });
  await app.register(directoryRoutes, { ctx });
  await app.register(workspaceRoutes, { ctx });
  await app.register(sessionBriefRoutes, { ctx });
  await app.register(stripeWebhookRoutes, { ctx });
  // Development-only routes: absent unless this server listens on loopback with no proxy trusted, or DEV_ROUTES_PUBLIC.
  if (config.devRoutes !== 'closed') {
    if (ctx.billing.mode === 'dev') await app.register(devBillingRoutes, { ctx });
    if (ctx.mailer.kind === 'outbox') await app.register(devMailboxRoutes, { ctx });
  }
  await registerWeb(app, config.webDist);

  const io = attachRealtime(app, ctx, redisBus && streamPublisher ? { redis: redisBus, publisher: streamPublisher } : undefined);
  const stopGateway = startGateway(io, ctx, { clustered: redisBus !== undefined });
  const stopProgressGateway = startProgressGateway(io, ctx);
  const stopSessionsGateway = startSessionsGateway(io, ctx);
  const stopVideoGateway = startVideoGateway(io, ctx);
  const stopWorkspaceGateway = startWorkspaceGateway(io, ctx);
  const stopStorageGateway = startStorageGateway(io, ctx);
  const stopProfileGateway = startProfileGateway(io, ctx);
  const stopDirectoryGateway = startDirectoryGateway(io, ctx);
  const stopAnalyticsPush = startAnalyticsPush(ctx);
  const stopAwardEngine = startAwardEngine(ctx);
  const stopSessionNotify = startSessionNotify(ctx);
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
      stopGateway();
      stopProgressGateway();
      stopSessionsGateway();
      stopVideoGateway();
      stopWorkspaceGateway();
      stopStorageGateway();
      stopProfileGateway();
      stopDirectoryGateway();
      stopAnalyticsPush();
      stopAwardEngine();
      stopSessionNotify();
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
