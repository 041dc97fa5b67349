import type { AppModule } from '../../app-module.ts';
import { contactRoutes } from './routes.ts';

export const contactModule: AppModule = { name: 'contact', routes: [contactRoutes] };
