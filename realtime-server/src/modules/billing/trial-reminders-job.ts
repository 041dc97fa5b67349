import type { AppJob } from '../../app-module.ts';
import { logCount } from '../../providers/jobs/log-count.ts';
import { TRIAL_REMINDERS_EVERY_MS, TRIAL_REMINDERS_JOB, sendTrialReminders } from './trial-reminders.ts';

/** Tells clients whose trial ends soon, once each. */
export const trialRemindersJob: AppJob = {
  name: TRIAL_REMINDERS_JOB,
  everyMs: TRIAL_REMINDERS_EVERY_MS,
  run: logCount(sendTrialReminders, 'sent', 'sent trial-ending reminders'),
};
