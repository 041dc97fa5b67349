import type { AppModule } from '../../app-module.ts';
import { sessionNoticeJob } from './notice-job.ts';
import { startSessionNotify } from './notice.ts';
import { sessionRemindersJob } from './reminders-job.ts';

/** No routes: session emails follow the sessions module's events. */
export const sessionNotifyModule: AppModule = {
  name: 'session-notify',
  listeners: [startSessionNotify],
  jobs: [sessionNoticeJob, sessionRemindersJob],
};
