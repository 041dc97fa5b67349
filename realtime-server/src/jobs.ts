import type { AppContext } from './context.ts';
import { PURGE_ACCOUNTS_JOB, purgeDeletedAccounts } from './modules/account/service.ts';
import { SEND_PASSWORD_RESET_JOB, sendPasswordResetEmail } from './modules/auth/service.ts';
import { WARN_SIGN_IN_GUESSES_JOB, sendSignInGuessesEmail } from './modules/auth/sign-in-guard.ts';
import { EXPIRE_INVITES_JOB, expireDueInvites } from './modules/invites/service.ts';
import { AI_REPLY_JOB, runAiReply } from './modules/chat/ai-reply.ts';
import { EXTEND_TEMPLATES_EVERY_MS, EXTEND_TEMPLATES_JOB, extendTemplates } from './modules/sessions/templates/service.ts';
import { SESSION_NOTICE_JOB, sendSessionNotice, type SessionNoticePayload } from './modules/session-notify/notice.ts';
import { FORGET_BILLING_EVENTS_JOB, forgetOldBillingEvents } from './modules/billing/webhook/service.ts';
import { DEV_RENEWALS_JOB, renewDevSubscriptions } from './modules/billing/dev/renewals.ts';
import { CLEAN_UPLOADS_EVERY_MS, CLEAN_UPLOADS_JOB, removeStaleUploads } from './modules/storage/files-service.ts';
import { TRIAL_REMINDERS_EVERY_MS, TRIAL_REMINDERS_JOB, sendTrialReminders } from './modules/billing/trial-reminders.ts';
import { REMINDERS_EVERY_MS, SESSION_REMINDERS_JOB, sendDueReminders } from './modules/session-notify/reminders.ts';
import {
  BRIEF_GENERATE_JOB,
  BRIEF_SCAN_EVERY_MS,
  BRIEF_SCAN_JOB,
  generateSessionSummary,
  scanUpcomingSessions,
  type BriefJobPayload,
} from './modules/session-brief/service.ts';

/** Every background job and schedule of the app, registered in one place. */
export function registerJobs(ctx: AppContext): void {
  ctx.jobs.register<{ email: string }>(SEND_PASSWORD_RESET_JOB, (p) => sendPasswordResetEmail(ctx, p.email));
  ctx.jobs.register<{ email: string }>(WARN_SIGN_IN_GUESSES_JOB, (p) => sendSignInGuessesEmail(ctx, p.email));
  ctx.jobs.register(PURGE_ACCOUNTS_JOB, async () => {
    const purged = await purgeDeletedAccounts(ctx);
    if (purged) ctx.log.info({ purged }, 'purged deleted accounts');
  });
  ctx.jobs.schedule(PURGE_ACCOUNTS_JOB, 60 * 60_000);
  ctx.jobs.register(EXPIRE_INVITES_JOB, async () => {
    const expired = await expireDueInvites(ctx);
    if (expired) ctx.log.info({ expired }, 'expired invites');
  });
  ctx.jobs.schedule(EXPIRE_INVITES_JOB, 60_000);
  ctx.jobs.register<{ roomId: string; messageId: string }>(AI_REPLY_JOB, (p) => runAiReply(ctx, p));
  ctx.jobs.register(EXTEND_TEMPLATES_JOB, async () => {
    const created = await extendTemplates(ctx);
    if (created) ctx.log.info({ created }, 'extended recurring sessions');
  });
  ctx.jobs.schedule(EXTEND_TEMPLATES_JOB, EXTEND_TEMPLATES_EVERY_MS);
  ctx.jobs.register<SessionNoticePayload>(SESSION_NOTICE_JOB, (p) => sendSessionNotice(ctx, p));
  ctx.jobs.register(SESSION_REMINDERS_JOB, async () => {
    const reminded = await sendDueReminders(ctx);
    if (reminded) ctx.log.info({ reminded }, 'sent session reminders');
  });
  ctx.jobs.schedule(SESSION_REMINDERS_JOB, REMINDERS_EVERY_MS);
  ctx.jobs.register(TRIAL_REMINDERS_JOB, async () => {
    const sent = await sendTrialReminders(ctx);
    if (sent) ctx.log.info({ sent }, 'sent trial-ending reminders');
  });
  ctx.jobs.schedule(TRIAL_REMINDERS_JOB, TRIAL_REMINDERS_EVERY_MS);
  ctx.jobs.register<BriefJobPayload>(BRIEF_GENERATE_JOB, (p) => generateSessionSummary(ctx, p));
  ctx.jobs.register(BRIEF_SCAN_JOB, async () => {
    const queued = await scanUpcomingSessions(ctx);
    if (queued) ctx.log.info({ queued }, 'queued session briefs');
  });
  ctx.jobs.schedule(BRIEF_SCAN_JOB, BRIEF_SCAN_EVERY_MS);
  if (ctx.config.jobsEnabled) {
    // Once soon after start too: a scan queued by the previous process may be up to a period away.
    const runAt = new Date(ctx.clock.now().getTime() + 10_000);
    ctx.jobs
      .enqueue(BRIEF_SCAN_JOB, {}, { uniqueKey: `${BRIEF_SCAN_JOB}:start`, runAt, maxAttempts: 1 })
      .catch((err: unknown) => ctx.log.error({ err }, 'could not queue the first session-brief scan'));
  }
  ctx.jobs.register(FORGET_BILLING_EVENTS_JOB, async () => {
    await forgetOldBillingEvents(ctx);
  });
  ctx.jobs.schedule(FORGET_BILLING_EVENTS_JOB, 24 * 60 * 60_000);
  ctx.jobs.register(CLEAN_UPLOADS_JOB, async () => {
    const removed = await removeStaleUploads(ctx);
    if (removed) ctx.log.info({ removed }, 'removed unfinalized uploads');
  });
  ctx.jobs.schedule(CLEAN_UPLOADS_JOB, CLEAN_UPLOADS_EVERY_MS);
  if (ctx.billing.mode === 'dev') {
    ctx.jobs.register(DEV_RENEWALS_JOB, async () => {
      const renewed = await renewDevSubscriptions(ctx);
      if (renewed) ctx.log.info({ renewed }, 'dev billing: renewed or ended subscriptions');
    });
    ctx.jobs.schedule(DEV_RENEWALS_JOB, 60_000);
  }
}
