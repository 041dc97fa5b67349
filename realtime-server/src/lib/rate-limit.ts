import type { RedisClient } from './redis.ts';

export interface HitResult {
  allowed: boolean;
  count: number;
  /** Milliseconds until the window starts again. */
  resetMs: number;
}

export interface RateLimitStore {
  /** Adds `cost` (1 unless given; negative gives hits back) to the key's count in its window. */
  hit(key: string, windowMs: number, cost?: number): Promise<{ count: number; resetMs: number }>;
  reset(key: string): Promise<void>;
}

export type LimitKind = 'ip' | 'account' | 'account-ip';

/**
 * The keys of one limit: the client's IP, the account (lower-cased email or id) where one is known,
 * or the two together (`account-ip`, the value given as `[account, ip]`).
 */
export function rateLimitKey(prefix: string, scope: string, kind: LimitKind, value: string | [string, string]): string {
  const account = (v: string) => v.trim().toLowerCase();
  const normalised = Array.isArray(value) ? `${account(value[0])}|${value[1]}` : kind === 'account' ? account(value) : value;
  return `${prefix}rl:${scope}:${kind}:${normalised}`;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number, cost = 1) {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    w.count += cost;
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
local c = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
return {c, t}`;

/** Shared by every server process, so a limit holds across the cluster. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(private redis: RedisClient) {}

  async hit(key: string, windowMs: number, cost = 1) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, { keys: [key], arguments: [String(windowMs), String(cost)] })) as [
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
  /** How many hits this one counts as (one email of many in one call); 1 unless given. */
  cost?: number;
}

export class RateLimiter {
  constructor(
    private store: RateLimitStore,
    readonly prefix: string,
  ) {}

  key(scope: string, kind: LimitKind, value: string | [string, string]): string {
    return rateLimitKey(this.prefix, scope, kind, value);
  }

  /** Counts one hit against every limit; allowed only while all of them hold. */
  async consume(limits: Limit[]): Promise<HitResult> {
    let result: HitResult = { allowed: true, count: 0, resetMs: 0 };
    for (const limit of limits) {
      const { count, resetMs } = await this.store.hit(limit.key, limit.windowMs, limit.cost);
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

  /** Gives back what `consume` counted for these limits (a refused or failed call costs nothing). */
  async release(limits: Limit[]): Promise<void> {
    for (const limit of limits) await this.store.hit(limit.key, limit.windowMs, -(limit.cost ?? 1));
  }
}
