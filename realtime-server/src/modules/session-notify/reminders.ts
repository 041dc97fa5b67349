import { SESSION_REMINDER_MINUTES } from '@coach/contract';
import type { AppContext } from '../../context.ts';
import { findSessions } from '../sessions/queries.ts';
import { formatStartsIn } from './format.ts';
import { claimDueReminders, findRecipients, type ReminderLead } from './queries.ts';
import { sessionReminderEmail } from './session-emails.ts';
import { noticeView } from './views.ts';

export const SESSION_REMINDERS_JOB = 'sessions.remind';
/** The job runs this often; a reminder goes out at most this late. */
export const REMINDERS_EVERY_MS = 60_000;
/** Sessions claimed and emailed per transaction. */
const BATCH = 100;

/**
 * Sends the reminders due now and returns how many sessions were reminded. The nearest lead goes
 * first, each claiming the window down to the next lead: a session inside the last hour gets only
 * the 1 hour reminder. Claims and emails commit together, so a crash sends neither.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const leads = [...SESSION_REMINDER_MINUTES].sort((a, b) => a - b) as ReminderLead[];
  const now = ctx.clock.now();
  let reminded = 0;
  for (const [i, lead] of leads.entries()) {
    const floor = i === 0 ? 0 : leads[i - 1]!;
    for (;;) {
      const claimed = await ctx.db.transaction().execute(async (trx) => {
        const ids = await claimDueReminders(trx, lead, floor, now, BATCH);
        if (ids.length === 0) return 0;
        const sessions = await findSessions(trx, ids);
        const people = await findRecipients(trx, [...new Set(sessions.flatMap((s) => [s.coach.id, s.client.id]))]);
        for (const session of sessions) {
          for (const reader of people.filter((p) => p.id === session.coach.id || p.id === session.client.id)) {
            // The time actually left: a job that was down for a while must not promise '24 hours'.
            const startsIn = formatStartsIn((Date.parse(session.scheduledAt) - now.getTime()) / 60_000);
            const email = sessionReminderEmail(noticeView(session, reader, ctx.config.publicUrl), startsIn);
            await ctx.mailer.send({ to: reader.email, userId: reader.id, ...email }, trx);
          }
        }
        return ids.length;
      });
      reminded += claimed;
      if (claimed < BATCH) break;
    }
  }
  return reminded;
}
