import type { AppModule } from '../../app-module.ts';
import { availabilityRoutes } from './routes.ts';

export const availabilityModule: AppModule = { name: 'availability', routes: [availabilityRoutes] };
