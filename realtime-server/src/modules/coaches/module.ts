import type { AppModule } from '../../app-module.ts';
import { coachRoutes } from './routes.ts';

export const coachesModule: AppModule = { name: 'coaches', routes: [coachRoutes] };
