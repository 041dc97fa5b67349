import type { AppModule } from '../../app-module.ts';
import { devMailboxRoutes } from './routes.ts';

/** The outbox's pages, where emails are kept instead of sent (no SMTP_URL). */
export const devMailboxModule: AppModule = {
  name: 'dev-mailbox',
  devRoutes: [{ plugin: devMailboxRoutes, when: (ctx) => ctx.mailer.kind === 'outbox' }],
};
