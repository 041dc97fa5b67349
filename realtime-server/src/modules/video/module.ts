import type { AppModule } from '../../app-module.ts';
import { startVideoGateway } from '../../realtime/gateway-video.ts';
import { guestRoutes } from './guest/routes.ts';
import { videoLiveRoutes } from './live/routes.ts';
import { videoRoutes } from './routes.ts';
import { livekitWebhookRoutes } from './webhook/routes.ts';

/** The room's socket (socket.ts) is attached with Socket.IO itself (realtime/io.ts). */
export const videoModule: AppModule = {
  name: 'video',
  // The webhook's plugin reads JSON bodies as text (the signature covers the bytes); only inside its own scope.
  routes: [videoRoutes, guestRoutes, livekitWebhookRoutes, videoLiveRoutes],
  gateways: [startVideoGateway],
};
