import type { AppJob } from '../../app-module.ts';
import { AI_REPLY_JOB, runAiReply } from './ai-reply.ts';

/** The AI coach's answer to a client's message, queued with the message itself. */
export const aiReplyJob: AppJob<{ roomId: string; messageId: string }> = {
  name: AI_REPLY_JOB,
  run: (ctx, p) => runAiReply(ctx, p),
};
