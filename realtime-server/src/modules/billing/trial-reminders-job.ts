import type { AppJob } from '../../app-module.ts';
import { TRIAL_REMINDERS_EVERY_MS, TRIAL_REMINDERS_JOB, sendTrialReminders } from './trial-reminders.ts';

/** Tells clients whose trial ends soon, once each. */
export const trialRemindersJob: AppJob = {
  name: TRIAL_REMINDERS_JOB,
  everyMs: TRIAL_REMINDERS_EVERY_MS,
  async run(ctx) {
    const sent = await sendTrialReminders(ctx);
    if (sent) ctx.log.info({ sent }, 'sent trial-ending reminders');
  },
};
