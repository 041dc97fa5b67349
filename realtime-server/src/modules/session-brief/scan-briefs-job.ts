import type { AppJob } from '../../app-module.ts';
import { logCount } from '../../providers/jobs/log-count.ts';
import { BRIEF_SCAN_EVERY_MS, BRIEF_SCAN_JOB, scanUpcomingSessions } from './service.ts';

/** Queues the briefs of the sessions coming up soon. */
export const scanBriefsJob: AppJob = {
  name: BRIEF_SCAN_JOB,
  everyMs: BRIEF_SCAN_EVERY_MS,
  firstRunAfterMs: 10_000,
  run: logCount(scanUpcomingSessions, 'queued', 'queued session briefs'),
};
