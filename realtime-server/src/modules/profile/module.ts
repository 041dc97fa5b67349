import type { AppModule } from '../../app-module.ts';
import { startProfileGateway } from '../../realtime/gateway-profile.ts';
import { profileRoutes } from './routes.ts';

/** profileRoutes registers the credentials' routes (credential-routes.ts) inside it. */
export const profileModule: AppModule = { name: 'profile', routes: [profileRoutes], gateways: [startProfileGateway] };
