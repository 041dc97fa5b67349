import type { AppModule } from '../../app-module.ts';
import { adminRoutes } from './routes.ts';

export const adminModule: AppModule = { name: 'admin', routes: [adminRoutes] };
