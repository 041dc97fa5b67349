import { COACH_REQUEST_CHANGES_PER_HOUR_MAX, DIRECTORY_ERR } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { Limit } from '../../lib/rate-limit.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;

/** The limiter's key of a client's coach request changes (tests fill it to stand for earlier ones). */
export const coachRequestLimitKey = (ctx: AppContext, clientId: string) => ctx.limiter.key('coach-requests', 'account', clientId);

/**
 * Counts one coach request sent or cancelled by the client against the hour's allowance (the two
 * share it: a send and a cancel each push to the coach). Past it, 429 with the wait, and the hit is
 * given back. Returns a release for a call that fails afterwards, so a refused call costs nothing.
 */
export async function takeRequestChange(ctx: AppContext, clientId: string): Promise<() => Promise<void>> {
  const limits: Limit[] = [{ key: coachRequestLimitKey(ctx, clientId), max: COACH_REQUEST_CHANGES_PER_HOUR_MAX, windowMs: HOUR }];
  const result = await ctx.limiter.consume(limits);
  const release = () => ctx.limiter.release(limits);
  if (!result.allowed) {
    await release();
    throw new AppError('RATE_LIMITED', 429, DIRECTORY_ERR.TOO_MANY_CHANGES(Math.max(1, Math.ceil(result.resetMs / MIN))), {
      retryAfterSeconds: Math.ceil(result.resetMs / 1000),
    });
  }
  return release;
}

/** Runs `change` under the client's allowance: counted first, given back when it throws. */
export async function withinRequestAllowance<T>(ctx: AppContext, clientId: string, change: () => Promise<T>): Promise<T> {
  const release = await takeRequestChange(ctx, clientId);
  try {
    return await change();
  } catch (err) {
    await release();
    throw err;
  }
}
