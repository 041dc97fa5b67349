import { describe, expect, it } from 'vitest';
import { ONBOARDING_ERR } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { purgeAccount } from '../../src/modules/account/queries.ts';
import { insertCoachProfile } from '../../src/modules/coaches/queries.ts';
import { call, serverForFile, socketsForFile } from '../helpers.ts';
import { inviteCalls, inviteChange } from './invites-helpers.ts';
import { intakePayload, saveCompletion, sendInvite, withAccessCodeGate } from '../factories/onboarding.ts';
import { uniqueEmail } from '../factories/people.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000', PUBLIC_URL: 'https://coach.example.test' }, { clock });
const sockets = socketsForFile(server);

const { coach, list, cancel, validate, verify } = inviteCalls(server);
const socketOf = (token: string) => sockets.connect(token);

describe('GET /api/invites/validate/{code}', () => {
  it('says whether the link can be used, and never who it was sent to', async () => {
    const me = await coach();
    const { code, email } = await sendInvite(server, me.token);
    const ok = await validate(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ valid: true, message: null });
    expect(ok.body).not.toContain(email);

    const unknown = await validate('no-such-code');
    expect(unknown.json().data).toEqual({ valid: false, message: ONBOARDING_ERR.INVITE_NO_LONGER_VALID });
  });
});

describe('POST /api/invites/verify/{code}', () => {
  it('shows the coach and the message to the invited address, whatever its case', async () => {
    const me = await coach('Morgan');
    const { code, email } = await sendInvite(server, me.token, uniqueEmail('invited'), 'Welcome aboard');
    const res = await verify(code, ` ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ inviteeEmail: email, coachName: 'Morgan User', personalMessage: 'Welcome aboard' });
  });

  it('refuses another address, and cancelled or unknown invites', async () => {
    const me = await coach();
    const { invite, code } = await sendInvite(server, me.token);
    const wrong = await verify(code, uniqueEmail('someone-else'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(ONBOARDING_ERR.INVITE_EMAIL_MISMATCH);
    expect(wrong.body).not.toContain(invite.email);

    await cancel(me.token, invite.id);
    const cancelled = await verify(code, invite.email);
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().error).toBe(ONBOARDING_ERR.INVITE_NO_LONGER_VALID);
    expect((await verify('no-such-code', invite.email)).json().error).toBe(ONBOARDING_ERR.INVITE_NO_LONGER_VALID);
  });

  it('limits the guesses for one link', async () => {
    const me = await coach();
    const { code, email } = await sendInvite(server, me.token);
    for (let i = 0; i < 10; i++) expect((await verify(code, uniqueEmail('guess'))).statusCode).toBe(400);
    const res = await verify(code, email);
    expect(res.statusCode).toBe(429);
  });
});

describe('POST /api/intake/save-completion with an invite', () => {
  it('puts the coach in the room, starts the relationship, and pushes the accepted invite to the coach', async () => {
    const me = await coach('Quinn');
    const { invite, code, email } = await sendInvite(server, me.token);
    const socket = await socketOf(me.token);
    const pushed = inviteChange(socket, (p) => p.invite.id === invite.id && p.invite.status !== 'pending');

    // The invite stands in for the access code even while codes are required.
    const res = await withAccessCodeGate(server, true, () =>
      saveCompletion(server, intakePayload({ email: email.toUpperCase(), inviteCode: code, firstName: 'Ira', lastName: 'Invited' })),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { user, coachingRoom, requiresEmailVerification } = res.json().data;
    expect(requiresEmailVerification).toBe(true);
    expect(coachingRoom.humanCoach).toEqual({ id: me.user.id, firstName: 'Quinn', lastName: 'User', avatarUrl: null });

    const changed = await pushed;
    expect(changed.invite).toMatchObject({ id: invite.id, status: 'accepted', coacheeName: 'Ira Invited' });
    expect(changed.invite.acceptedAt).not.toBeNull();

    const rooms = await call(server, 'GET', '/api/rooms', { token: me.token });
    expect(rooms.json().data).toEqual([
      expect.objectContaining({ id: coachingRoom.id, client: { id: user.id, firstName: 'Ira', lastName: 'Invited', avatarUrl: null } }),
    ]);
    const row = await server.ctx.db.selectFrom('invites').selectAll().where('id', '=', invite.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'accepted', acceptedBy: user.id });
    const relation = await server.ctx.db.selectFrom('coachClients').selectAll().where('clientId', '=', user.id).executeTakeFirstOrThrow();
    expect(relation).toMatchObject({ coachId: me.user.id, status: 'active' });
    const access = await call(server, 'GET', '/api/coaches/me/has-active-coaching', { token: res.json().data.token });
    expect(access.json().data).toMatchObject({ hasAccess: true, reason: 'coaching', hasActiveCoaching: true });

    // The link is used up.
    const again = await saveCompletion(server, intakePayload({ email: uniqueEmail(), inviteCode: code }));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(ONBOARDING_ERR.INVITE_NO_LONGER_VALID);
  });

  it('refuses another address than the invited one', async () => {
    const me = await coach();
    const { code } = await sendInvite(server, me.token);
    const res = await saveCompletion(server, intakePayload({ email: uniqueEmail('not-invited'), inviteCode: code }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_EMAIL_MISMATCH);
  });

  it('refuses a cancelled invite', async () => {
    const me = await coach();
    const { invite, code, email } = await sendInvite(server, me.token);
    await cancel(me.token, invite.id);
    const res = await saveCompletion(server, intakePayload({ email, inviteCode: code }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_NO_LONGER_VALID);
    expect((await call(server, 'POST', '/api/intake/check-email', { payload: { email } })).json().data.exists).toBe(false);
  });
});

describe('the data of a coach and of the client they invited', () => {
  const exportOf = async (token: string) => {
    const res = await call(server, 'GET', '/api/account/export-data', { token });
    expect(res.statusCode).toBe(200);
    return { body: res.body, data: res.json().data };
  };
  /** A coach with a profile, one invite accepted by a new client and one cancelled. */
  async function coachWithClient() {
    const me = await coach('Esme');
    await insertCoachProfile(server.ctx.db, {
      userId: me.user.id,
      jobTitle: 'Career Coach',
      organization: null,
      coachingExperience: '3-5',
      specializations: ['career'],
      headline: 'Careers, one step at a time',
      aboutMe: null,
      coachingStyle: null,
      philosophy: null,
      industryExperience: null,
      hourlyRate: 90,
      availability: null,
      subscriptionTier: 'basic',
    });
    const accepted = await sendInvite(server, me.token);
    const dropped = await sendInvite(server, me.token);
    expect((await cancel(me.token, dropped.invite.id)).statusCode).toBe(200);
    const res = await saveCompletion(
      server,
      intakePayload({ email: accepted.email, inviteCode: accepted.code, firstName: 'Ivy', lastName: 'Invited' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return {
      me,
      accepted,
      dropped,
      client: res.json().data as { user: { id: string; email: string }; token: string; coachingRoom: { id: string; createdAt: string } },
    };
  }

  it("exports a coach's profile, the invites they sent and their clients' rooms; the client's export holds none of it", async () => {
    const { me, accepted, dropped, client } = await coachWithClient();
    const other = await coach('Otto');
    const theirs = await sendInvite(server, other.token);

    const { body, data } = await exportOf(me.token);
    expect(data.coachProfile).toMatchObject({
      userId: me.user.id,
      headline: 'Careers, one step at a time',
      hourlyRate: 90,
      specializations: ['career'],
    });
    const byEmail = [...data.invites].sort((a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : 1));
    const expected = [
      { email: accepted.email, status: 'accepted', acceptedAt: expect.any(String), cancelledAt: null },
      { email: dropped.email, status: 'cancelled', acceptedAt: null, cancelledAt: expect.any(String) },
    ].sort((a, b) => (a.email < b.email ? -1 : 1));
    expect(byEmail).toEqual(expected.map((e) => ({ ...e, sentAt: expect.any(String), expiresAt: expect.any(String) })));
    expect(data.rooms).toEqual([{ id: client.coachingRoom.id, name: 'Ivy Invited', createdAt: client.coachingRoom.createdAt }]);
    expect(data.intake).toBeNull();
    // Never the link's secret code, nor another coach's invites.
    expect(body).not.toContain(accepted.code);
    expect(body).not.toContain(theirs.email);
    expect(body).not.toContain(other.user.id);

    const mine = await exportOf(client.token);
    expect(mine.data).toMatchObject({ coachProfile: null, invites: [], rooms: [{ id: client.coachingRoom.id, name: 'Ivy Invited' }] });
    expect(mine.data.intake.answers).toMatchObject({ firstName: 'Ivy', email: accepted.email });
    expect(mine.body).not.toContain(dropped.email);
    expect(mine.body).not.toContain('Careers, one step at a time');
  });

  it("purging the client keeps the coach's room and accepted invite, without the client's name or address", async () => {
    const { me, accepted, client } = await coachWithClient();
    const deleted = await call(server, 'POST', '/api/auth/delete-account', {
      token: client.token,
      payload: { password: 'intake-password-1' },
    });
    expect(deleted.statusCode).toBe(200);
    await server.ctx.db.transaction().execute((trx) => purgeAccount(trx, client.user.id, clock.now()));

    const room = await server.ctx.db.selectFrom('rooms').selectAll().where('id', '=', client.coachingRoom.id).executeTakeFirstOrThrow();
    expect(room).toMatchObject({ clientId: client.user.id, humanCoachId: me.user.id, name: 'Deleted User' });
    const coachMember = await server.ctx.db
      .selectFrom('roomMembers')
      .select('role')
      .where('roomId', '=', room.id)
      .where('userId', '=', me.user.id)
      .executeTakeFirst();
    expect(coachMember).toEqual({ role: 'coach' });

    const invite = await server.ctx.db.selectFrom('invites').selectAll().where('id', '=', accepted.invite.id).executeTakeFirstOrThrow();
    expect(invite).toMatchObject({
      status: 'accepted',
      acceptedBy: client.user.id,
      coacheeName: null,
      email: `deleted-${client.user.id}@deleted.invalid`,
    });
    const listed = await list(me.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(accepted.email);
    expect(listed.body).not.toContain('Ivy');
    expect((await exportOf(me.token)).body).not.toContain(accepted.email);
  });
});
