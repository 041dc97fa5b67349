import type { AppJob } from '../../app-module.ts';
import { EXPIRE_INVITES_JOB, expireDueInvites } from './service.ts';

/** Marks pending invites past their expiry as expired, every minute, and pushes the change. */
export const expireInvitesJob: AppJob = {
  name: EXPIRE_INVITES_JOB,
  everyMs: 60_000,
  async run(ctx) {
    const expired = await expireDueInvites(ctx);
    if (expired) ctx.log.info({ expired }, 'expired invites');
  },
};
