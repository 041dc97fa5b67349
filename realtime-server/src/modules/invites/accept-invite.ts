import { ONBOARDING_ERR, type TVerifyInviteResponse } from '@coach/contract';
import type { InviteRow, UserRow, Db } from '@coach/db';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { findLiveUserById } from '../users/queries.ts';
import { canAccept } from './invite-state.ts';
import { acceptInviteRow, activateCoachClient, findInviteByCode } from './queries.ts';

const noLongerValid = () => badRequest(ONBOARDING_ERR.INVITE_NO_LONGER_VALID, 'INVITE_NO_LONGER_VALID');

/** An invite link that can still be accepted, with its coach; undefined for unknown, used, cancelled or expired ones. */
async function acceptableInvite(ctx: AppContext, code: string): Promise<{ invite: InviteRow; coach: UserRow } | undefined> {
  const invite = await findInviteByCode(ctx.db, code);
  if (!invite || !canAccept(invite, ctx.clock.now())) return undefined;
  const coach = await findLiveUserById(ctx.db, invite.coachId);
  return coach ? { invite, coach } : undefined;
}

/** GET /api/invites/validate/{code}: whether the link is usable; never tells to whom it was sent. */
export async function validateInviteCode(ctx: AppContext, code: string): Promise<{ valid: boolean; message: string | null }> {
  return (await acceptableInvite(ctx, code))
    ? { valid: true, message: null }
    : { valid: false, message: ONBOARDING_ERR.INVITE_NO_LONGER_VALID };
}

/**
 * The invite behind a link, for the person who proves the address it was sent to. Throws 400 with
 * INVITE_NO_LONGER_VALID (unknown, not pending or past expiry) or INVITE_EMAIL_MISMATCH.
 */
export async function inviteForEmail(ctx: AppContext, code: string, email: string): Promise<{ invite: InviteRow; coach: UserRow }> {
  const found = await acceptableInvite(ctx, code);
  if (!found) throw noLongerValid();
  if (found.invite.email.toLowerCase() !== email.trim().toLowerCase()) {
    throw badRequest(ONBOARDING_ERR.INVITE_EMAIL_MISMATCH, 'INVITE_EMAIL_MISMATCH');
  }
  return found;
}

/** POST /api/invites/verify/{code}. */
export async function verifyInvite(ctx: AppContext, code: string, email: string): Promise<TVerifyInviteResponse> {
  const { invite, coach } = await inviteForEmail(ctx, code, email);
  return {
    inviteeEmail: invite.email,
    coachName: `${coach.firstName} ${coach.lastName}`,
    personalMessage: invite.personalMessage,
  };
}

/**
 * Inside the sign-up's transaction: marks the invite accepted by the new client and starts the
 * coaching relationship. Throws INVITE_NO_LONGER_VALID when the invite was cancelled or expired meanwhile.
 */
export async function acceptInvite(trx: Db, invite: InviteRow, client: { id: string; name: string }, now: Date): Promise<void> {
  const accepted = await acceptInviteRow(trx, invite.id, { acceptedBy: client.id, coacheeName: client.name, now });
  if (!accepted) throw noLongerValid();
  await activateCoachClient(trx, invite.coachId, client.id, now);
}
