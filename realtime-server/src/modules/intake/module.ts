import type { AppModule } from '../../app-module.ts';
import { intakeRoutes } from './routes.ts';

export const intakeModule: AppModule = { name: 'intake', routes: [intakeRoutes] };
