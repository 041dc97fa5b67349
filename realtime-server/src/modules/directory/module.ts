import type { AppModule } from '../../app-module.ts';
import { startDirectoryGateway } from '../../realtime/gateway-directory.ts';
import { directoryRoutes } from './routes.ts';

export const directoryModule: AppModule = { name: 'directory', routes: [directoryRoutes], gateways: [startDirectoryGateway] };
