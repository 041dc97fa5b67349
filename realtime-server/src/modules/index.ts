import type { AppModule } from '../app-module.ts';
import { accessCodesModule } from './access-codes/module.ts';
import { accountModule } from './account/module.ts';
import { activityModule } from './activity/module.ts';
import { adminModule } from './admin/module.ts';
import { aiCoachModule } from './ai-coach/module.ts';
import { authModule } from './auth/module.ts';
import { availabilityModule } from './availability/module.ts';
import { billingModule } from './billing/module.ts';
import { calendarFeedModule } from './calendar-feed/module.ts';
import { chatModule } from './chat/module.ts';
import { coachesModule } from './coaches/module.ts';
import { coachingAccessModule } from './coaching-access/module.ts';
import { contactModule } from './contact/module.ts';
import { devMailboxModule } from './dev-mailbox/module.ts';
import { directoryModule } from './directory/module.ts';
import { emailVerificationModule } from './email-verification/module.ts';
import { gamificationModule } from './gamification/module.ts';
import { goalsModule } from './goals/module.ts';
import { healthModule } from './health/module.ts';
import { intakeModule } from './intake/module.ts';
import { invitesModule } from './invites/module.ts';
import { lookupsModule } from './lookups/module.ts';
import { notesModule } from './notes/module.ts';
import { profileModule } from './profile/module.ts';
import { roomsModule } from './rooms/module.ts';
import { sessionBriefModule } from './session-brief/module.ts';
import { sessionNotifyModule } from './session-notify/module.ts';
import { sessionsModule } from './sessions/module.ts';
import { storageModule } from './storage/module.ts';
import { usersModule } from './users/module.ts';
import { videoModule } from './video/module.ts';
import { workspaceModule } from './workspace/module.ts';

/**
 * Every module of the server, in the order their routes are registered (the API document lists
 * them so) and their gateways and listeners start. A new module is added here.
 */
export const MODULES: readonly AppModule[] = [
  healthModule,
  authModule,
  emailVerificationModule,
  accountModule,
  contactModule,
  accessCodesModule,
  lookupsModule,
  intakeModule,
  coachesModule,
  invitesModule,
  roomsModule,
  chatModule,
  goalsModule,
  gamificationModule,
  adminModule,
  coachingAccessModule,
  billingModule,
  availabilityModule,
  sessionsModule,
  calendarFeedModule,
  videoModule,
  notesModule,
  profileModule,
  storageModule,
  directoryModule,
  workspaceModule,
  sessionBriefModule,
  sessionNotifyModule,
  devMailboxModule,
  usersModule,
  activityModule,
  aiCoachModule,
];
