import type { AppJob } from '../../app-module.ts';
import { logCount } from '../../providers/jobs/log-count.ts';
import { REMINDERS_EVERY_MS, SESSION_REMINDERS_JOB, sendDueReminders } from './reminders.ts';

/** Sends the reminders that fell due, every minute. */
export const sessionRemindersJob: AppJob = {
  name: SESSION_REMINDERS_JOB,
  everyMs: REMINDERS_EVERY_MS,
  run: logCount(sendDueReminders, 'reminded', 'sent session reminders'),
};
