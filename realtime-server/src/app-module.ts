import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './context.ts';
import type { IoServer } from './realtime/io.ts';

/** A plugin of routes; each gets the context its services need. */
export type RoutePlugin = FastifyPluginAsyncZod<{ ctx: AppContext }>;

/** Maps domain events to Socket.IO rooms; returns what stops it. */
export type Gateway = (io: IoServer, ctx: AppContext, options: { clustered: boolean }) => () => void;

/** Listens to domain events for work of its own (emails, awards, pushes); returns what stops it. */
export type Listener = (ctx: AppContext) => () => void;

/** A background job of the queue in PostgreSQL (providers/jobs). */
export interface AppJob<P = unknown> {
  name: string;
  // A method, so that a job with its own payload type fits a list of jobs.
  run(ctx: AppContext, payload: P): Promise<void>;
  /** Queued every so often, once across all nodes. */
  everyMs?: number;
  /**
   * Queued once this long after the server starts too: a run the previous process queued may be
   * up to a period away.
   */
  firstRunAfterMs?: number;
  /** Registered only on servers where this holds (dev billing's renewals). */
  when?: (ctx: AppContext) => boolean;
}

/**
 * What a module brings to the server. `app.ts` registers the routes of every module in the order
 * of `modules/index.ts`, then starts the gateways and listeners; `jobs.ts` registers the jobs.
 */
export interface AppModule {
  name: string;
  routes?: RoutePlugin[];
  /**
   * Development-only routes: registered only while the development routes are open (not behind a
   * proxy, or DEV_ROUTES_PUBLIC), and each only when its condition holds on this server.
   */
  devRoutes?: { plugin: RoutePlugin; when: (ctx: AppContext) => boolean }[];
  gateways?: Gateway[];
  listeners?: Listener[];
  jobs?: AppJob[];
}
