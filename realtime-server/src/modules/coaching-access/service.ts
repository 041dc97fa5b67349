import { ROLE, type TCoachingAccess } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { hasActiveCoachRelationship } from './queries.ts';

/**
 * Billing's hook: whether the customer pays for coaching now. There is no billing yet, so nobody
 * does; the subscriptions area replaces this with its own check.
 */
export async function hasActiveSubscription(_ctx: AppContext, _user: UserRow): Promise<boolean> {
  return false;
}

/**
 * Spec §4 Client access, the one place it is decided: non-customers pass; a customer passes with an
 * active coaching relationship, else while the trial runs, else with an active subscription.
 */
export async function coachingAccess(ctx: AppContext, user: UserRow): Promise<TCoachingAccess> {
  const trialEndDate = user.trialEndDate ? user.trialEndDate.toISOString() : null;
  const hasActiveCoaching = await hasActiveCoachRelationship(ctx.db, user.id);
  const answer = (hasAccess: boolean, reason: TCoachingAccess['reason']): TCoachingAccess => ({
    hasActiveCoaching,
    hasAccess,
    reason,
    trialEndDate,
  });
  if (user.primaryRoleId !== ROLE.CUSTOMER) return answer(true, 'not_customer');
  if (hasActiveCoaching) return answer(true, 'coaching');
  if (user.trialEndDate && user.trialEndDate > ctx.clock.now()) return answer(true, 'trial');
  if (await hasActiveSubscription(ctx, user)) return answer(true, 'subscription');
  return answer(false, 'none');
}
