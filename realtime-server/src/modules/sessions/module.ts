import type { AppModule } from '../../app-module.ts';
import { startSessionsGateway } from '../../realtime/gateway-sessions.ts';
import { bookingRoutes } from './booking/routes.ts';
import { sessionRoutes } from './routes.ts';
import { extendTemplatesJob } from './templates/extend-templates-job.ts';

/** sessionRoutes registers the changes and the recurring series (changes/routes.ts) inside it. */
export const sessionsModule: AppModule = {
  name: 'sessions',
  routes: [bookingRoutes, sessionRoutes],
  gateways: [startSessionsGateway],
  jobs: [extendTemplatesJob],
};
