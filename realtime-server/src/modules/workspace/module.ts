import type { AppModule } from '../../app-module.ts';
import { startWorkspaceGateway } from '../../realtime/gateway-workspace.ts';
import { startAnalyticsPush } from './push.ts';
import { workspaceRoutes } from './routes.ts';

export const workspaceModule: AppModule = {
  name: 'workspace',
  routes: [workspaceRoutes],
  gateways: [startWorkspaceGateway],
  listeners: [(ctx) => startAnalyticsPush(ctx)],
};
