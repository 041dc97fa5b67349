import { DAY_MS, TRIAL_REMINDER_DAYS } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { billingDate, emailUser, trialEndingEmail } from './emails.ts';
import { markNoticeSent, trialsEndingSoon } from './state-queries.ts';

export const TRIAL_REMINDERS_JOB = 'billing.trialReminders';
export const TRIAL_REMINDERS_EVERY_MS = 15 * 60_000;
const BATCH = 200;

/**
 * Our own trial (no card, so Stripe knows nothing of it) ending within TRIAL_REMINDER_DAYS: one
 * email per trial, to customers with no coach and no subscription. The notice row and the email
 * commit together, so a job run twice, or on two nodes, sends it once.
 */
export async function sendTrialReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const horizon = new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS);
  const due = await trialsEndingSoon(ctx.db, now, horizon, BATCH);

  let sent = 0;
  for (const user of due) {
    const trialEnd = user.trialEndDate!;
    const ok = await ctx.db.transaction().execute(async (trx) => {
      if (!(await markNoticeSent(trx, user.id, 'trial_ending', trialEnd.toISOString()))) return false;
      const daysLeft = Math.max(1, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS));
      await emailUser(ctx, trx, user.id, (p) =>
        trialEndingEmail(p.firstName, daysLeft, billingDate(trialEnd, p.timeZone), `${ctx.config.publicUrl}/subscription`),
      );
      return true;
    });
    if (ok) sent += 1;
  }
  return sent;
}
