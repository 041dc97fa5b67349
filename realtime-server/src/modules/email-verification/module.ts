import type { AppModule } from '../../app-module.ts';
import { emailVerificationRoutes } from './routes.ts';

export const emailVerificationModule: AppModule = { name: 'email-verification', routes: [emailVerificationRoutes] };
