import type { AppModule } from '../../app-module.ts';
import { gamificationRoutes } from './routes.ts';
import { startAwardEngine } from './service.ts';

export const gamificationModule: AppModule = { name: 'gamification', routes: [gamificationRoutes], listeners: [startAwardEngine] };
