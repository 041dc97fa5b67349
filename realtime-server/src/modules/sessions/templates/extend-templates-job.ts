import type { AppJob } from '../../../app-module.ts';
import { logCount } from '../../../providers/jobs/log-count.ts';
import { EXTEND_TEMPLATES_EVERY_MS, EXTEND_TEMPLATES_JOB, extendTemplates } from './service.ts';

/** Creates the sessions of recurring series as their horizon moves on. */
export const extendTemplatesJob: AppJob = {
  name: EXTEND_TEMPLATES_JOB,
  everyMs: EXTEND_TEMPLATES_EVERY_MS,
  run: logCount(extendTemplates, 'created', 'extended recurring sessions'),
};
