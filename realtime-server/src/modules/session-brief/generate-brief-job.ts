import type { AppJob } from '../../app-module.ts';
import { BRIEF_GENERATE_JOB, generateSessionSummary, type BriefJobPayload } from './service.ts';

/** Writes one session's preparation brief. */
export const generateBriefJob: AppJob<BriefJobPayload> = {
  name: BRIEF_GENERATE_JOB,
  run: (ctx, p) => generateSessionSummary(ctx, p),
};
