import type { AppModule } from '../../app-module.ts';
import { calendarFeedRoutes } from './routes.ts';

export const calendarFeedModule: AppModule = { name: 'calendar-feed', routes: [calendarFeedRoutes] };
