import type { AppModule } from '../../app-module.ts';
import { coachingAccessRoutes } from './routes.ts';

export const coachingAccessModule: AppModule = { name: 'coaching-access', routes: [coachingAccessRoutes] };
