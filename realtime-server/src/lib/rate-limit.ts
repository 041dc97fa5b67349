import { isIPv6 } from 'node:net';
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

export type LimitKind = 'ip' | 'account' | 'account-ip' | 'device';

/** 80 zero bits then 16 one bits: an IPv4 address written as IPv6 (`::ffff:1.2.3.4`). */
const MAPPED_V4_PREFIX = '0:0:0:0:0:ffff';

/** The eight 16-bit groups of an IPv6 address (zone id already removed), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  // An embedded IPv4 tail (`::ffff:1.2.3.4`) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  return tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The part of a client address that a per-address limit counts. One IPv6 /64 is what a single
 * home or server gets (and can hop around in at will), so an IPv6 address counts by its /64; an
 * IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is that IPv4 address. Zone ids (`%eth0`) name
 * the local interface, not the client, and are dropped. Anything else is kept as it came.
 */
export function rateLimitAddress(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const hex = groups.map((g) => g.toString(16));
  if (hex.slice(0, 6).join(':') === MAPPED_V4_PREFIX) {
    const [hi, lo] = groups.slice(6) as [number, number];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${hex.slice(0, 4).join(':')}::/64`;
}

/**
 * The keys of one limit: the client's address (by its /64 for IPv6, see rateLimitAddress), the
 * account (lower-cased email or id) where one is known, the two together (`account-ip`, the value
 * given as `[account, ip]`), or a remembered browser (`device`, its id).
 */
export function rateLimitKey(prefix: string, scope: string, kind: LimitKind, value: string | [string, string]): string {
  const account = (v: string) => v.trim().toLowerCase();
  const normalised = Array.isArray(value)
    ? `${account(value[0])}|${rateLimitAddress(value[1])}`
    : kind === 'account'
      ? account(value)
      : kind === 'ip'
        ? rateLimitAddress(value)
        : value;
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

export interface LimitHit extends HitResult {
  limit: Limit;
  /** This hit is the one that went past the limit: the window's first refusal (counted once across the cluster). */
  firstRefusal: boolean;
}

/** One answer for several limits: refused past the first one spent, with the longest wait of those refusing. */
export function combineHits(hits: LimitHit[]): HitResult {
  let result: HitResult = { allowed: true, count: 0, resetMs: 0 };
  for (const { allowed, count, resetMs } of hits) {
    if (!allowed) {
      if (result.allowed || resetMs > result.resetMs) result = { allowed: false, count, resetMs };
    } else if (result.allowed) {
      result = { allowed: true, count: Math.max(result.count, count), resetMs: Math.max(result.resetMs, resetMs) };
    }
  }
  return result;
}

export class RateLimiter {
  constructor(
    private store: RateLimitStore,
    readonly prefix: string,
  ) {}

  key(scope: string, kind: LimitKind, value: string | [string, string]): string {
    return rateLimitKey(this.prefix, scope, kind, value);
  }

  /** Counts one hit against every limit and reports each one (in the order given). */
  async hits(limits: Limit[]): Promise<LimitHit[]> {
    const hits: LimitHit[] = [];
    for (const limit of limits) {
      const { count, resetMs } = await this.store.hit(limit.key, limit.windowMs, limit.cost);
      const allowed = count <= limit.max;
      hits.push({ limit, allowed, count, resetMs, firstRefusal: !allowed && count - (limit.cost ?? 1) <= limit.max });
    }
    return hits;
  }

  /** Counts one hit against every limit; allowed only while all of them hold. */
  async consume(limits: Limit[]): Promise<HitResult> {
    return combineHits(await this.hits(limits));
  }

  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }

  /** Gives back what `consume` counted for these limits (a refused or failed call costs nothing). */
  async release(limits: Limit[]): Promise<void> {
    for (const limit of limits) await this.store.hit(limit.key, limit.windowMs, -(limit.cost ?? 1));
  }
}
