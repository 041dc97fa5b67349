import type { AppJob } from '../../app-module.ts';
import { sendSignInGuessesEmail, WARN_SIGN_IN_GUESSES_JOB } from './sign-in-guard.ts';

/** Tells an account's owner that someone is guessing its password. */
export const signInGuessesJob: AppJob<{ email: string }> = {
  name: WARN_SIGN_IN_GUESSES_JOB,
  run: (ctx, p) => sendSignInGuessesEmail(ctx, p.email),
};
