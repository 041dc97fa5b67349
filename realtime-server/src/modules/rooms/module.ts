import type { AppModule } from '../../app-module.ts';
import { roomRoutes } from './routes.ts';

export const roomsModule: AppModule = { name: 'rooms', routes: [roomRoutes] };
