import type { AppJob } from '../../app-module.ts';
import { SEND_PASSWORD_RESET_JOB, sendPasswordResetEmail } from './service.ts';

/** Sends a password reset link, queued by the request so that its answer does not tell whether the email is known. */
export const passwordResetJob: AppJob<{ email: string }> = {
  name: SEND_PASSWORD_RESET_JOB,
  run: (ctx, p) => sendPasswordResetEmail(ctx, p.email),
};
