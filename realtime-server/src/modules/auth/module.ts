import type { AppModule } from '../../app-module.ts';
import { passwordResetJob } from './password-reset-job.ts';
import { authRoutes } from './routes.ts';
import { signInGuessesJob } from './sign-in-guesses-job.ts';

export const authModule: AppModule = { name: 'auth', routes: [authRoutes], jobs: [passwordResetJob, signInGuessesJob] };
