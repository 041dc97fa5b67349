import type { AppModule } from '../../app-module.ts';
import { expireInvitesJob } from './expire-invites-job.ts';
import { inviteRoutes } from './routes.ts';

export const invitesModule: AppModule = { name: 'invites', routes: [inviteRoutes], jobs: [expireInvitesJob] };
