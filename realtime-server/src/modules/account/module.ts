import type { AppModule } from '../../app-module.ts';
import { purgeAccountsJob } from './purge-accounts-job.ts';
import { accountRoutes } from './routes.ts';

export const accountModule: AppModule = { name: 'account', routes: [accountRoutes], jobs: [purgeAccountsJob] };
