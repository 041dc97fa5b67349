import type { RedisClient } from '../lib/redis.ts';

/**
 * How long a socket's place in Redis lasts without being renewed: a node that crashes stops
 * renewing, so its sockets stop counting against their accounts after this.
 */
export const SOCKET_LEASE_MS = 60_000;

// Atomically: drop the places whose lease ran out, refuse past `max`, else take one until now + lease.
// The time is Redis's own, so the nodes' clocks need not agree.
const RESERVE_SCRIPT = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

// Renews the leases of one account's sockets on this node (and puts back any that were dropped).
const RENEW_SCRIPT = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** The Redis sorted set of an account's socket places. */
export const socketPlacesKey = (prefix: string, userId: string) => `${prefix}sockets:${userId}`;

export interface SocketPlacesOptions {
  max: number;
  /** With Redis the count is the cluster's; without, this process's. */
  redis?: RedisClient;
  /** Key prefix of this deployment's Redis keys. */
  prefix?: string;
  leaseMs?: number;
}

/**
 * The places each account holds for sockets (handshakes under way and open sockets alike), at most
 * `max` per account. With Redis, one sorted set per account across every node, each member's score
 * the end of its lease, renewed while the socket lives. While Redis cannot be reached the cap
 * holds per node rather than refusing everyone.
 */
export class SocketPlaces {
  private readonly held = new Map<string, Set<string>>();
  private readonly leaseMs: number;
  private readonly renewTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: SocketPlacesOptions) {
    this.leaseMs = options.leaseMs ?? SOCKET_LEASE_MS;
    if (options.redis) {
      this.renewTimer = setInterval(() => void this.renew(), Math.floor(this.leaseMs / 3));
      this.renewTimer.unref();
    }
  }

  private key(userId: string): string {
    return socketPlacesKey(this.options.prefix ?? '', userId);
  }

  /** Takes a place for `socketId`; false when the account holds `max` already. */
  async reserve(userId: string, socketId: string): Promise<boolean> {
    const { redis, max } = this.options;
    const heldHere = () => this.held.get(userId)?.size ?? 0;
    let granted: boolean;
    if (redis?.isReady) {
      try {
        const args = [String(max), String(this.leaseMs), socketId];
        granted = (await redis.eval(RESERVE_SCRIPT, { keys: [this.key(userId)], arguments: args })) === 1;
      } catch {
        granted = heldHere() < max;
      }
    } else {
      granted = heldHere() < max;
    }
    if (!granted) return false;
    // Read again after the await: other handshakes of the account may have added theirs meanwhile.
    const local = this.held.get(userId) ?? new Set<string>();
    local.add(socketId);
    this.held.set(userId, local);
    return true;
  }

  /** Gives the place back (again is harmless). */
  release(userId: string, socketId: string): void {
    const local = this.held.get(userId);
    if (!local?.delete(socketId)) return;
    if (local.size === 0) this.held.delete(userId);
    const { redis } = this.options;
    // A place not given back (Redis away) ends with its lease.
    if (redis?.isReady) void redis.zRem(this.key(userId), socketId).catch(() => undefined);
  }

  /** Renews the leases of every place this node holds. */
  async renew(): Promise<void> {
    const { redis } = this.options;
    if (!redis?.isReady) return;
    await Promise.all(
      [...this.held].map(([userId, ids]) =>
        redis.eval(RENEW_SCRIPT, { keys: [this.key(userId)], arguments: [String(this.leaseMs), ...ids] }).catch(() => undefined),
      ),
    );
  }

  /** Stops renewing: this node's places end with their leases (or are given back one by one). */
  stop(): void {
    clearInterval(this.renewTimer);
  }
}
