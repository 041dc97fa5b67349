import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AccessToken } from 'livekit-server-sdk';
import { ERR } from '@coach/contract';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { videoSession } from './video-helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';

// The signature is checked offline with the API key and secret: no LiveKit server is needed.
const KEY = 'webhook-test-key';
const SECRET = 'webhook-test-secret-webhook-test-secret-0123';
const server = serverForFile({ LIVEKIT_URL: 'ws://127.0.0.1:9', LIVEKIT_API_KEY: KEY, LIVEKIT_API_SECRET: SECRET });
const noVideo = serverForFile({});
const sockets = socketsForFile(server);

/** The Authorization header LiveKit sends: a JWT of the API key, signed with the secret, carrying the body's sha256 in base64. */
async function signature(body: string, secret = SECRET): Promise<string> {
  const at = new AccessToken(KEY, secret);
  at.sha256 = createHash('sha256').update(body).digest('base64');
  return at.toJwt();
}

interface Hook {
  event: string;
  room: string;
  identity?: string;
  name?: string;
  /** Seconds since the epoch (LiveKit's createdAt). */
  at?: number;
}

const bodyOf = (h: Hook) =>
  JSON.stringify({
    event: h.event,
    id: `EV_${randomUUID().slice(0, 8)}`,
    createdAt: String(h.at ?? Math.floor(Date.now() / 1000)),
    room: { sid: 'RM_test', name: h.room },
    ...(h.identity ? { participant: { sid: `PA_${h.identity.slice(0, 6)}`, identity: h.identity, name: h.name ?? '' } } : {}),
  });

async function post(h: Hook, opts: { srv?: typeof server; contentType?: string; authorization?: string | null; body?: string } = {}) {
  const body = opts.body ?? bodyOf(h);
  const authorization = opts.authorization === undefined ? await signature(body) : opts.authorization;
  return (opts.srv ?? server).app.inject({
    method: 'POST',
    url: '/api/webhooks/livekit',
    headers: { 'content-type': opts.contentType ?? 'application/webhook+json', ...(authorization === null ? {} : { authorization }) },
    payload: body,
  });
}

const presence = (sessionId: string) =>
  server.ctx.db
    .selectFrom('videoPresence')
    .select(['identity', 'name', 'leftAt'])
    .where('sessionId', '=', sessionId)
    .orderBy('identity')
    .execute();

async function aSession() {
  const c = await buildCoaching(server);
  const s = await videoSession(server, c);
  return { c, sessionId: s.id, room: `session-${s.id}` };
}

describe('POST /api/webhooks/livekit', () => {
  it('keeps who is in the room from well-signed joins and leaves', async () => {
    const { c, sessionId, room } = await aSession();
    const t = Math.floor(Date.now() / 1000);
    const joined = await post({ event: 'participant_joined', room, identity: c.client.user.id, name: 'Cleo User', at: t });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toEqual({ data: { received: true } });
    await post(
      { event: 'participant_joined', room, identity: c.coach.user.id, name: 'Cora User', at: t },
      { contentType: 'application/json' },
    );
    expect(await presence(sessionId)).toEqual(
      [
        { identity: c.client.user.id, name: 'Cleo User', leftAt: null },
        { identity: c.coach.user.id, name: 'Cora User', leftAt: null },
      ].sort((a, b) => a.identity.localeCompare(b.identity)),
    );

    expect((await post({ event: 'participant_left', room, identity: c.client.user.id, at: t + 5 })).statusCode).toBe(200);
    const left = (await presence(sessionId)).find((p) => p.identity === c.client.user.id);
    expect(left?.leftAt?.getTime()).toBe((t + 5) * 1000);

    // Back again, then the room closes: everyone in it has left.
    await post({ event: 'participant_joined', room, identity: c.client.user.id, name: 'Cleo User', at: t + 10 });
    expect((await presence(sessionId)).every((p) => p.leftAt === null)).toBe(true);
    await post({ event: 'room_finished', room, at: t + 20 });
    expect((await presence(sessionId)).map((p) => p.leftAt?.getTime())).toEqual([(t + 20) * 1000, (t + 20) * 1000]);
  });

  it('shows the coach and the client who is in the room, live and in every read of the session', async () => {
    const { c, sessionId, room } = await aSession();
    const read = async (token: string) => (await call(server, 'GET', `/api/sessions/${sessionId}`, { token })).json().data.session;
    expect((await read(c.coach.token)).inRoom).toEqual({ coach: false, client: false });

    const coachSocket = await sockets.connect(c.coach.token);
    const clientSocket = await sockets.connect(c.client.token);
    const coachHears = nextEvent(coachSocket, 'session:changed');
    const clientHears = nextEvent(clientSocket, 'session:changed');
    await post({ event: 'participant_joined', room, identity: c.client.user.id, name: 'Cleo User' });
    expect(await coachHears).toMatchObject({ change: 'presence', session: { id: sessionId, inRoom: { coach: false, client: true } } });
    expect((await clientHears).session.inRoom).toEqual({ coach: false, client: true });
    expect((await read(c.coach.token)).inRoom).toEqual({ coach: false, client: true });
    expect((await read(c.client.token)).inRoom).toEqual({ coach: false, client: true });

    // A guest coming and going is no news to them; the client leaving is.
    let heard = 0;
    coachSocket.on('session:changed', () => (heard += 1));
    await post({ event: 'participant_joined', room, identity: 'guest:someone', name: 'Gwen' });
    const left = nextEvent(coachSocket, 'session:changed');
    await post({ event: 'participant_left', room, identity: c.client.user.id });
    expect((await left).session.inRoom).toEqual({ coach: false, client: false });
    expect(heard).toBe(1);
  });

  it('ignores a join that arrives after a later leave', async () => {
    const { c, sessionId, room } = await aSession();
    const t = Math.floor(Date.now() / 1000);
    await post({ event: 'participant_joined', room, identity: c.client.user.id, at: t });
    await post({ event: 'participant_left', room, identity: c.client.user.id, at: t + 30 });
    await post({ event: 'participant_joined', room, identity: c.client.user.id, at: t + 10 });
    expect((await presence(sessionId))[0]?.leftAt?.getTime()).toBe((t + 30) * 1000);
  });

  it('refuses a missing or wrong signature, and a body changed after signing (401), storing nothing', async () => {
    const { c, sessionId, room } = await aSession();
    const hook = { event: 'participant_joined', room, identity: c.client.user.id };
    const body = bodyOf(hook);
    expectError(await post(hook, { authorization: null }), 401, ERR.UNAUTHORIZED);
    expectError(
      await post(hook, { body, authorization: await signature(body, 'another-secret-another-secret-0123456789') }),
      401,
      ERR.UNAUTHORIZED,
    );
    expectError(
      await post(hook, { body: body.replace('participant_joined', 'participant_left'), authorization: await signature(body) }),
      401,
      ERR.UNAUTHORIZED,
    );
    expectError(await post(hook, { body, authorization: 'not-a-jwt' }), 401, ERR.UNAUTHORIZED);
    expect(await presence(sessionId)).toEqual([]);
    // The same body, signed as LiveKit signs it, is taken.
    expect((await post(hook, { body })).statusCode).toBe(200);
    expect(await presence(sessionId)).toHaveLength(1);
  });

  it('answers a signed body that is not an event 400 (LiveKit would redeliver a 5xx), storing nothing', async () => {
    const { c, sessionId, room } = await aSession();
    for (const body of ['{"event": "participant_joined", ', '[1, 2]', '{"event": 42, "room": "x"}']) {
      expectError(await post({ event: 'x', room }, { body }), 400, ERR.WEBHOOK_MALFORMED);
    }
    // A stamp no clock can hold (year 275,000) or far from now is not the event's time: now is.
    const before = Date.now();
    for (const at of [8.64e12, 1]) {
      expect((await post({ event: 'participant_joined', room, identity: c.client.user.id, at })).statusCode).toBe(200);
      const joined = (
        await server.ctx.db.selectFrom('videoPresence').select('joinedAt').where('sessionId', '=', sessionId).executeTakeFirstOrThrow()
      ).joinedAt;
      expect(Math.abs(joined.getTime() - before)).toBeLessThan(60_000);
    }
  });

  it('takes rooms that are not a session’s, or of no session, without storing anything', async () => {
    const before = await server.ctx.db
      .selectFrom('videoPresence')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await post({ event: 'participant_joined', room: 'lobby', identity: 'someone' })).statusCode).toBe(200);
    expect((await post({ event: 'participant_joined', room: `session-${randomUUID()}`, identity: 'someone' })).statusCode).toBe(200);
    expect((await post({ event: 'track_published', room: 'lobby' })).statusCode).toBe(200);
    const after = await server.ctx.db
      .selectFrom('videoPresence')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('is not there without LiveKit configured (404)', async () => {
    const res = await post({ event: 'room_finished', room: `session-${randomUUID()}` }, { srv: noVideo });
    expectError(res, 404, ERR.NOT_FOUND);
  });

  it('leaves the JSON parser of the other calls as it was', async () => {
    const res = await call(server, 'POST', '/api/auth/login', { payload: { email: 'nobody@example.test', password: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
