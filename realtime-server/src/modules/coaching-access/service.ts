import { ROLE, type TCoachingAccess } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { hasActiveSubscriptionRow } from '../billing/access-queries.ts';
import { hasActiveCoachRelationship } from './queries.ts';

/**
 * Coaching access (docs/intake-and-billing.md#coaching-access), the one place it is decided:
 * non-customers pass; a customer passes with an active coaching relationship, else while the trial
 * runs, else with an active subscription (the stored billing state: billing/access-queries.ts).
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
  if (await hasActiveSubscriptionRow(ctx.db, user.id, ctx.clock.now())) return answer(true, 'subscription');
  return answer(false, 'none');
}
