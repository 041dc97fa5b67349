import type { AppModule } from '../../app-module.ts';
import { lookupRoutes } from './routes.ts';

export const lookupsModule: AppModule = { name: 'lookups', routes: [lookupRoutes] };
