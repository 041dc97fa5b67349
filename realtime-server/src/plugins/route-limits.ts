import type { FastifyRequest } from 'fastify';
import { ERR } from '@coach/contract';
import type { AppContext } from '../context.ts';
import { AppError } from '../lib/errors.ts';
import { combineHits, type HitResult, type Limit } from '../lib/rate-limit.ts';

const MIN = 60_000;

/**
 * Per-account limits of the auth endpoints (the sign-in's max is a setting, AUTH_LOGIN_LIMIT_PER_ACCOUNT);
 * the per-IP limit is a setting too (AUTH_RATE_LIMIT_PER_IP per 15 min).
 */
export const ACCOUNT_LIMITS = {
  /** Per account and client address; see signInLimits. */
  login: { max: 10, windowMs: 15 * MIN },
  'password-reset': { max: 5, windowMs: 60 * MIN },
  verify: { max: 10, windowMs: 15 * MIN },
  resend: { max: 6, windowMs: 60 * MIN },
  'change-password': { max: 10, windowMs: 15 * MIN },
  /** Like change-password: each call is a guess of the signed-in account's password. */
  'change-email': { max: 10, windowMs: 15 * MIN },
  'delete-account': { max: 10, windowMs: 15 * MIN },
  /** Guesses of the address that goes with one invite link. */
  'invite-verify': { max: 10, windowMs: 15 * MIN },
} as const;

/** The cap on one account's sign-ins from all addresses, per hour, as a multiple of AUTH_LOGIN_LIMIT_PER_ACCOUNT. */
export const LOGIN_ACROSS_ADDRESSES = 10;

/**
 * Scopes whose calls come many to one person's visit: their IP limit is this many times the
 * setting (the intake wizard records an event at every step; lookups of links are cheap).
 */
const IP_LIMIT_FACTOR: Partial<Record<LimitedScope, number>> = { 'intake-event': 4, 'invite-link': 2 };

export type LimitedScope =
  | keyof typeof ACCOUNT_LIMITS
  | 'register'
  | 'reset-password'
  | 'contact'
  /** check-email and save-completion of the intake wizard. */
  | 'intake'
  | 'intake-event'
  | 'access-code'
  /** GET /api/invites/validate/{code}. */
  | 'invite-link'
  /** POST /api/video/guest/{code}/knock: a guest asks to join a video room. */
  | 'guest-knock';

/**
 * Sign-ins of one account. A limit on the account alone let anyone lock its owner out with a few
 * wrong passwords, so the tight limit (AUTH_LOGIN_LIMIT_PER_ACCOUNT per 15 minutes) counts the
 * account together with the client's address: a guesser at one address locks only that address.
 * Against guessing spread over many addresses, the account also has a looser cap over all of them,
 * LOGIN_ACROSS_ADDRESSES times the setting per hour: 100 with the default, the most failed
 * sign-ins an hour that ASVS allows on one account. That cap must slow the attacker, not the
 * owner: a browser that signed in to the account before (its device cookie, see
 * modules/auth/device-cookie.ts) counts against a budget of its own instead, the setting per 15
 * minutes, and not against the cap or its address (OWASP's "device cookie" pattern).
 */
function signInLimits(ctx: AppContext, account: string, ip: string, deviceId: string | null): { limits: Limit[]; cap?: Limit } {
  const perAddress = ctx.config.authLoginLimitPerAccount;
  const window = ACCOUNT_LIMITS.login.windowMs;
  if (deviceId) return { limits: [{ key: ctx.limiter.key('login', 'device', deviceId), max: perAddress, windowMs: window }] };
  const cap = { key: ctx.limiter.key('login', 'account', account), max: perAddress * LOGIN_ACROSS_ADDRESSES, windowMs: 60 * MIN };
  return { limits: [{ key: ctx.limiter.key('login', 'account-ip', [account, ip]), max: perAddress, windowMs: window }, cap], cap };
}

function ipLimit(ctx: AppContext, req: FastifyRequest, scope: LimitedScope): Limit {
  return {
    key: ctx.limiter.key(scope, 'ip', req.ip),
    max: ctx.config.authRateLimitPerIp * (IP_LIMIT_FACTOR[scope] ?? 1),
    windowMs: 15 * MIN,
  };
}

function refuseIfSpent(result: HitResult): void {
  if (!result.allowed) {
    const minutes = Math.max(1, Math.ceil(result.resetMs / MIN));
    throw new AppError('RATE_LIMITED', 429, ERR.TOO_MANY_ATTEMPTS(minutes), {
      retryAfterSeconds: Math.ceil(result.resetMs / 1000),
    });
  }
}

/** Counts this request against the IP limit and, when `account` is given, the account limit; throws 429 past either. */
export async function enforceRateLimit(
  ctx: AppContext,
  req: FastifyRequest,
  scope: Exclude<LimitedScope, 'login'>,
  account?: string,
): Promise<void> {
  const limits = [ipLimit(ctx, req, scope)];
  const perAccount = (ACCOUNT_LIMITS as Record<string, { max: number; windowMs: number }>)[scope];
  if (account && perAccount) limits.push({ key: ctx.limiter.key(scope, 'account', account), ...perAccount });
  refuseIfSpent(await ctx.limiter.consume(limits));
}

/**
 * Counts a sign-in to `email` against the IP limit and signInLimits; throws 429 past any of them.
 * `deviceId` is the browser's id when it carries a valid device cookie of this account. The
 * first refusal of a window by the cap over all addresses calls `onCapReached` (once across the
 * cluster: the counter is shared), so that the owner hears of it.
 */
export async function enforceSignInLimit(
  ctx: AppContext,
  req: FastifyRequest,
  email: string,
  deviceId: string | null,
  onCapReached: () => Promise<void>,
): Promise<void> {
  const { limits, cap } = signInLimits(ctx, email, req.ip, deviceId);
  const hits = await ctx.limiter.hits([ipLimit(ctx, req, 'login'), ...limits]);
  if (hits.some((h) => h.limit === cap && h.firstRefusal)) await onCapReached();
  refuseIfSpent(combineHits(hits));
}
