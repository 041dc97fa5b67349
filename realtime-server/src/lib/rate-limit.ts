import type { RedisClient } from './redis.ts';

export interface HitResult {
  allowed: boolean;
  count: number;
  /** Milliseconds until the window starts again. */
  resetMs: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  reset(key: string): Promise<void>;
}

/** The keys of one limit: the client's IP and, where one is known, the account (lower-cased email or id). */
export function rateLimitKey(prefix: string, scope: string, kind: 'ip' | 'account', value: string): string {
  const normalised = kind === 'account' ? value.trim().toLowerCase() : value;
  return `${prefix}rl:${scope}:${kind}:${normalised}`;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    w.count += 1;
    return { count: w.count, resetMs: w.resetAt - now };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

// One round trip: count the hit, start the window on the first one, report the time left.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
return {c, t}`;

/** Shared by every server process, so a limit holds across the cluster. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private redis: RedisClient) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, { keys: [key], arguments: [String(windowMs)] })) as [
      number,
      number,
    ];
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async reset(key: string) {
    await this.redis.del(key);
  }
}

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export class RateLimiter {
  constructor(
    private store: RateLimitStore,
    readonly prefix: string,
  ) {}

  key(scope: string, kind: 'ip' | 'account', value: string): string {
    return rateLimitKey(this.prefix, scope, kind, value);
  }

  /** Counts one hit against every limit; allowed only while all of them hold. */
  async consume(limits: Limit[]): Promise<HitResult> {
    let result: HitResult = { allowed: true, count: 0, resetMs: 0 };
    for (const limit of limits) {
      const { count, resetMs } = await this.store.hit(limit.key, limit.windowMs);
      if (count > limit.max) {
        if (result.allowed || resetMs > result.resetMs) result = { allowed: false, count, resetMs };
      } else if (result.allowed) {
        result = { allowed: true, count: Math.max(result.count, count), resetMs: Math.max(result.resetMs, resetMs) };
      }
    }
    return result;
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }
}
