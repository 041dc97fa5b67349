import type { AppContext } from '../../context.ts';
import { watchCoachChanges } from './coach-changes.ts';
import { computeAnalytics } from './service.ts';

/** A burst of changes within this long of each other is one push (trailing). */
export const ANALYTICS_DEBOUNCE_MS = 1000;
/** Under steady changes a coach still gets a push at least this often. */
export const ANALYTICS_MAX_WAIT_MS = 5000;

/**
 * Per key, runs `fire` once after changes stop for `waitMs` (trailing), and at the latest
 * `maxWaitMs` after the first change of a burst. Nothing runs after `stop`.
 */
export class Debouncer {
  private readonly pending = new Map<string, { timer: ReturnType<typeof setTimeout>; firstAt: number }>();
  private stopped = false;

  constructor(
    private readonly fire: (key: string) => void,
    private readonly waitMs: number,
    private readonly maxWaitMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  schedule(key: string): void {
    if (this.stopped) return;
    const at = this.now();
    const entry = this.pending.get(key);
    if (entry) clearTimeout(entry.timer);
    const firstAt = entry?.firstAt ?? at;
    const delay = Math.max(0, Math.min(this.waitMs, firstAt + this.maxWaitMs - at));
    const timer = setTimeout(() => {
      this.pending.delete(key);
      this.fire(key);
    }, delay);
    timer.unref?.();
    this.pending.set(key, { timer, firstAt });
  }

  /** Keys waiting to fire. */
  get size(): number {
    return this.pending.size;
  }

  stop(): void {
    this.stopped = true;
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}

/**
 * Runs `run` for one key at a time, in the order the keys were added; a key added again while it
 * waits runs once, and one added while it runs runs again after. Under steady chat every coach's
 * debounce fires within the same second of each 5 s; run side by side, their summaries held the
 * database long enough to add 100 ms to the messages sent meanwhile (the chat benchmark's
 * two-node p99). One at a time, they take one connection and leave the rest to the requests.
 */
export class OneAtATime {
  private readonly queued = new Set<string>();
  private running = false;
  private stopped = false;

  constructor(private readonly run: (key: string) => Promise<void>) {}

  add(key: string): void {
    if (this.stopped) return;
    this.queued.add(key);
    void this.drain();
  }

  /** Keys waiting to run. */
  get size(): number {
    return this.queued.size;
  }

  stop(): void {
    this.stopped = true;
    this.queued.clear();
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (const key of this.queued) {
        if (this.stopped) break;
        this.queued.delete(key);
        await this.run(key).catch(() => undefined);
      }
    } finally {
      this.running = false;
    }
  }
}

export interface AnalyticsPushOptions {
  debounceMs?: number;
  maxWaitMs?: number;
}

/**
 * The live analytics push: when an input of a coach's summary changes, the summary is recomputed
 * and published as 'analytics.updated' (the workspace gateway sends 'analytics:updated' to the
 * coach's tabs), debounced per coach so a burst of changes is one push. Inputs: a message in one
 * of the coach's client rooms ('message.created'), the coach reading a room ('room.read'), a
 * session created, moved or changing status ('session.changed'), a video-room rating
 * ('session.rated'), a new client (an accepted invite: 'invite.changed'; an accepted directory
 * request: 'coachRequest.changed'), and availability or
 * booking rules ('availability.changed'); see coach-changes.ts. Listeners only note the coach; the
 * queries run later, in the debounce timer, off the publishing service's path. Returns the stop
 * function.
 */
export function startAnalyticsPush(ctx: AppContext, options: AnalyticsPushOptions = {}): () => void {
  let stopped = false;
  const recompute = async (coachId: string) => {
    try {
      const analytics = await computeAnalytics(ctx, coachId);
      if (!stopped) ctx.events.publish('analytics.updated', { coachId, analytics });
    } catch (err) {
      if (!stopped) ctx.log.warn({ err, coachId }, 'analytics push: could not recompute the summary');
    }
  };
  const queue = new OneAtATime(recompute);
  const debouncer = new Debouncer(
    (coachId) => queue.add(coachId),
    options.debounceMs ?? ANALYTICS_DEBOUNCE_MS,
    options.maxWaitMs ?? ANALYTICS_MAX_WAIT_MS,
  );
  const unwatch = watchCoachChanges(ctx, {
    coach: (coachId, analytics) => {
      if (analytics) debouncer.schedule(coachId);
    },
  });

  return () => {
    stopped = true;
    debouncer.stop();
    queue.stop();
    unwatch();
  };
}
