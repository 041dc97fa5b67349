import { describe, expect, it } from 'vitest';
import { TokenVerifier } from 'livekit-server-sdk';
import {
  GUEST_KNOCKS_WAITING_PER_LINK_MAX,
  GUEST_KNOCKS_WAITING_PER_SESSION_MAX,
  GUEST_LINKS_MAX,
  GUEST_TOKEN_TTL_HOURS,
  SESSION_ERR,
  VIDEO_ERR,
  type TGuestInvite,
  type TKnockResult,
  type TVideoJoinData,
  videoRoom,
} from '@coach/contract';
import { call, nextEvent, serverForFile, socketsForFile, uniqueIp, waitFor } from '../helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { guestCalls, type Started } from './video-guest-helpers.ts';
import { livekitEnv } from './video-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

const PUBLIC_URL = 'https://coach.example.test';
const lk = livekitEnv();
// A low knock limit per address, so the limit itself can be reached; other knocks come from addresses of their own.
const server = serverForFile({ ...(lk ?? {}), PUBLIC_URL, AUTH_RATE_LIMIT_PER_IP: '5' });
const sockets = socketsForFile(server);

const { started, makeLink, linkInfo, knockRaw, knock, decide, clientAnswer, letIn, guestJoin, guestSocket } = guestCalls(server, sockets);

describe('guest links of a session (the coach)', () => {
  it('makes a link with the defaults (24 hours, one use) and lists it', async () => {
    const c = await started();
    const before = Date.now();
    const invite = await makeLink(c);
    expect(invite.url).toMatch(new RegExp(`^${PUBLIC_URL}/video/guest/[A-Za-z0-9_-]{43}$`));
    expect(invite).toMatchObject({ maxUses: 1, usedCount: 0, revokedAt: null });
    expect(Date.parse(invite.expiresAt!) - before).toBeGreaterThan(24 * 3_600_000 - 5_000);
    expect(Date.parse(invite.expiresAt!) - before).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);
    const never = await makeLink(c, { expiresInHours: null, maxUses: -1 });
    expect(never).toMatchObject({ expiresAt: null, maxUses: -1 });
    const list = await call(server, 'GET', `/api/sessions/${c.sessionId}/guest-invites`, { token: c.coach.token });
    expect(list.json().data.invites.map((i: TGuestInvite) => i.id)).toEqual([invite.id, never.id]);
    for (const payload of [{ maxUses: 3 }, { expiresInHours: 2 }]) {
      expect((await call(server, 'POST', `/api/sessions/${c.sessionId}/guest-invites`, { token: c.coach.token, payload })).statusCode).toBe(
        400,
      );
    }
  });

  it('is the coach’s alone: the client, a stranger, another client and another coach get 404 on every call', async () => {
    const c = await started();
    const invite = await makeLink(c);
    const { knock: k } = await knock(invite.code);
    const other = await buildCoaching(server);
    for (const token of [c.client.token, (await buildUser(server)).token, other.client.token, other.coach.token]) {
      const base = `/api/sessions/${c.sessionId}`;
      expectError(await call(server, 'GET', `${base}/guest-invites`, { token }), 404, SESSION_ERR.NOT_FOUND);
      expectError(await call(server, 'POST', `${base}/guest-invites`, { token, payload: {} }), 404, SESSION_ERR.NOT_FOUND);
      expectError(await call(server, 'DELETE', `${base}/guest-invites/${invite.id}`, { token }), 404, SESSION_ERR.NOT_FOUND);
      expectError(await decide(c, k.id, true, token), 404, SESSION_ERR.NOT_FOUND);
    }
    expect((await linkInfo(invite.code)).statusCode).toBe(410); // used up by the knock, not revoked
  });

  it(`keeps at most ${GUEST_LINKS_MAX} open links; a revoked one frees a place`, async () => {
    const c = await started();
    const links: TGuestInvite[] = [];
    for (let i = 0; i < GUEST_LINKS_MAX; i++) links.push(await makeLink(c, { maxUses: -1 }));
    const res = await call(server, 'POST', `/api/sessions/${c.sessionId}/guest-invites`, { token: c.coach.token, payload: {} });
    expectError(res, 409, VIDEO_ERR.GUEST_LINKS_TOO_MANY);
    const revoked = await call(server, 'DELETE', `/api/sessions/${c.sessionId}/guest-invites/${links[0]!.id}`, { token: c.coach.token });
    expect(revoked.json().data.invite.revokedAt).not.toBeNull();
    await makeLink(c);
  });

  it('refuses a link for a session that has ended', async () => {
    const c = await started();
    await call(server, 'POST', `/api/sessions/${c.sessionId}/end`, { token: c.coach.token, payload: {} });
    expectError(
      await call(server, 'POST', `/api/sessions/${c.sessionId}/guest-invites`, { token: c.coach.token, payload: {} }),
      409,
      VIDEO_ERR.SESSION_ENDED,
    );
  });
});

describe('a guest: knock, admission, join', () => {
  it('knocks, the coach hears it, admits them, their socket hears it, and they join as an observer', async () => {
    const c = await started();
    const invite = await makeLink(c);
    const info = await linkInfo(invite.code);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({ coachName: 'Cora User', sessionTitle: expect.any(String), scheduledAt: expect.any(String) });

    const coachSocket = await sockets.connect(c.coach.token);
    const heard = nextEvent(coachSocket, 'video:knock');
    const { knock: k, guestToken } = await knock(invite.code, '  Gwen Guest ');
    expect(k).toMatchObject({ name: 'Gwen Guest', status: 'waiting' });
    expect(await heard).toEqual({ sessionId: c.sessionId, knock: k });
    const inList = await call(server, 'GET', `/api/sessions/${c.sessionId}/guest-invites`, { token: c.coach.token });
    expect(inList.json().data.invites[0].usedCount).toBe(1);
    // The coach's join data lists the knock too (a coach who opens the room later sees who waits).
    const coachJoin = (await call(server, 'GET', `/api/sessions/${c.sessionId}/join`, { token: c.coach.token })).json()
      .data as TVideoJoinData;
    expect(coachJoin.coach?.knocks).toEqual([k]);

    const guest = await guestSocket(guestToken);
    try {
      expectError(await guestJoin(guestToken), 401, VIDEO_ERR.GUEST_WAITING);
      const admission = nextEvent(guest, 'video:admission');
      // The coach's yes asks the client; the guest still waits.
      const asked = nextEvent(coachSocket, 'video:knock');
      const res = await decide(c, k.id, true);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.knock).toMatchObject({ id: k.id, status: 'awaiting_client', clientAnswer: null });
      expect((await asked).knock.status).toBe('awaiting_client');
      expectError(await guestJoin(guestToken), 401, VIDEO_ERR.GUEST_WAITING);
      // The client's yes lets them in.
      const decided = nextEvent(coachSocket, 'video:knock');
      expect((await clientAnswer(c, k.id, true)).json().data.knock).toMatchObject({ status: 'admitted', clientAnswer: 'allowed' });
      expect(await admission).toEqual({ sessionId: c.sessionId, knockId: k.id, admitted: true });
      expect((await decided).knock.status).toBe('admitted');
    } finally {
      guest.close();
    }

    const joined = await guestJoin(guestToken);
    expect(joined.statusCode, joined.body).toBe(200);
    const data = joined.json().data as TVideoJoinData;
    expect(data).toMatchObject({
      userRole: 'observer',
      identity: `guest:${k.id}`,
      guestToken,
      coach: null,
      chatRoomId: null,
      roomId: `session-${c.sessionId}`,
      user: { firstName: 'Gwen Guest', primaryRole: { role: 'GUEST' } },
    });
    if (lk) {
      const claims = await new TokenVerifier(lk.LIVEKIT_API_KEY!, lk.LIVEKIT_API_SECRET!).verify(data.token!);
      expect(claims.sub).toBe(`guest:${k.id}`);
      expect(claims.video).toMatchObject({ room: `session-${c.sessionId}`, roomJoin: true, canSubscribe: true, canPublish: false });
      expect(claims.video?.roomAdmin).toBeFalsy();
    }

    // One use: the link is spent. A second decision on the same knock finds nothing waiting.
    expectError(await linkInfo(invite.code), 410, VIDEO_ERR.GUEST_LINK_USED_UP);
    expectError(await knockRaw(invite.code), 410, VIDEO_ERR.GUEST_LINK_USED_UP);
    expectError(await decide(c, k.id, false), 404, VIDEO_ERR.KNOCK_NOT_FOUND);

    // The guest rates the session; once it has ended, they cannot join again.
    const fb = await call(server, 'POST', '/api/video/guest/feedback', { payload: { guestToken, rating: 5, comments: 'Thanks' } });
    expect(fb.statusCode, fb.body).toBe(200);
    const row = await server.ctx.db
      .selectFrom('sessionFeedback')
      .selectAll()
      .where('identity', '=', `guest:${k.id}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sessionId: c.sessionId, role: 'observer', rating: 5, comments: 'Thanks', userId: null });
    await call(server, 'POST', `/api/sessions/${c.sessionId}/end`, { token: c.coach.token, payload: {} });
    expectError(await guestJoin(guestToken), 409, VIDEO_ERR.SESSION_ENDED);
    expectError(await linkInfo((await makeLinkRow(c)).code), 410, VIDEO_ERR.SESSION_ENDED);
  });

  it('turns a denied guest away: their socket hears it and the join says so', async () => {
    const c = await started();
    const invite = await makeLink(c, { maxUses: 5 });
    const { knock: k, guestToken } = await knock(invite.code);
    const guest = await guestSocket(guestToken);
    try {
      const admission = nextEvent(guest, 'video:admission');
      expect((await decide(c, k.id, false)).json().data.knock.status).toBe('denied');
      expect(await admission).toEqual({ sessionId: c.sessionId, knockId: k.id, admitted: false });
    } finally {
      guest.close();
    }
    expectError(await guestJoin(guestToken), 401, VIDEO_ERR.GUEST_DENIED);
    expectError(
      await call(server, 'POST', '/api/video/guest/feedback', { payload: { guestToken, rating: 3 } }),
      401,
      VIDEO_ERR.GUEST_DENIED,
    );
    // Four uses remain.
    expect((await linkInfo(invite.code)).statusCode).toBe(200);
  });

  it('refuses an expired link, and a revoked one (turning away whoever still waits on it)', async () => {
    const c = await started();
    const expiring = await makeLink(c, { expiresInHours: 1 });
    await server.ctx.db
      .updateTable('videoGuestInvites')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.id)
      .execute();
    expectError(await linkInfo(expiring.code), 410, VIDEO_ERR.GUEST_LINK_EXPIRED);
    expectError(await knockRaw(expiring.code), 410, VIDEO_ERR.GUEST_LINK_EXPIRED);

    const open = await makeLink(c, { maxUses: 10 });
    const admitted = await knock(open.code, 'Ada');
    await letIn(c, admitted.knock.id);
    const waiting = await knock(open.code, 'Wes');
    const coachSocket = await sockets.connect(c.coach.token);
    const turnedAway = nextEvent(coachSocket, 'video:knock');
    const res = await call(server, 'DELETE', `/api/sessions/${c.sessionId}/guest-invites/${open.id}`, { token: c.coach.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.invite).toMatchObject({ id: open.id, usedCount: 2, revokedAt: expect.any(String) });
    expect((await turnedAway).knock).toMatchObject({ id: waiting.knock.id, status: 'denied' });
    expectError(await linkInfo(open.code), 410, VIDEO_ERR.GUEST_LINK_REVOKED);
    expectError(await knockRaw(open.code), 410, VIDEO_ERR.GUEST_LINK_REVOKED);
    expectError(await guestJoin(admitted.guestToken), 401, VIDEO_ERR.GUEST_LINK_REVOKED);
  });

  it('takes a guest already in the room out of it when their link is revoked', async () => {
    const c = await started();
    const link = await makeLink(c);
    const { knock: k, guestToken } = await knock(link.code, 'Rae');
    await letIn(c, k.id);
    const guest = await guestSocket(guestToken);
    try {
      const entered = await guest.timeout(5000).emitWithAck('video:enter', { sessionId: c.sessionId });
      expect(entered).toMatchObject({ ok: true });
      const inRoom = async () => (await server.io.in(videoRoom(c.sessionId)).fetchSockets()).map((s) => s.data.userId);
      expect(await inRoom()).toContain(`guest:${k.id}`);
      const told = nextEvent(guest, 'video:ended');
      const res = await call(server, 'DELETE', `/api/sessions/${c.sessionId}/guest-invites/${link.id}`, { token: c.coach.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(await told).toEqual({ sessionId: c.sessionId });
      // The leave goes through the Redis adapter like the emit: it may land just after it.
      await waitFor(async () => !(await inRoom()).includes(`guest:${k.id}`), 3000, 'the guest out of the video room');
      // Nor can they come back in.
      expect(await guest.timeout(5000).emitWithAck('video:enter', { sessionId: c.sessionId })).toMatchObject({ ok: false });
      expectError(await guestJoin(guestToken), 401, VIDEO_ERR.GUEST_LINK_REVOKED);
    } finally {
      guest.close();
    }
  });

  it('lets nobody in, or back in, on a link that has expired, though a guest who was in may still rate', async () => {
    const c = await started();
    const link = await makeLink(c, { expiresInHours: 1 });
    const { knock: k, guestToken } = await knock(link.code, 'Ezra');
    await letIn(c, k.id);
    expect((await guestJoin(guestToken)).statusCode).toBe(200);
    // The hour is up.
    await server.ctx.db
      .updateTable('videoGuestInvites')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', link.id)
      .execute();
    expectError(await guestJoin(guestToken), 401, VIDEO_ERR.GUEST_LINK_EXPIRED);
    // Their socket is refused at the handshake.
    await expect(guestSocket(guestToken)).rejects.toThrow();
    const fb = await call(server, 'POST', '/api/video/guest/feedback', { payload: { guestToken, rating: 4 } });
    expect(fb.statusCode, fb.body).toBe(200);
  });

  it('refuses a code that is no link, a forged guest token, and too many knocks from one address', async () => {
    expectError(await linkInfo('no-such-link-code-0123456789'), 404, VIDEO_ERR.GUEST_LINK_INVALID);
    expectError(await knockRaw('no-such-link-code-0123456789'), 404, VIDEO_ERR.GUEST_LINK_INVALID);
    const c = await started();
    const invite = await makeLink(c, { maxUses: -1 });
    const { guestToken } = await knock(invite.code);
    const forged = guestToken.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expectError(await guestJoin(forged), 401, VIDEO_ERR.GUEST_LINK_INVALID);
    // Over two links, so that no link reaches its own cap of waiting knocks.
    const second = await makeLink(c, { maxUses: -1 });
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await knockRaw(i < 2 ? invite.code : second.code, `G${i}`, ip)).statusCode).toBe(201);
    const limited = await knockRaw(second.code, 'G5', ip);
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
    expect((await knockRaw(second.code, 'G6', uniqueIp())).statusCode).toBe(201);
  });
});

describe('POST /api/video/guest/{code}/knock: guests waiting at once', () => {
  const usesOf = async (c: Started, id: string) =>
    (
      (await call(server, 'GET', `/api/sessions/${c.sessionId}/guest-invites`, { token: c.coach.token })).json().data
        .invites as TGuestInvite[]
    ).find((i) => i.id === id)!.usedCount;

  it(`holds at most ${GUEST_KNOCKS_WAITING_PER_LINK_MAX} waiting through one unlimited link; an answered or lapsed knock frees a place`, async () => {
    const c = await started();
    const link = await makeLink(c, { maxUses: -1 });
    const waiting: TKnockResult[] = [];
    for (let i = 0; i < GUEST_KNOCKS_WAITING_PER_LINK_MAX; i++) waiting.push(await knock(link.code, `Guest ${i}`));
    const coachSocket = await sockets.connect(c.coach.token);
    let heard = 0;
    coachSocket.on('video:knock', () => heard++);

    const full = await knockRaw(link.code, 'One too many');
    expectError(full, 429, VIDEO_ERR.KNOCKS_WAITING_LINK);
    expect(full.json().code).toBe('KNOCKS_WAITING_LINK');
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    // A refused knock is no use of the link, and the coach is not told of it.
    expect(await usesOf(c, link.id)).toBe(GUEST_KNOCKS_WAITING_PER_LINK_MAX);
    // Another link of the session still lets a guest knock.
    expect((await knockRaw((await makeLink(c)).code, 'Through another link')).statusCode).toBe(201);

    // Answered (let in or not), a knock no longer waits.
    expect((await decide(c, waiting[0]!.knock.id, false)).statusCode).toBe(200);
    expect((await knockRaw(link.code, 'After a no')).statusCode).toBe(201);
    expectError(await knockRaw(link.code, 'Full again'), 429, VIDEO_ERR.KNOCKS_WAITING_LINK);
    // Let in by the coach, a guest still waits: for the client's answer.
    expect((await decide(c, waiting[1]!.knock.id, true)).statusCode).toBe(200);
    expectError(await knockRaw(link.code, 'Still full'), 429, VIDEO_ERR.KNOCKS_WAITING_LINK);
    expect((await clientAnswer(c, waiting[1]!.knock.id, true)).statusCode).toBe(200);
    expect((await knockRaw(link.code, 'After a yes')).statusCode).toBe(201);
    // A knock older than its guest token lets nobody in any more: it does not count either.
    const lapsed = new Date(Date.now() - (GUEST_TOKEN_TTL_HOURS * 60 + 1) * 60_000);
    await server.ctx.db
      .updateTable('videoKnocks')
      .set({ createdAt: lapsed } as never)
      .where('id', '=', waiting[2]!.knock.id)
      .execute();
    expect((await knockRaw(link.code, 'After a lapse')).statusCode).toBe(201);
    expectError(await knockRaw(link.code, 'Full once more'), 429, VIDEO_ERR.KNOCKS_WAITING_LINK);
    await new Promise((r) => setTimeout(r, 200));
    // The other link's guest and the three let in after a place freed, plus the coach's two answers and the client's one.
    expect(heard).toBe(7);
  });

  it(`holds at most ${GUEST_KNOCKS_WAITING_PER_SESSION_MAX} waiting in a session, whatever the links`, async () => {
    const c = await started();
    const links = [await makeLink(c, { maxUses: -1 }), await makeLink(c, { maxUses: -1 }), await makeLink(c, { maxUses: -1 })];
    const waiting: TKnockResult[] = [];
    for (let i = 0; i < GUEST_KNOCKS_WAITING_PER_SESSION_MAX; i++) waiting.push(await knock(links[i % 2]!.code, `Guest ${i}`));
    const full = await knockRaw(links[2]!.code, 'Eleventh');
    expectError(full, 429, VIDEO_ERR.KNOCKS_WAITING_SESSION);
    expect(await usesOf(c, links[2]!.id)).toBe(0);
    // Another session's guests are not held up by this one's.
    const other = await started();
    expect((await knockRaw((await makeLink(other)).code, 'Elsewhere')).statusCode).toBe(201);
    // A knock through a link that has expired lets nobody in: it frees its place.
    await server.ctx.db
      .updateTable('videoGuestInvites')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', links[1]!.id)
      .execute();
    expect((await knockRaw(links[2]!.code, 'Now there is room')).statusCode).toBe(201);
    expect(waiting).toHaveLength(GUEST_KNOCKS_WAITING_PER_SESSION_MAX);
  });
});

/** A link made straight in the database (the call refuses one for an ended session). */
async function makeLinkRow(c: Started): Promise<{ code: string }> {
  const code = `direct-${c.sessionId}`;
  await server.ctx.db
    .insertInto('videoGuestInvites')
    .values({ sessionId: c.sessionId, code, createdBy: c.coach.user.id, expiresAt: null, maxUses: -1 })
    .execute();
  return { code };
}
