import type { AppModule } from '../../app-module.ts';

/** A member's activity of each day in a room, recorded by chat and goals and read by gamification. */
export const activityModule: AppModule = { name: 'activity' };
