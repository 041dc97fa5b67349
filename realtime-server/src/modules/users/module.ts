import type { AppModule } from '../../app-module.ts';

/** Accounts as the other modules read them: queries only, no routes of its own. */
export const usersModule: AppModule = { name: 'users' };
