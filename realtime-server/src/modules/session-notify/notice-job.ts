import type { AppJob } from '../../app-module.ts';
import { SESSION_NOTICE_JOB, sendSessionNotice, type SessionNoticePayload } from './notice.ts';

/** Emails both people of a session about one change of it (queued by the session.changed listener). */
export const sessionNoticeJob: AppJob<SessionNoticePayload> = {
  name: SESSION_NOTICE_JOB,
  run: (ctx, p) => sendSessionNotice(ctx, p),
};
