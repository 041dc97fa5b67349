import { DAY_MS, INVITE_EXPIRY_DAYS, ONBOARDING_ERR, type TInvite, type TInviteFilter, type TInviteList } from '@coach/contract';
import type { InviteRow, UserRow } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { requireAccess } from '../../lib/access.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { requireCoach } from '../../lib/roles.ts';
import { readCursor, toPage } from '../../lib/page-cursor.ts';
import { generateToken } from '../../lib/secrets.ts';
import { inviteEmail } from '../../providers/email/email-texts.ts';
import { inviteAccess, inviteNotFound } from './access.ts';
import { requireInvitingCoach, takeResendQuota, takeSendQuota } from './invite-limits.ts';
import { canCancel, canResend } from './invite-state.ts';
import {
  cancelInviteRow,
  clientEmailsOf,
  coachInviteCounts,
  coachInvitesPage,
  deleteInviteRow,
  expirePending,
  insertInvites,
  pendingInvitesTo,
  restartInvite,
  toInviteDto,
} from './queries.ts';

export const EXPIRE_INVITES_JOB = 'invites.expire';

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITE_EXPIRY_DAYS * DAY_MS);
const fullName = (u: UserRow) => `${u.firstName} ${u.lastName}`;

const alreadyPending = (email: string) => conflict(ONBOARDING_ERR.INVITE_ALREADY_PENDING(email), 'INVITE_ALREADY_PENDING');

/** True when the one-pending-invite-per-coach-and-address index refused a row (two sends at once). */
function isPendingClash(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'invites_pending_email_key';
}

function publishChanged(ctx: AppContext, rows: Array<{ id: string; coachId: string }>): void {
  for (const r of rows) ctx.events.publish('invite.changed', { inviteId: r.id, coachId: r.coachId });
}

async function emailInvite(ctx: AppContext, coach: UserRow, invite: InviteRow): Promise<void> {
  const link = `${ctx.config.publicUrl}/accept-invite/${invite.code}`;
  const mail = inviteEmail(fullName(coach), link, invite.personalMessage, INVITE_EXPIRY_DAYS);
  // Linked to the coach: the address came from them and leaves with their account.
  await ctx.mailer.send({ to: invite.email, userId: coach.id, ...mail });
}

/**
 * Sorts the coach's pending invites to these addresses: one still within its time is a conflict;
 * ones past expiry are flipped to expired here (the job may not have run yet), so that the new
 * pending invite does not clash with them. Returns the flipped ones.
 */
async function clearPending(trx: Parameters<typeof pendingInvitesTo>[0], coachId: string, emails: string[], now: Date, exceptId?: string) {
  const pending = await pendingInvitesTo(trx, coachId, emails, exceptId);
  const live = pending.find((p) => p.expiresAt > now);
  if (live) throw alreadyPending(live.email);
  return expirePending(
    trx,
    now,
    pending.map((p) => p.id),
  );
}

export async function sendInvites(
  ctx: AppContext,
  coach: UserRow,
  body: { emails: string[]; personalMessage?: string | null },
): Promise<{ invitesSent: number; invites: TInvite[] }> {
  requireCoach(coach);
  requireInvitingCoach(coach);
  const emails = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
  const personalMessage = body.personalMessage?.trim() || null;
  const clients = await clientEmailsOf(ctx.db, coach.id, emails);
  if (clients.length) throw conflict(ONBOARDING_ERR.ALREADY_YOUR_CLIENT(clients[0]!), 'ALREADY_YOUR_CLIENT');

  const now = ctx.clock.now();
  const release = await takeSendQuota(ctx, coach.id, emails);
  let result: { invites: InviteRow[]; expired: Array<{ id: string; coachId: string }> };
  try {
    result = await ctx.db.transaction().execute(async (trx) => {
      const expired = await clearPending(trx, coach.id, emails, now);
      const invites = await insertInvites(
        trx,
        emails.map((email) => ({
          coachId: coach.id,
          email,
          // Whether the address has an account stays unsaid: the name comes with the acceptance.
          coacheeName: null,
          code: generateToken(),
          personalMessage,
          sentAt: now,
          expiresAt: expiryFrom(now),
        })),
      );
      // In the order the coach listed the addresses.
      invites.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
      return { invites, expired };
    });
  } catch (err) {
    await release();
    if (!isPendingClash(err)) throw err;
    const clash = await pendingInvitesTo(ctx.db, coach.id, emails);
    throw alreadyPending(clash[0]?.email ?? emails[0]!);
  }

  publishChanged(ctx, result.expired);
  for (const invite of result.invites) await emailInvite(ctx, coach, invite);
  publishChanged(ctx, result.invites);
  return { invitesSent: result.invites.length, invites: result.invites.map((i) => toInviteDto(i, now)) };
}

/** A page of the coach's own invites under a status and a search, newest first, with the counts of all of them. */
export async function listInvites(
  ctx: AppContext,
  coach: UserRow,
  query: { limit: number; cursor?: string; status: TInviteFilter; search?: string },
): Promise<TInviteList> {
  requireCoach(coach);
  const now = ctx.clock.now();
  const filter = { status: query.status, search: query.search || undefined, now };
  const after = query.cursor ? readCursor(query.cursor) : undefined;
  const rows = await coachInvitesPage(ctx.db, coach.id, query.limit, filter, after);
  const { items, nextCursor } = toPage(rows, query.limit);
  const counts = await coachInviteCounts(ctx.db, coach.id, now);
  return { invites: items.map((r) => toInviteDto(r, now)), nextCursor, counts };
}

async function ownInvite(ctx: AppContext, coach: UserRow, id: string): Promise<InviteRow> {
  requireCoach(coach);
  return requireAccess(ctx.db, inviteAccess, coach, id);
}

export async function cancelInvite(ctx: AppContext, coach: UserRow, id: string): Promise<TInvite> {
  const invite = await ownInvite(ctx, coach, id);
  const now = ctx.clock.now();
  const cannot = () => new AppError('INVITE_CANNOT_CANCEL', 409, ONBOARDING_ERR.INVITE_CANNOT_CANCEL);
  if (!canCancel(invite, now)) throw cannot();
  // Conditional on the status, so an acceptance that lands first wins.
  const cancelled = await cancelInviteRow(ctx.db, invite.id, now);
  if (!cancelled) throw cannot();
  publishChanged(ctx, [cancelled]);
  return toInviteDto(cancelled, now);
}

/** Pending or expired: pending again with new dates, the same link, and the email sent again. */
export async function resendInvite(
  ctx: AppContext,
  coach: UserRow,
  id: string,
): Promise<{ sentAt: string; expiresAt: string; invite: TInvite }> {
  const invite = await ownInvite(ctx, coach, id);
  requireInvitingCoach(coach);
  const now = ctx.clock.now();
  const cannot = () => new AppError('INVITE_CANNOT_RESEND', 409, ONBOARDING_ERR.INVITE_CANNOT_RESEND);
  if (!canResend(invite, now)) throw cannot();
  const release = await takeResendQuota(ctx, coach.id, invite.id);
  let result: { restarted: InviteRow; expired: Array<{ id: string; coachId: string }> };
  try {
    result = await ctx.db.transaction().execute(async (trx) => {
      const expired = await clearPending(trx, coach.id, [invite.email.toLowerCase()], now, invite.id);
      const restarted = await restartInvite(trx, invite.id, now, expiryFrom(now));
      if (!restarted) throw cannot();
      return { restarted, expired };
    });
  } catch (err) {
    await release();
    if (isPendingClash(err)) throw alreadyPending(invite.email);
    throw err;
  }
  publishChanged(ctx, result.expired);
  await emailInvite(ctx, coach, result.restarted);
  publishChanged(ctx, [result.restarted]);
  const dto = toInviteDto(result.restarted, now);
  return { sentAt: dto.sentDate, expiresAt: dto.expiresDate, invite: dto };
}

export async function deleteInvite(ctx: AppContext, coach: UserRow, id: string): Promise<void> {
  const invite = await ownInvite(ctx, coach, id);
  const deleted = await deleteInviteRow(ctx.db, invite.id);
  if (!deleted) throw inviteNotFound();
  ctx.events.publish('invite.changed', {
    inviteId: deleted.id,
    coachId: deleted.coachId,
    deleted: toInviteDto(deleted, ctx.clock.now()),
  });
}

/** The job: flips every pending invite past its expiry to expired, and tells each coach. */
export async function expireDueInvites(ctx: AppContext): Promise<number> {
  const expired = await expirePending(ctx.db, ctx.clock.now());
  publishChanged(ctx, expired);
  return expired.length;
}
