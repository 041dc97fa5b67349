import type { AppJob } from '../../app-module.ts';
import { logCount } from '../../providers/jobs/log-count.ts';
import { EXPIRE_INVITES_JOB, expireDueInvites } from './service.ts';

/** Marks pending invites past their expiry as expired, every minute, and pushes the change. */
export const expireInvitesJob: AppJob = {
  name: EXPIRE_INVITES_JOB,
  everyMs: 60_000,
  run: logCount(expireDueInvites, 'expired', 'expired invites'),
};
