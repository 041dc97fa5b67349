import type { AppJob } from '../../../app-module.ts';
import { EXTEND_TEMPLATES_EVERY_MS, EXTEND_TEMPLATES_JOB, extendTemplates } from './service.ts';

/** Creates the sessions of recurring series as their horizon moves on. */
export const extendTemplatesJob: AppJob = {
  name: EXTEND_TEMPLATES_JOB,
  everyMs: EXTEND_TEMPLATES_EVERY_MS,
  async run(ctx) {
    const created = await extendTemplates(ctx);
    if (created) ctx.log.info({ created }, 'extended recurring sessions');
  },
};
