import type { AppModule } from '../../app-module.ts';
import { startGateway } from '../../realtime/gateway.ts';
import { aiReplyJob } from './ai-reply-job.ts';
import { chatRoutes } from './routes.ts';

/** The gateway carries rooms', invites' and accounts' events too: the chat's tabs follow them. */
export const chatModule: AppModule = { name: 'chat', routes: [chatRoutes], gateways: [startGateway], jobs: [aiReplyJob] };
