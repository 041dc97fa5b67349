import type { AppModule } from '../../app-module.ts';
import { startStorageGateway } from '../../realtime/gateway-storage.ts';
import { cleanUploadsJob } from './clean-uploads-job.ts';
import { storageRoutes } from './routes.ts';

export const storageModule: AppModule = {
  name: 'storage',
  routes: [storageRoutes],
  gateways: [startStorageGateway],
  jobs: [cleanUploadsJob],
};
