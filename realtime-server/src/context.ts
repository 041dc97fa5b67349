import type { Kysely } from 'kysely';
import type { Database, DbKind } from '@coach/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Clock } from './lib/clock.ts';
import type { RateLimiter } from './lib/rate-limit.ts';
import type { RedisClient } from './lib/redis.ts';
import type { EventBus } from './events.ts';
import type { JobRunner } from './providers/jobs/runner.ts';
import type { Mailer } from './providers/email/mailer.ts';
import type { AiProvider } from './providers/ai/types.ts';
import type { ReadCache } from './modules/chat/read-cache.ts';
import type { SlotsCache } from './modules/sessions/slots/cache.ts';
import type { VideoProvider } from './providers/video/livekit.ts';
import type { BillingProvider } from './providers/billing/types.ts';

/** What services are given: the outside world, each part behind a small interface. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dbKind: DbKind;
  redis: RedisClient | undefined;
  clock: Clock;
  events: EventBus;
  jobs: JobRunner;
  mailer: Mailer;
  /** The AI coach: the built-in one, or an OpenAI-compatible API when configured. */
  ai: AiProvider;
  limiter: RateLimiter;
  /** Hot chat reads held in memory, dropped on every change the database notifies. */
  readCache: ReadCache;
  /** Free-slots answers, dropped on every change the database notifies. */
  slotsCache: SlotsCache;
  /** LiveKit when configured; otherwise the video room works without audio and video. */
  video: VideoProvider;
  /** Stripe when configured; otherwise dev billing (local checkout and portal pages, no real payment). */
  billing: BillingProvider;
  log: FastifyBaseLogger;
}
