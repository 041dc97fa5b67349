import { ERR, isEmail, ROLE, type TRoom, type TTrackIntakeEventBody, type ZIntakeForm } from '@coach/contract';
import type { UserRow } from '@coach/db';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { requiredAccessCode } from '../access-codes/service.ts';
import { upsertProfile } from '../account/queries.ts';
import { createAccount } from '../auth/sign-up.ts';
import { acceptInvite, inviteForEmail } from '../invites/accept-invite.ts';
import { assertLookupAnswers } from '../lookups/service.ts';
import { findRoomDto } from '../rooms/queries.ts';
import { createClientRoom } from '../rooms/service.ts';
import { emailTaken } from '../users/queries.ts';
import { claimSessionEvents, hasCompletedEvent, insertIntakeEvent, insertIntakeResponse, intakeCompletedAt } from './queries.ts';

type IntakeForm = z.output<typeof ZIntakeForm>;

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

export async function checkEmail(ctx: AppContext, email: string): Promise<{ exists: boolean }> {
  return { exists: await emailTaken(ctx.db, email) };
}

/** Records a funnel event. 'completed' counts once per run: save-completion records it, and the browser may send it too. */
export async function trackEvent(ctx: AppContext, body: TTrackIntakeEventBody, userId: string | null): Promise<void> {
  if (body.eventType === 'completed' && (await hasCompletedEvent(ctx.db, body.sessionId))) return;
  await insertIntakeEvent(ctx.db, {
    sessionId: body.sessionId,
    eventType: body.eventType,
    stepNumber: body.stepNumber ?? null,
    userId,
    createdAt: ctx.clock.now(),
  });
}

export async function checkCompletion(ctx: AppContext, user: UserRow): Promise<{ completed: boolean; completedAt: string | null }> {
  const at = await intakeCompletedAt(ctx.db, user.id);
  return { completed: at !== null, completedAt: at ? at.toISOString() : null };
}

/** What the person answered, kept for their coaches; never the password or the codes. */
function answersOf(form: IntakeForm): Record<string, unknown> {
  const { password: _p, confirmPassword: _c, accessCode: _a, inviteCode: _i, sessionId: _s, timeZone: _t, ...answers } = form;
  return answers;
}

/** The pronouns for the profile: the chosen ones, the person's own words, or none. */
function pronounsOf(form: IntakeForm): string | null {
  if (form.pronouns === 'custom') return blankToNull(form.customPronouns);
  if (form.pronouns === 'prefer-not-to-say') return null;
  return blankToNull(form.pronouns);
}

/** Answers must be ids of the lookup lists (docs/intake-and-billing.md#intake-wizard); blank optional ones pass. */
function checkAnswers(ctx: AppContext, form: IntakeForm): Promise<void> {
  return assertLookupAnswers(ctx, [
    { field: 'supportAreas', kind: 'support_area', values: form.supportAreas },
    { field: 'primaryFocus', kind: 'primary_focus', values: [form.primaryFocus] },
    { field: 'pronouns', kind: 'pronouns', values: [form.pronouns] },
    { field: 'checkinFrequency', kind: 'checkin_frequency', values: [form.checkinFrequency] },
    { field: 'coachingStyle', kind: 'coaching_style', values: [form.coachingStyle] },
  ]);
}

/**
 * The end of the intake wizard, in one transaction: the customer with a 7-day trial, the answers,
 * the room with the AI coach (and the inviting coach), the accepted invite or the used access code.
 * Email verification and the invite's push follow the commit.
 */
export async function saveCompletion(ctx: AppContext, form: IntakeForm): Promise<{ user: UserRow; room: TRoom }> {
  const email = form.email.trim().toLowerCase();
  if (!isEmail(email)) throw badRequest(ERR.EMAIL_INVALID, 'EMAIL_INVALID');
  await checkAnswers(ctx, form);
  const inviteCode = blankToNull(form.inviteCode);
  // A valid invite stands in for the access code.
  const invited = inviteCode ? await inviteForEmail(ctx, inviteCode, email) : null;
  const code = invited ? null : await requiredAccessCode(ctx, form.accessCode);
  const name = `${form.firstName} ${form.lastName}`;
  // Invited people verify their address by code too (createAccount sends it): one rule for everybody.
  const { user, result: roomId } = await createAccount(
    ctx,
    {
      firstName: form.firstName,
      lastName: form.lastName,
      preferredName: blankToNull(form.preferredName),
      email,
      password: form.password,
      role: ROLE.CUSTOMER,
      accessCode: code ? { code, purpose: 'intake' } : null,
    },
    async (trx, created, now) => {
      await insertIntakeResponse(trx, {
        userId: created.id,
        answers: answersOf(form),
        inviteId: invited?.invite.id ?? null,
        completedAt: now,
      });
      await upsertProfile(trx, created.id, { pronouns: pronounsOf(form), ...(form.timeZone ? { timeZone: form.timeZone } : {}) });
      const roomId = await createClientRoom(trx, created, invited?.invite.coachId ?? null, now);
      if (invited) await acceptInvite(trx, invited.invite, { id: created.id, name }, now);
      const sessionId = blankToNull(form.sessionId);
      if (sessionId) {
        await claimSessionEvents(trx, sessionId, created.id);
        await insertIntakeEvent(trx, { sessionId, eventType: 'completed', stepNumber: null, userId: created.id, createdAt: now });
      }
      return roomId;
    },
  );
  if (invited) ctx.events.publish('invite.changed', { inviteId: invited.invite.id, coachId: invited.invite.coachId });
  // The coach's open tabs join the new room's channel.
  if (invited) ctx.events.publish('room.membersChanged', { roomId });
  const room = await findRoomDto(ctx.db, roomId);
  if (!room) throw new Error('the new room is missing');
  return { user, room };
}
