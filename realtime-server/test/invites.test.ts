import { describe, expect, it } from 'vitest';
import { DAY_MS, ERR, INVITE_EXPIRY_DAYS, INVITES_PAGE_DEFAULT, INVITES_PAGE_MAX, ONBOARDING_ERR, ROLE, type TInvite } from '@coach/contract';
import { ManualClock } from '../src/lib/clock.ts';
import { purgeAccount } from '../src/modules/account/queries.ts';
import { insertCoachProfile } from '../src/modules/coaches/queries.ts';
import { expireDueInvites } from '../src/modules/invites/service.ts';
import {
  buildUser,
  call,
  latestEmailTo,
  serverForFile,
  socketsForFile,
  uniqueEmail,
  uniqueIp,
  type TestSocket,
} from './helpers.ts';
import { intakePayload, saveCompletion, sendInvite, signUpThroughIntake, withAccessCodeGate } from './onboarding-helpers.ts';

// Every test that creates invites lives in this file: the expiry job below flips the pending invites
// of the whole (shared) database once this file's clock has moved past them.
const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000', PUBLIC_URL: 'https://coach.example.test' }, { clock });
const sockets = socketsForFile(server);

/** A coach who may send invitations: verified and onboarded. */
const coach = (firstName = 'Casey') => buildUser(server, { role: ROLE.COACH, firstName, onboarded: true });
const list = (token: string) => call(server, 'GET', '/api/invites/coach', { token });
const cancel = (token: string, id: string) => call(server, 'PUT', `/api/invites/${id}/cancel`, { token });
const resend = (token: string, id: string) => call(server, 'PUT', `/api/invites/${id}/resend`, { token });
const remove = (token: string, id: string) => call(server, 'DELETE', `/api/invites/${id}`, { token });
const validate = (code: string) => call(server, 'GET', `/api/invites/validate/${code}`, { ip: uniqueIp() });
const verify = (code: string, email: string) => call(server, 'POST', `/api/invites/verify/${code}`, { payload: { email }, ip: uniqueIp() });
const statusOf = async (token: string, id: string) =>
  ((await list(token)).json().data.invites as TInvite[]).find((i) => i.id === id)?.status;

/**
 * The first `invite:changed` that matches. Pushes are sent after the commit, asynchronously, so the
 * push of an earlier change (the send) may still arrive after the socket connected.
 */
function inviteChange(socket: TestSocket, match: (p: { invite: TInvite; deleted?: boolean }) => boolean, ms = 3000) {
  return new Promise<{ invite: TInvite; deleted?: boolean }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching invite:changed within ${ms} ms`)), ms);
    const listener = (payload: { invite: TInvite; deleted?: boolean }) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off('invite:changed', listener);
      resolve(payload);
    };
    socket.on('invite:changed', listener);
  });
}

const socketOf = (token: string) => sockets.connect(token);

describe('POST /api/invites/send', () => {
  it('invites each address once, emails the link with the coach and the message, and pushes each invite', async () => {
    const me = await coach('Casey');
    const socket = await socketOf(me.token);
    const pushed: TInvite[] = [];
    socket.on('invite:changed', ({ invite }) => pushed.push(invite));
    const existing = await buildUser(server, { firstName: 'Erin' });
    const fresh = uniqueEmail('fresh');

    const res = await call(server, 'POST', '/api/invites/send', {
      token: me.token,
      payload: { emails: [fresh, existing.user.email, fresh.toUpperCase()], personalMessage: '  Looking forward to working with you!  ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { invitesSent, invites } = res.json().data as { invitesSent: number; invites: TInvite[] };
    expect(invitesSent).toBe(2);
    expect(invites.map((i) => i.email)).toEqual([fresh, existing.user.email]);
    for (const invite of invites) {
      expect(invite).toMatchObject({ status: 'pending', personalMessage: 'Looking forward to working with you!', acceptedAt: null });
      expect(Date.parse(invite.expiresDate) - Date.parse(invite.sentDate)).toBe(INVITE_EXPIRY_DAYS * DAY_MS);
    }
    // No name, registered or not: a name would tell the coach who has an account.
    expect(invites.map((i) => i.coacheeName)).toEqual([null, null]);

    const row = await server.ctx.db.selectFrom('invites').select('code').where('id', '=', invites[0]!.id).executeTakeFirstOrThrow();
    expect(row.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await latestEmailTo(server, fresh);
    expect(mail?.subject).toBe('Casey User invited you to coaching');
    expect(mail?.textBody).toContain(`https://coach.example.test/accept-invite/${row.code}`);
    expect(mail?.textBody).toContain('Looking forward to working with you!');

    await expect.poll(() => pushed.map((i) => i.id).sort()).toEqual(invites.map((i) => i.id).sort());
  });

  it('refuses an address this coach already has a pending invite for, naming it', async () => {
    const me = await coach();
    const { email } = await sendInvite(server, me.token);
    const other = uniqueEmail('other');
    const res = await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: [other, email.toUpperCase()] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_ALREADY_PENDING(email));
    // Nothing was sent to the other address either.
    expect(await latestEmailTo(server, other)).toBeUndefined();
    // Another coach may invite the same person.
    const second = await coach();
    expect((await call(server, 'POST', '/api/invites/send', { token: second.token, payload: { emails: [email] } })).statusCode).toBe(201);
  });

  it("refuses an address that is already the coach's client", async () => {
    const me = await coach();
    const { email, code } = await sendInvite(server, me.token);
    await signUpThroughIntake(server, { email, inviteCode: code });
    const res = await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: [email] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ONBOARDING_ERR.ALREADY_YOUR_CLIENT(email));
  });

  it('refuses an empty list and an invalid address with the spec texts', async () => {
    const me = await coach();
    const empty = await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(ONBOARDING_ERR.NO_RECIPIENTS);
    const bad = await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: ['nope'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(ERR.EMAIL_INVALID);
  });

  it('is for coaches only', async () => {
    const customer = await buildUser(server);
    const res = await call(server, 'POST', '/api/invites/send', { token: customer.token, payload: { emails: [uniqueEmail()] } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ONBOARDING_ERR.NOT_A_COACH);
    expect((await call(server, 'POST', '/api/invites/send', { payload: { emails: [uniqueEmail()] } })).statusCode).toBe(401);
  });
});

describe('GET /api/invites/coach', () => {
  it("lists only the caller's invites, newest first", async () => {
    const me = await coach();
    const first = await sendInvite(server, me.token);
    clock.advance(1000);
    const second = await sendInvite(server, me.token);
    const stranger = await coach();
    await sendInvite(server, stranger.token);

    const res = await list(me.token);
    expect(res.statusCode).toBe(200);
    expect((res.json().data.invites as TInvite[]).map((i) => i.id)).toEqual([second.invite.id, first.invite.id]);
    expect(res.body).not.toContain(first.code);
  });

  it('is for coaches only', async () => {
    const customer = await buildUser(server);
    expect((await list(customer.token)).statusCode).toBe(403);
  });

  it('answers a page at a time, each invite once, with the counts of all of them on every page', async () => {
    const me = await coach();
    // One batch: five invites sent at the same moment, so the pages part between equal times.
    const sent = await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: [1, 2, 3, 4, 5].map(() => uniqueEmail('page')) } });
    const ids = (sent.json().data.invites as TInvite[]).map((i) => i.id);
    await cancel(me.token, ids[0]!);
    await server.ctx.db.updateTable('invites').set({ expiresAt: new Date(clock.now().getTime() - 1000) }).where('id', '=', ids[1]!).execute();

    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await call(server, 'GET', `/api/invites/coach?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: me.token });
      expect(page.statusCode, page.body).toBe(200);
      const data = page.json().data as { invites: TInvite[]; nextCursor: string | null; counts: Record<string, number> };
      expect(data.counts).toEqual({ total: 5, pending: 3, accepted: 0, expired: 1, cancelled: 1 });
      sizes.push(data.invites.length);
      seen.push(...data.invites.map((i) => i.id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it(`answers ${INVITES_PAGE_DEFAULT} invites unless asked, at most ${INVITES_PAGE_MAX}, and refuses a made-up cursor`, async () => {
    const me = await coach();
    await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: Array.from({ length: 50 }, () => uniqueEmail('many')) } });
    await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: Array.from({ length: 10 }, () => uniqueEmail('many')) } });
    const first = (await list(me.token)).json().data;
    expect(first.invites).toHaveLength(INVITES_PAGE_DEFAULT);
    expect(first.counts.total).toBe(60);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = (await call(server, 'GET', `/api/invites/coach?cursor=${first.nextCursor}`, { token: me.token })).json().data;
    expect(rest.invites).toHaveLength(60 - INVITES_PAGE_DEFAULT);
    expect(rest.nextCursor).toBeNull();
    expect((await call(server, 'GET', `/api/invites/coach?limit=${INVITES_PAGE_MAX + 1}`, { token: me.token })).statusCode).toBe(400);
    // Made up or out of range: a 400, never a database error.
    for (const cursor of ['not-a-cursor', `99999999999999999999_${first.invites[0].id}`, '1_------------------------------------']) {
      expect((await call(server, 'GET', `/api/invites/coach?cursor=${cursor}`, { token: me.token })).statusCode).toBe(400);
    }
    // A well-formed cursor far past any invite simply ends the list.
    const far = await call(server, 'GET', `/api/invites/coach?cursor=1_${first.invites[0].id}`, { token: me.token });
    expect(far.json().data).toMatchObject({ invites: [], nextCursor: null });
  });
});

describe('PUT /api/invites/{id}/cancel', () => {
  it('cancels a pending invite, pushes it, and cannot cancel it twice', async () => {
    const me = await coach();
    const { invite, code } = await sendInvite(server, me.token);
    const socket = await socketOf(me.token);
    const pushed = inviteChange(socket, (p) => p.invite.status === 'cancelled');
    const res = await cancel(me.token, invite.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invite).toMatchObject({ id: invite.id, status: 'cancelled' });
    expect((await pushed).invite).toMatchObject({ id: invite.id, status: 'cancelled' });
    expect((await validate(code)).json().data.valid).toBe(false);

    const again = await cancel(me.token, invite.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ONBOARDING_ERR.INVITE_CANNOT_CANCEL);
  });

  it('cannot cancel an accepted invite', async () => {
    const me = await coach();
    const { invite, code, email } = await sendInvite(server, me.token);
    await signUpThroughIntake(server, { email, inviteCode: code });
    const res = await cancel(me.token, invite.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_CANNOT_CANCEL);
  });
});

describe('PUT /api/invites/{id}/resend', () => {
  it('sends a pending invite again with new dates and the same link', async () => {
    const me = await coach();
    const { invite, code, email } = await sendInvite(server, me.token);
    clock.advance(DAY_MS);
    const res = await resend(me.token, invite.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.invite).toMatchObject({ id: invite.id, status: 'pending' });
    expect(Date.parse(data.sentAt)).toBeGreaterThan(Date.parse(invite.sentDate));
    expect(Date.parse(data.expiresAt) - Date.parse(data.sentAt)).toBe(INVITE_EXPIRY_DAYS * DAY_MS);
    expect(data.sentAt).toBe(data.invite.sentDate);
    const emails = await server.ctx.db.selectFrom('outboundEmails').select('textBody').where('toAddress', '=', email).execute();
    expect(emails).toHaveLength(2);
    expect(emails.every((e) => e.textBody.includes(`/accept-invite/${code}`))).toBe(true);
  });

  it('sends an expired invite again as pending', async () => {
    const me = await coach();
    const { invite, code } = await sendInvite(server, me.token);
    clock.advance((INVITE_EXPIRY_DAYS + 1) * DAY_MS);
    // Past its expiry it shows as expired, even before the job flips it.
    expect(await statusOf(me.token, invite.id)).toBe('expired');
    expect((await validate(code)).json().data.valid).toBe(false);
    const res = await resend(me.token, invite.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invite.status).toBe('pending');
    expect((await validate(code)).json().data.valid).toBe(true);
  });

  it('cannot resend a cancelled invite, nor one whose address has another pending invite', async () => {
    const me = await coach();
    const { invite, email } = await sendInvite(server, me.token);
    await cancel(me.token, invite.id);
    const cancelled = await resend(me.token, invite.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe(ONBOARDING_ERR.INVITE_CANNOT_RESEND);

    const { invite: newer } = await sendInvite(server, me.token, email);
    await cancel(me.token, newer.id);
    const third = await sendInvite(server, me.token, email);
    expect(third.invite.status).toBe('pending');
    // An expired one next to a pending one for the same address.
    const expired = await sendInvite(server, me.token);
    clock.advance((INVITE_EXPIRY_DAYS + 1) * DAY_MS);
    await sendInvite(server, me.token, expired.email);
    const clash = await resend(me.token, expired.invite.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(ONBOARDING_ERR.INVITE_ALREADY_PENDING(expired.email));
  });
});

describe('DELETE /api/invites/{id}', () => {
  it('deletes the invite and pushes it as deleted', async () => {
    const me = await coach();
    const { invite, code } = await sendInvite(server, me.token);
    const socket = await socketOf(me.token);
    const pushed = inviteChange(socket, (p) => p.deleted === true);
    const res = await remove(me.token, invite.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ success: true, message: ONBOARDING_ERR.INVITE_DELETED });
    expect(await pushed).toEqual({ invite: expect.objectContaining({ id: invite.id, email: invite.email }), deleted: true });
    expect(await statusOf(me.token, invite.id)).toBeUndefined();
    expect((await validate(code)).json().data.valid).toBe(false);
    expect((await remove(me.token, invite.id)).statusCode).toBe(404);
  });
});

describe("another coach's invite", () => {
  it('cannot be cancelled, resent or deleted: 404, and stays as it was', async () => {
    const owner = await coach();
    const stranger = await coach();
    const { invite } = await sendInvite(server, owner.token);
    for (const res of [await cancel(stranger.token, invite.id), await resend(stranger.token, invite.id), await remove(stranger.token, invite.id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_NOT_FOUND);
    }
    expect((await list(stranger.token)).json().data.invites).toEqual([]);
    expect(await statusOf(owner.token, invite.id)).toBe('pending');
  });

  it('cannot be touched by a customer either (403)', async () => {
    const owner = await coach();
    const customer = await buildUser(server);
    const { invite } = await sendInvite(server, owner.token);
    expect((await cancel(customer.token, invite.id)).statusCode).toBe(403);
    expect((await remove(customer.token, invite.id)).statusCode).toBe(403);
  });
});

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
    expect(coachingRoom.humanCoach).toEqual({ id: me.user.id, firstName: 'Quinn', lastName: 'User' });

    const changed = await pushed;
    expect(changed.invite).toMatchObject({ id: invite.id, status: 'accepted', coacheeName: 'Ira Invited' });
    expect(changed.invite.acceptedAt).not.toBeNull();

    const rooms = await call(server, 'GET', '/api/rooms', { token: me.token });
    expect(rooms.json().data).toEqual([
      expect.objectContaining({ id: coachingRoom.id, client: { id: user.id, firstName: 'Ira', lastName: 'Invited' } }),
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
    const res = await saveCompletion(server, intakePayload({ email: accepted.email, inviteCode: accepted.code, firstName: 'Ivy', lastName: 'Invited' }));
    expect(res.statusCode, res.body).toBe(201);
    return { me, accepted, dropped, client: res.json().data as { user: { id: string; email: string }; token: string; coachingRoom: { id: string; createdAt: string } } };
  }

  it("exports a coach's profile, the invites they sent and their clients' rooms; the client's export holds none of it", async () => {
    const { me, accepted, dropped, client } = await coachWithClient();
    const other = await coach('Otto');
    const theirs = await sendInvite(server, other.token);

    const { body, data } = await exportOf(me.token);
    expect(data.coachProfile).toMatchObject({ userId: me.user.id, headline: 'Careers, one step at a time', hourlyRate: 90, specializations: ['career'] });
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
    const deleted = await call(server, 'POST', '/api/auth/delete-account', { token: client.token, payload: { password: 'intake-password-1' } });
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
    expect(invite).toMatchObject({ status: 'accepted', acceptedBy: client.user.id, coacheeName: null, email: `deleted-${client.user.id}@deleted.invalid` });
    const listed = await list(me.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(accepted.email);
    expect(listed.body).not.toContain('Ivy');
    expect((await exportOf(me.token)).body).not.toContain(accepted.email);
  });
});

describe('the invites.expire job', () => {
  it('flips pending invites past their expiry to expired and pushes each; expired ones cannot be accepted', async () => {
    const me = await coach();
    const old = await sendInvite(server, me.token);
    clock.advance(DAY_MS);
    const recent = await sendInvite(server, me.token);
    const socket = await socketOf(me.token);
    const pushed: TInvite[] = [];
    socket.on('invite:changed', ({ invite }) => pushed.push(invite));

    clock.advance((INVITE_EXPIRY_DAYS - 1) * DAY_MS + 60_000);
    expect(await expireDueInvites(server.ctx)).toBeGreaterThanOrEqual(1);
    const stored = async (id: string) =>
      (await server.ctx.db.selectFrom('invites').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await stored(old.invite.id)).toBe('expired');
    expect(await stored(recent.invite.id)).toBe('pending');
    await expect.poll(() => pushed.find((i) => i.id === old.invite.id)?.status).toBe('expired');
    expect(pushed.some((i) => i.id === recent.invite.id && i.status === 'expired')).toBe(false);

    const res = await saveCompletion(server, intakePayload({ email: old.email, inviteCode: old.code }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_NO_LONGER_VALID);
    expect((await verify(old.code, old.email)).json().error).toBe(ONBOARDING_ERR.INVITE_NO_LONGER_VALID);

    // Eight days after sending, the recent one is gone too.
    clock.advance(2 * DAY_MS);
    await expireDueInvites(server.ctx);
    expect(await stored(recent.invite.id)).toBe('expired');
    expect(await statusOf(me.token, recent.invite.id)).toBe('expired');
  });

  it('is registered and scheduled every minute', () => {
    // Read from the runner itself: enqueuing the real job here would let another file's server run it.
    const jobs = server.ctx.jobs as unknown as { handlers: Map<string, unknown>; schedules: Map<string, { everyMs: number }> };
    expect(jobs.handlers.has('invites.expire')).toBe(true);
    expect(jobs.schedules.get('invites.expire')?.everyMs).toBe(60_000);
  });
});
