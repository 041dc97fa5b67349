import type { AppModule } from '../../app-module.ts';
import { noteRoutes } from './routes.ts';

export const notesModule: AppModule = { name: 'notes', routes: [noteRoutes] };
