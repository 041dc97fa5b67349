import type { AppJob } from '../../../app-module.ts';
import { FORGET_BILLING_EVENTS_JOB, forgetOldBillingEvents } from './service.ts';

/** Forgets the ids of webhook events older than any redelivery, once a day. */
export const forgetBillingEventsJob: AppJob = {
  name: FORGET_BILLING_EVENTS_JOB,
  everyMs: 24 * 60 * 60_000,
  async run(ctx) {
    await forgetOldBillingEvents(ctx);
  },
};
