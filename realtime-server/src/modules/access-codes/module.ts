import type { AppModule } from '../../app-module.ts';
import { accessCodeRoutes } from './routes.ts';

export const accessCodesModule: AppModule = { name: 'access-codes', routes: [accessCodeRoutes] };
