import {
  ACCOUNT_PURGE_DAYS,
  DAY_MS,
  DEFAULT_TIME_ZONE,
  EXPORT_SCHEMA_VERSION,
  ROLE,
  storedFileUrl,
  type TExportData,
  type TExportFile,
  type TProfile,
  type TUpdateProfileBody,
} from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { localDay } from '../../lib/local-days.ts';
import { userBadgesInRoom } from '../gamification/queries.ts';
import { findGoal } from '../goals/queries.ts';
import { toGoalDto } from '../goals/service.ts';
import { effectiveStatus } from '../invites/invite-state.ts';
import { updateUser } from '../users/queries.ts';
import { bookingRulesOf, patternsOf } from '../availability/queries.ts';
import { toTemplate } from '../sessions/service.ts';
import { forViewer } from '../sessions/queries.ts';
import { sessionsOfPerson } from '../sessions/table-queries.ts';
import { templatesOfPerson } from '../sessions/templates/queries.ts';
import { cancelSubscriptionsNow } from '../billing/service.ts';
import { billingRecordsOf } from '../billing/queries.ts';
import {
  accountsToPurge,
  exportRows,
  keptFilesOf,
  profileExportRows,
  profileRow,
  purgeAccount,
  uploadKeysOf,
  upsertProfile,
} from './queries.ts';
import { deleteJobsNaming } from './purge-jobs-queries.ts';
import { fileStoreFor } from '../../providers/storage/index.ts';

export const PURGE_ACCOUNTS_JOB = 'accounts.purge';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function getProfile(ctx: AppContext, user: UserRow): Promise<TProfile> {
  const r = await profileRow(ctx.db, user.id);
  return {
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    preferredName: r.preferredName,
    email: r.email,
    emailVerified: r.emailVerified,
    phone: r.phone,
    streetAddress: r.streetAddress,
    city: r.city,
    stateProvince: r.stateProvince,
    postalCode: r.postalCode,
    country: r.country,
    pronouns: r.pronouns,
    timeZone: r.timeZone ?? DEFAULT_TIME_ZONE,
    languages: r.languages ?? [],
    createdAt: r.createdAt.toISOString(),
  };
}

export async function updateProfile(ctx: AppContext, user: UserRow, body: TUpdateProfileBody): Promise<TProfile> {
  const { firstName, lastName, preferredName, ...profile } = body;
  await ctx.db.transaction().execute(async (trx) => {
    const names = Object.fromEntries(
      Object.entries({ firstName, lastName, preferredName: preferredName === '' ? null : preferredName }).filter(
        ([, v]) => v !== undefined,
      ),
    );
    if (Object.keys(names).length) await updateUser(trx, user.id, names);
    if (Object.keys(profile).length) await upsertProfile(trx, user.id, profile);
  });
  ctx.events.publish('user.updated', { userId: user.id });
  return getProfile(ctx, user);
}

/** Everything the user owns or wrote, as JSON (its shape: ZExportData, versioned by EXPORT_SCHEMA_VERSION). */
export async function exportData(ctx: AppContext, user: UserRow): Promise<TExportData> {
  const [rows, billing, own] = await Promise.all([
    exportRows(ctx.db, user.id),
    billingRecordsOf(ctx.db, user.id),
    profileExportRows(ctx.db, user.id),
  ]);
  const now = ctx.clock.now();
  // Goals read as the person sees them today (a streak whose period passed unmet reads 0).
  const today = localDay(now, rows.profile?.timeZone ?? DEFAULT_TIME_ZONE);
  const goals = await Promise.all(rows.goalIds.map((id) => findGoal(ctx.db, id)));
  const badges = (await Promise.all(rows.rooms.map((r) => userBadgesInRoom(ctx.db, user.id, r.id)))).flat();
  const dates = <T extends Record<string, unknown>>(o: T) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
  return {
    schemaVersion: EXPORT_SCHEMA_VERSION,
    exportedAt: iso(now)!,
    user: dates(rows.user),
    profile: rows.profile ? dates(rows.profile) : null,
    contactMessages: rows.contactMessages.map(dates),
    emails: rows.emails.map(dates),
    intake: rows.intake ? { answers: rows.intake.answers as Record<string, unknown>, completedAt: iso(rows.intake.completedAt)! } : null,
    coachProfile: rows.coachProfile ? dates(rows.coachProfile) : null,
    coachingPreferences: own.coachingPreferences ? dates(own.coachingPreferences) : null,
    certifications: own.certifications.map(dates),
    education: own.education.map(dates),
    experience: own.experience.map(dates),
    rooms: rows.rooms.map((r) => ({ id: r.id, name: r.name, createdAt: r.createdAt })),
    // The status the coach sees: a pending invite past its expiry is expired.
    invites: rows.invites.map((i) => ({
      email: i.email,
      status: effectiveStatus(i, now),
      sentAt: iso(i.sentAt)!,
      expiresAt: iso(i.expiresAt)!,
      acceptedAt: iso(i.acceptedAt),
      cancelledAt: iso(i.cancelledAt),
    })),
    messages: rows.messages.map((m) => ({ ...m, createdAt: iso(m.createdAt)!, updatedAt: iso(m.updatedAt)! })),
    goals: goals.filter((g) => g !== undefined).map((g) => toGoalDto(g, today)),
    badges,
    activity: rows.activity,
    notes: rows.notes.map(dates),
    transcriptLines: rows.transcriptLines.map(dates),
    videoConsents: rows.videoConsents.map(dates),
    sessionFeedback: rows.sessionFeedback.map(dates),
    subscriptions: billing.subscriptions.map(dates),
    invoices: billing.invoices.map(dates),
    ...(await schedulingExport(ctx, user)),
    files: await exportFilesOf(ctx, user.id),
  };
}

/** The person's sessions and series as they see them; a coach's availability and booking rules. */
async function schedulingExport(ctx: AppContext, user: UserRow) {
  const isCoach = user.primaryRoleId === ROLE.COACH;
  const [sessions, templates, availability, bookingRules] = await Promise.all([
    sessionsOfPerson(ctx.db, user.id),
    templatesOfPerson(ctx.db, user.id),
    isCoach ? patternsOf(ctx.db, user.id) : [],
    isCoach ? bookingRulesOf(ctx.db, user.id) : null,
  ]);
  return { sessions: sessions.map((s) => forViewer(s, user.id)), sessionTemplates: templates.map(toTemplate), availability, bookingRules };
}

/**
 * The person's own kept files, each with the full address of the storage route it downloads from
 * (under PUBLIC_URL; documents want the owner's sign-in, an avatar is public).
 */
async function exportFilesOf(ctx: AppContext, userId: string): Promise<TExportFile[]> {
  const rows = await keptFilesOf(ctx.db, userId);
  return rows.map((r) => ({
    type: r.type,
    url: `${ctx.config.publicUrl}${storedFileUrl(r.finalKey!)}`,
    contentType: r.contentType,
    size: r.size,
    keptAt: iso(r.finalizedAt),
    certificationId: r.certificationId ?? null,
  }));
}

/** Purges the accounts deleted more than 30 days ago; returns how many. */
export async function purgeDeletedAccounts(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - ACCOUNT_PURGE_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const batch = await accountsToPurge(ctx.db, cutoff);
    for (const { id } of batch) {
      // Deleting the account ended its subscriptions; one the provider refused then ends now, before its record goes.
      await cancelSubscriptionsNow(ctx, id);
      // The bytes of the person's uploads go first: a failure leaves rows the next run finds again.
      const store = fileStoreFor(ctx.config);
      await Promise.all((await uploadKeysOf(ctx.db, id)).map((key) => store.remove(key)));
      await ctx.db.transaction().execute(async (trx) => {
        // First, while the rows its jobs may name still exist.
        await deleteJobsNaming(trx, id);
        await purgeAccount(trx, id, now);
      });
    }
    total += batch.length;
    if (batch.length < 100) return total;
  }
}
