import { describe, expect, it } from 'vitest';
import { RoomServiceClient, TokenVerifier } from 'livekit-server-sdk';
import { SESSION_ERR, VIDEO_DEFAULT_TITLE, VIDEO_ERR, VIDEO_TOKEN_TTL_MINUTES, type TVideoJoinData } from '@coach/contract';
import { LiveKitVideo, NoVideo, type VideoProvider } from '../../src/providers/video/livekit.ts';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { coachBooks, expectError, moveSessionTo } from '../sessions/sessions-helpers.ts';
import { joinVideo, livekitEnv, startVideo, startedVideoSession, videoSession } from './video-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

const lk = livekitEnv();
const server = serverForFile(lk ?? {});
const noVideo = serverForFile({});
// LiveKit configured (with Egress) but not reachable: every call to it fails.
const down = serverForFile(
  {},
  {
    video: new LiveKitVideo({
      url: 'ws://127.0.0.1:9',
      apiUrl: 'http://127.0.0.1:9',
      apiKey: 'k',
      apiSecret: 'secret-secret-secret-secret-secret-0123',
      egress: true,
    }),
  },
);
const sockets = socketsForFile(server);
/** A video service whose every participant is in the room: each mute the coach asks for is done. */
const mutes: [string, string, string, boolean][] = [];
const muting: VideoProvider = Object.assign(Object.create(new NoVideo()) as VideoProvider, {
  url: 'ws://127.0.0.1:9',
  setTrackMuted: async (room: string, identity: string, kind: 'audio' | 'video', muted: boolean) => {
    mutes.push([room, identity, kind, muted]);
    return true;
  },
});
const mutingServer = serverForFile({}, { video: muting });
const mutingSockets = socketsForFile(mutingServer);
const lkApi = lk ? new RoomServiceClient(lk.LIVEKIT_URL!.replace(/^ws/, 'http'), lk.LIVEKIT_API_KEY, lk.LIVEKIT_API_SECRET) : null;
const verify = (token: string) => new TokenVerifier(lk!.LIVEKIT_API_KEY!, lk!.LIVEKIT_API_SECRET!).verify(token);
const roomNames = async () => (await lkApi!.listRooms()).map((r) => r.name);

/** A stranger, another coach's client and another coach: none of them may touch the pair's session. */
async function outsiders(): Promise<string[]> {
  const other = await buildCoaching(server);
  return [(await buildUser(server)).token, other.client.token, other.coach.token];
}

/** A session of the pair starting in five minutes: inside the client's join window. */
async function soonSession(c: Coaching) {
  const s = await videoSession(server, c);
  await moveSessionTo(server, s.id, new Date(Date.now() + 5 * 60_000));
  return s;
}

const sessionRow = (id: string) => server.ctx.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const setStatus = (id: string, status: 'COMPLETED' | 'CANCELLED' | 'NO_SHOW') =>
  server.ctx.db.updateTable('sessions').set({ status }).where('id', '=', id).execute();

/** The token's claims, checked against what every token must be: this room, this identity, a short life. */
async function expectToken(data: TVideoJoinData, identity: string) {
  expect(data.roomUrl).toBe(lk!.LIVEKIT_URL);
  const claims = await verify(data.token!);
  expect(claims.sub).toBe(identity);
  expect(claims.video?.room).toBe(data.roomId);
  expect(claims.video?.roomList).toBeFalsy();
  const left = claims.exp! - Date.now() / 1000;
  expect(left).toBeGreaterThan(VIDEO_TOKEN_TTL_MINUTES * 60 - 30);
  expect(left).toBeLessThanOrEqual(VIDEO_TOKEN_TTL_MINUTES * 60);
  expect(Math.abs(Date.parse(data.expiresAt!) / 1000 - claims.exp!)).toBeLessThanOrEqual(1);
  return claims;
}

describe('POST /api/sessions/:id/start', () => {
  it("moves a confirmed session to IN_PROGRESS, makes the LiveKit room and answers the coach's join data", async () => {
    const c = await buildCoaching(server);
    const s = await videoSession(server, c);
    const clientSocket = await sockets.connect(c.client.token);
    const changed = nextEvent(clientSocket, 'session:changed');
    const data = await startVideo(server, c.coach.token, s.id);

    expect(data).toMatchObject({
      roomId: `session-${s.id}`,
      sessionId: s.id,
      userRole: 'coach',
      identity: c.coach.user.id,
      relationshipId: c.relationshipId,
      chatRoomId: c.roomId,
      guestToken: null,
      sessionData: {
        title: s.title || VIDEO_DEFAULT_TITLE,
        coachId: c.coach.user.id,
        clientId: c.client.user.id,
        coachName: 'Cora User',
        clientName: 'Cleo User',
        coachAvatarUrl: null,
        clientAvatarUrl: null,
      },
      user: { id: c.coach.user.id, firstName: 'Cora', lastName: 'User', primaryRole: { role: 'COACH' } },
      coach: { assistEnabled: true, suggestions: [], knocks: [] },
      transcript: [],
      recordingAvailable: false,
    });
    expect(data.state).toMatchObject({ sessionId: s.id, status: 'IN_PROGRESS', recording: false, consents: [] });
    expect(data.state.startedAt).not.toBeNull();
    const row = await sessionRow(s.id);
    expect(row).toMatchObject({ status: 'IN_PROGRESS', videoRoomName: `session-${s.id}` });
    expect(row.startedAt).not.toBeNull();
    expect(row.videoStartedAt?.toISOString()).toBe(data.state.startedAt);
    const push = await changed;
    expect(push.change).toBe('status');
    expect(push.session).toMatchObject({ id: s.id, status: 'IN_PROGRESS', coachNotes: null });

    if (lk) {
      expect(await roomNames()).toContain(data.roomId);
      const claims = await expectToken(data, c.coach.user.id);
      expect(claims.video).toMatchObject({ roomJoin: true, roomAdmin: true, canPublish: true, canSubscribe: true });
    }
  });

  it('answers the join data again once started, changing nothing', async () => {
    const c = await buildCoaching(server);
    const s = await videoSession(server, c);
    const first = await startVideo(server, c.coach.token, s.id);
    const again = await startVideo(server, c.coach.token, s.id);
    expect(again.roomId).toBe(first.roomId);
    expect(again.state.startedAt).toBe(first.state.startedAt);
    expect((await sessionRow(s.id)).status).toBe('IN_PROGRESS');
  });

  it("is the session's coach's alone: the client, a stranger, another client and another coach get 404", async () => {
    const c = await buildCoaching(server);
    const s = await videoSession(server, c);
    for (const token of [c.client.token, ...(await outsiders())]) {
      expectError(await call(server, 'POST', `/api/sessions/${s.id}/start`, { token }), 404, SESSION_ERR.NOT_FOUND);
    }
    expect((await sessionRow(s.id)).status).toBe('CONFIRMED');
  });

  it("refuses a completed, cancelled or no-show session with the state machine's text (409)", async () => {
    const c = await buildCoaching(server);
    for (const status of ['COMPLETED', 'CANCELLED', 'NO_SHOW'] as const) {
      const s = await videoSession(server, c, 2 + ['COMPLETED', 'CANCELLED', 'NO_SHOW'].indexOf(status) * 2);
      await setStatus(s.id, status);
      expectError(
        await call(server, 'POST', `/api/sessions/${s.id}/start`, { token: c.coach.token }),
        409,
        SESSION_ERR.BAD_MOVE(status, 'started'),
      );
    }
  });

  it('refuses before the 15 minutes ahead of the start that Join allows (409), from then on it starts', async () => {
    const c = await buildCoaching(server);
    const s = await videoSession(server, c, 48);
    expectError(await call(server, 'POST', `/api/sessions/${s.id}/start`, { token: c.coach.token }), 409, VIDEO_ERR.START_TOO_EARLY);
    await moveSessionTo(server, s.id, new Date(Date.now() + 16 * 60_000));
    const early = await call(server, 'POST', `/api/sessions/${s.id}/start`, { token: c.coach.token });
    expectError(early, 409, VIDEO_ERR.START_TOO_EARLY);
    expect((early.json() as { code: string }).code).toBe('START_TOO_EARLY');
    expect(await sessionRow(s.id)).toMatchObject({ status: 'CONFIRMED', startedAt: null, videoStartedAt: null });
    await moveSessionTo(server, s.id, new Date(Date.now() + 14 * 60_000));
    expect((await startVideo(server, c.coach.token, s.id)).state.status).toBe('IN_PROGRESS');
  });

  it.each(['phone', 'in-person'] as const)('refuses a %s session: it has no video room (409)', async (sessionType) => {
    const c = await buildCoaching(server);
    const s = await coachBooks(server, c, 1, { sessionType });
    await moveSessionTo(server, s.id, new Date(Date.now() + 5 * 60_000));
    expectError(await call(server, 'POST', `/api/sessions/${s.id}/start`, { token: c.coach.token }), 409, VIDEO_ERR.START_NOT_VIDEO);
    expect(await sessionRow(s.id)).toMatchObject({ status: 'CONFIRMED', startedAt: null });
  });

  it('changes nothing when LiveKit cannot make the room (502)', async () => {
    const c = await buildCoaching(down);
    const s = await videoSession(down, c);
    expectError(await call(down, 'POST', `/api/sessions/${s.id}/start`, { token: c.coach.token }), 502, VIDEO_ERR.START_FAILED_FALLBACK);
    const row = await down.ctx.db.selectFrom('sessions').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'CONFIRMED', videoStartedAt: null, startedAt: null });
  });
});

describe('GET /api/sessions/:id/join', () => {
  it("gives the coach and the client tokens for this session's room only, with their role's grants", async () => {
    const c = await buildCoaching(server);
    const s = await soonSession(c);
    const other = await videoSession(server, c, 3);
    const res = await joinVideo(server, c.client.token, s.id);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TVideoJoinData;
    expect(data).toMatchObject({
      roomId: `session-${s.id}`,
      userRole: 'coachee',
      identity: c.client.user.id,
      coach: null,
      chatRoomId: c.roomId,
      user: { id: c.client.user.id, firstName: 'Cleo', primaryRole: { role: 'CLIENT' } },
    });
    expect(data.state.status).toBe('CONFIRMED');
    const coach = (await joinVideo(server, c.coach.token, other.id)).json().data as TVideoJoinData;
    expect(coach.roomId).toBe(`session-${other.id}`);
    expect(coach.coach).toEqual({ assistEnabled: true, suggestions: [], knocks: [] });

    if (lk) {
      const claims = await expectToken(data, c.client.user.id);
      expect(claims.video).toMatchObject({ roomJoin: true, canPublish: true, canSubscribe: true });
      expect(claims.video?.roomAdmin).toBeFalsy();
      // One session's token never names another session's room.
      expect((await expectToken(coach, c.coach.user.id)).video?.room).not.toBe(data.roomId);
    } else {
      expect(data).toMatchObject({ token: null, roomUrl: null, expiresAt: null });
    }
  });

  it('lets the client in from 15 minutes before the start, or earlier once the session is in progress', async () => {
    const c = await buildCoaching(server);
    const s = await videoSession(server, c, 2);
    expectError(await joinVideo(server, c.client.token, s.id), 409, VIDEO_ERR.JOIN_TOO_EARLY);
    expect((await joinVideo(server, c.coach.token, s.id)).statusCode).toBe(200);
    // The coach can no longer start it this early; one started early before that rule still lets the client in.
    expectError(await call(server, 'POST', `/api/sessions/${s.id}/start`, { token: c.coach.token }), 409, VIDEO_ERR.START_TOO_EARLY);
    await server.ctx.db.updateTable('sessions').set({ status: 'IN_PROGRESS' }).where('id', '=', s.id).execute();
    expect((await joinVideo(server, c.client.token, s.id)).statusCode).toBe(200);
  });

  it('refuses everyone once the session has ended (409), and outsiders always (404)', async () => {
    const c = await buildCoaching(server);
    const s = await soonSession(c);
    for (const token of await outsiders()) expectError(await joinVideo(server, token, s.id), 404, SESSION_ERR.NOT_FOUND);
    await setStatus(s.id, 'COMPLETED');
    for (const token of [c.coach.token, c.client.token]) expectError(await joinVideo(server, token, s.id), 409, VIDEO_ERR.SESSION_ENDED);
  });
});

describe('POST /api/sessions/:id/end', () => {
  it('completes the session with its trimmed notes, closes the LiveKit room and tells the client', async () => {
    const c = await buildCoaching(server);
    const s = await videoSession(server, c);
    const { roomId } = await startVideo(server, c.coach.token, s.id);
    const clientSocket = await sockets.connect(c.client.token);
    const changed = nextEvent(clientSocket, 'session:changed');
    const res = await call(server, 'POST', `/api/sessions/${s.id}/end`, {
      token: c.coach.token,
      payload: { completionNotes: '  Good progress.  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.session).toMatchObject({ id: s.id, status: 'COMPLETED' });
    expect(await changed).toMatchObject({ change: 'status', session: { id: s.id, status: 'COMPLETED', coachNotes: null } });
    const row = await sessionRow(s.id);
    expect(row.completionNotes).toBe('Good progress.');
    expect(row.completedAt).not.toBeNull();
    if (lk) expect(await roomNames()).not.toContain(roomId);
    // Done is done: a second end, a start and a join are refused.
    expectError(
      await call(server, 'POST', `/api/sessions/${s.id}/end`, { token: c.coach.token, payload: {} }),
      409,
      SESSION_ERR.BAD_MOVE('COMPLETED', 'completed'),
    );
    expectError(await joinVideo(server, c.client.token, s.id), 409, VIDEO_ERR.SESSION_ENDED);
  });

  it("tells the video room's sockets that the recording changed and that the session ended", async () => {
    const { c, s } = await startedVideoSession(server);
    const inRoom = await sockets.connect(c.client.token);
    expect(await inRoom.emitWithAck('video:enter', { sessionId: s.id })).toMatchObject({ ok: true });
    const state = nextEvent(inRoom, 'video:state');
    await call(server, 'PUT', `/api/sessions/${s.id}/video/recording`, { token: c.coach.token, payload: { recording: false } });
    expect((await state).state).toMatchObject({ sessionId: s.id, status: 'IN_PROGRESS', recording: false });
    const ended = nextEvent(inRoom, 'video:ended');
    await call(server, 'POST', `/api/sessions/${s.id}/end`, { token: c.coach.token, payload: {} });
    expect(await ended).toEqual({ sessionId: s.id });
  });

  it('is refused to the client (403) and outsiders (404)', async () => {
    const { c, s } = await startedVideoSession(server);
    expectError(await call(server, 'POST', `/api/sessions/${s.id}/end`, { token: c.client.token, payload: {} }), 403, VIDEO_ERR.COACH_ONLY);
    for (const token of await outsiders()) {
      expectError(await call(server, 'POST', `/api/sessions/${s.id}/end`, { token, payload: {} }), 404, SESSION_ERR.NOT_FOUND);
    }
    expect((await sessionRow(s.id)).status).toBe('IN_PROGRESS');
  });
});

describe('POST /api/sessions/:id/participants/media', () => {
  const media = (id: string, token: string, payload: object) =>
    call(server, 'POST', `/api/sessions/${id}/participants/media`, { token, payload });

  it('lets only the coach control others: the client 403 with the product texts, outsiders 404', async () => {
    const { c, s } = await startedVideoSession(server);
    const target = { identity: c.coach.user.id, muted: true };
    expectError(await media(s.id, c.client.token, { ...target, kind: 'audio' }), 403, VIDEO_ERR.CANNOT_MUTE);
    expectError(await media(s.id, c.client.token, { ...target, kind: 'video' }), 403, VIDEO_ERR.CANNOT_CAMERA);
    for (const token of await outsiders()) expectError(await media(s.id, token, { ...target, kind: 'audio' }), 404, SESSION_ERR.NOT_FOUND);
  });

  it("tells the muted person, through the video room's sockets, that the coach muted them", async () => {
    const { c, s } = await startedVideoSession(mutingServer);
    const client = await mutingSockets.connect(c.client.token);
    expect(await client.emitWithAck('video:enter', { sessionId: s.id })).toMatchObject({ ok: true });
    const told = nextEvent(client, 'video:media');
    const res = await call(mutingServer, 'POST', `/api/sessions/${s.id}/participants/media`, {
      token: c.coach.token,
      payload: { identity: c.client.user.id, kind: 'audio', muted: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await told).toEqual({ sessionId: s.id, identity: c.client.user.id, kind: 'audio', muted: true });
    expect(mutes).toContainEqual([`session-${s.id}`, c.client.user.id, 'audio', true]);
  });

  it('answers 404 for a participant not in the room (409 without LiveKit)', async () => {
    const { c, s } = await startedVideoSession(server);
    const res = await media(s.id, c.coach.token, { identity: c.client.user.id, kind: 'audio', muted: true });
    if (lk) expectError(res, 404, VIDEO_ERR.PARTICIPANT_NOT_FOUND);
    else expectError(res, 409, VIDEO_ERR.MEDIA_UNAVAILABLE);
  });
});

describe('PUT /api/sessions/:id/video/recording', () => {
  const recording = (srv: typeof server, id: string, token: string, payload: object) =>
    call(srv, 'PUT', `/api/sessions/${id}/video/recording`, { token, payload });

  it('is the coach’s: the client 403, outsiders 404; starting needs consent and LiveKit Egress', async () => {
    const { c, s } = await startedVideoSession(server);
    expectError(await recording(server, s.id, c.client.token, { recording: true, agreed: true }), 403, VIDEO_ERR.COACH_ONLY);
    for (const token of await outsiders())
      expectError(await recording(server, s.id, token, { recording: false }), 404, SESSION_ERR.NOT_FOUND);
    expectError(await recording(server, s.id, c.coach.token, { recording: true }), 400, VIDEO_ERR.CONSENT_REQUIRED);
    expectError(await recording(server, s.id, c.coach.token, { recording: true, agreed: true }), 409, VIDEO_ERR.RECORDING_NEEDS_EGRESS);
    const stop = await recording(server, s.id, c.coach.token, { recording: false });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json().data).toMatchObject({ sessionId: s.id, recording: false, recordingStartedAt: null });
  });

  it('stores nothing when LiveKit Egress does not start the recording (502)', async () => {
    const c = await buildCoaching(down);
    const s = await videoSession(down, c);
    // The room cannot be made on this server: the session is put in progress directly.
    await down.ctx.db.updateTable('sessions').set({ status: 'IN_PROGRESS' }).where('id', '=', s.id).execute();
    expectError(await recording(down, s.id, c.coach.token, { recording: true, agreed: true }), 502, VIDEO_ERR.RECORDING_FAILED);
    const row = await down.ctx.db.selectFrom('sessions').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ recordingStartedAt: null, recordingEgressId: null });
    expect(await down.ctx.db.selectFrom('videoConsents').selectAll().where('sessionId', '=', s.id).execute()).toEqual([]);
  });
});

describe('POST /api/sessions/:id/feedback', () => {
  const feedback = (id: string, token: string, payload: object) => call(server, 'POST', `/api/sessions/${id}/feedback`, { token, payload });

  it('stores the client’s rating once the call has begun, and their later change of mind', async () => {
    const c = await buildCoaching(server);
    const s = await videoSession(server, c);
    expectError(await feedback(s.id, c.client.token, { rating: 4 }), 409, VIDEO_ERR.SESSION_NOT_LIVE);
    await startVideo(server, c.coach.token, s.id);
    const res = await feedback(s.id, c.client.token, { rating: 4, comments: '  Helpful  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    await feedback(s.id, c.client.token, { rating: 5 });
    const rows = await server.ctx.db.selectFrom('sessionFeedback').selectAll().where('sessionId', '=', s.id).execute();
    expect(rows).toEqual([
      expect.objectContaining({ identity: c.client.user.id, userId: c.client.user.id, role: 'coachee', rating: 5, comments: null }),
    ]);
    expect((await feedback(s.id, c.client.token, { rating: 6 })).statusCode).toBe(400);
  });

  it('is the client’s: the coach 403, outsiders 404', async () => {
    const { c, s } = await startedVideoSession(server);
    expectError(await feedback(s.id, c.coach.token, { rating: 3 }), 403, VIDEO_ERR.COACHEE_ONLY);
    for (const token of await outsiders()) expectError(await feedback(s.id, token, { rating: 3 }), 404, SESSION_ERR.NOT_FOUND);
  });
});

describe('without LiveKit configured', () => {
  it('starts and joins with no token or address, and refuses media control (409)', async () => {
    const c = await buildCoaching(noVideo);
    const s = await videoSession(noVideo, c);
    const data = await startVideo(noVideo, c.coach.token, s.id);
    expect(data).toMatchObject({ roomUrl: null, token: null, expiresAt: null, roomId: `session-${s.id}`, recordingAvailable: false });
    expect(data.state.status).toBe('IN_PROGRESS');
    const joined = await joinVideo(noVideo, c.client.token, s.id);
    expect(joined.json().data).toMatchObject({ token: null, roomUrl: null, userRole: 'coachee' });
    const res = await call(noVideo, 'POST', `/api/sessions/${s.id}/participants/media`, {
      token: c.coach.token,
      payload: { identity: c.client.user.id, kind: 'video', muted: true },
    });
    expectError(res, 409, VIDEO_ERR.MEDIA_UNAVAILABLE);
    const end = await call(noVideo, 'POST', `/api/sessions/${s.id}/end`, { token: c.coach.token, payload: {} });
    expect(end.json().data.session.status).toBe('COMPLETED');
  });
});
