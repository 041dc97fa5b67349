import type { AppJob } from '../../app-module.ts';
import { CLEAN_UPLOADS_EVERY_MS, CLEAN_UPLOADS_JOB, removeStaleUploads } from './files-service.ts';

/** Removes uploads that were never finalized. */
export const cleanUploadsJob: AppJob = {
  name: CLEAN_UPLOADS_JOB,
  everyMs: CLEAN_UPLOADS_EVERY_MS,
  async run(ctx) {
    const removed = await removeStaleUploads(ctx);
    if (removed) ctx.log.info({ removed }, 'removed unfinalized uploads');
  },
};
