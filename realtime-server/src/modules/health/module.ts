import type { AppModule } from '../../app-module.ts';
import { healthRoutes } from './routes.ts';

export const healthModule: AppModule = { name: 'health', routes: [healthRoutes] };
