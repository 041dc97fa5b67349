import type { AppModule } from '../../app-module.ts';
import { devRenewalsJob } from './dev/renewals-job.ts';
import { devBillingRoutes } from './dev/routes.ts';
import { billingRoutes } from './routes.ts';
import { trialRemindersJob } from './trial-reminders-job.ts';
import { forgetBillingEventsJob } from './webhook/forget-events-job.ts';
import { stripeWebhookRoutes } from './webhook/routes.ts';

export const billingModule: AppModule = {
  name: 'billing',
  // The webhook's plugin reads JSON bodies as text (the signature covers the bytes); only inside its own scope.
  routes: [billingRoutes, stripeWebhookRoutes],
  devRoutes: [{ plugin: devBillingRoutes, when: (ctx) => ctx.billing.mode === 'dev' }],
  jobs: [trialRemindersJob, forgetBillingEventsJob, devRenewalsJob],
};
