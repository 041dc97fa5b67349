import type { AppModule } from '../../app-module.ts';
import { startProgressGateway } from '../../realtime/gateway-progress.ts';
import { goalRoutes } from './routes.ts';

/** The progress gateway pushes goals, and the badges and stats gamification derives from them. */
export const goalsModule: AppModule = { name: 'goals', routes: [goalRoutes], gateways: [startProgressGateway] };
