import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  NOTE_ERR,
  SESSION_ERR,
  TRANSCRIPT_LINES_MAX,
  TRANSCRIPT_LINES_PER_SECOND,
  VIDEO_ERR,
  type TNote,
  type TSession,
  type TVideoRoomState,
} from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { signGuestToken } from '../../src/modules/video/guest/token.ts';
import { videoRoomState } from '../../src/modules/video/room-state-queries.ts';
import { TEST_JWT_SECRET, call, connectSocketWith, nextEvent, serverForFile, socketsForFile, type TestSocket } from '../helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { coachingWithVideoSession } from './video-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

const clock = new ManualClock();
const server = serverForFile({}, { clock });
const sockets = socketsForFile(server);

const setup = () => coachingWithVideoSession(server);

const consent = (token: string, sessionId: string, payload: unknown = { agreed: true }) =>
  call(server, 'POST', `/api/sessions/${sessionId}/video/consent`, { token, payload });

async function entered(token: string, sessionId: string): Promise<TestSocket> {
  const socket = await sockets.connect(token);
  expect(await socket.emitWithAck('video:enter', { sessionId })).toMatchObject({ ok: true });
  return socket;
}

/** One caption; the clock moves a quarter second so a file's lines stay under the per-socket rate. */
async function say(socket: TestSocket, sessionId: string, text: string) {
  clock.advance(250);
  return socket.emitWithAck('video:caption', { sessionId, text });
}

/** POST /api/sessions/:id/transcript/save or /summarize. */
const transcriptCall = (what: string, sessionId: string, token: string) =>
  call(server, 'POST', `/api/sessions/${sessionId}/transcript/${what}`, { token });
const videoRoomStateOf = async (sessionId: string) => (await videoRoomState(server.ctx.db, sessionId))!;
const linesOf = (sessionId: string) =>
  server.ctx.db.selectFrom('videoTranscriptLines').selectAll().where('sessionId', '=', sessionId).orderBy('spokenAt').execute();

/** A guest link and a knock in the given state, with the guest's token (as the guest routes would make them). */
async function guestOf(session: TSession, coachId: string, status: 'waiting' | 'admitted' | 'denied' = 'admitted') {
  const invite = await server.ctx.db
    .insertInto('videoGuestInvites')
    .values({ sessionId: session.id, code: randomUUID(), createdBy: coachId, expiresAt: null, maxUses: -1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const knock = await server.ctx.db
    .insertInto('videoKnocks')
    .values({ inviteId: invite.id, sessionId: session.id, name: 'Gus Guest', status })
    .returning('id')
    .executeTakeFirstOrThrow();
  const guestToken = signGuestToken(TEST_JWT_SECRET, { sid: session.id, iid: invite.id, kid: knock.id, name: 'Gus Guest' }, clock.now());
  return { knockId: knock.id, guestToken };
}

const guestSocket = (guestToken: string) => connectSocketWith(sockets.baseUrl, { guestToken });

describe('POST /api/sessions/:id/video/consent', () => {
  it("records the participant's consent with the time and pushes the room's state", async () => {
    const { c, session } = await setup();
    const coachSocket = await entered(c.coach.token, session.id);
    const pushed = nextEvent(coachSocket, 'video:state');
    const res = await consent(c.client.token, session.id);
    expect(res.statusCode, res.body).toBe(200);
    const state = res.json().data as TVideoRoomState;
    expect(state.sessionId).toBe(session.id);
    expect(state.consents).toEqual([{ identity: c.client.user.id, name: 'Cleo User', consentedAt: expect.any(String) }]);
    expect(Math.abs(Date.parse(state.consents[0]!.consentedAt) - clock.now().getTime())).toBeLessThan(5000);
    expect((await pushed).state).toEqual(state);

    // Agreeing again keeps the first time.
    clock.advance(60_000);
    const again = (await consent(c.client.token, session.id)).json().data as TVideoRoomState;
    expect(again.consents).toEqual(state.consents);
  });

  it('needs the box ticked', async () => {
    const { c, session } = await setup();
    const res = await consent(c.coach.token, session.id, { agreed: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(VIDEO_ERR.CONSENT_REQUIRED);
    expect((await videoRoomStateOf(session.id)).consents).toEqual([]);
  });

  it('is 404 for a stranger, another client and another coach', async () => {
    const { session } = await setup();
    const other = await buildCoaching(server);
    const stranger = await buildUser(server);
    for (const token of [stranger.token, other.client.token, other.coach.token]) {
      expectError(await consent(token, session.id), 404, SESSION_ERR.NOT_FOUND);
    }
    expect((await videoRoomStateOf(session.id)).consents).toEqual([]);
  });
});

describe('POST /api/video/guest/consent', () => {
  it('records an admitted guest under their guest identity', async () => {
    const { c, session } = await setup();
    const { knockId, guestToken } = await guestOf(session, c.coach.user.id);
    const res = await call(server, 'POST', '/api/video/guest/consent', { payload: { guestToken, agreed: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as TVideoRoomState).consents).toEqual([
      { identity: `guest:${knockId}`, name: 'Gus Guest', consentedAt: expect.any(String) },
    ]);
  });

  it('refuses a guest still waiting, and a token that is not ours', async () => {
    const { c, session } = await setup();
    const { guestToken } = await guestOf(session, c.coach.user.id, 'waiting');
    expectError(
      await call(server, 'POST', '/api/video/guest/consent', { payload: { guestToken, agreed: true } }),
      401,
      VIDEO_ERR.GUEST_WAITING,
    );
    const forged = `${guestToken.slice(0, -4)}AAAA`;
    expectError(
      await call(server, 'POST', '/api/video/guest/consent', { payload: { guestToken: forged, agreed: true } }),
      401,
      VIDEO_ERR.GUEST_LINK_INVALID,
    );
  });
});

describe("socket 'video:enter'", () => {
  it('answers with the room as it is now, so a socket that was away catches up; assist and knocks for the coach alone', async () => {
    const { c, session } = await setup();
    await consent(c.client.token, session.id);
    const client = await entered(c.client.token, session.id);
    // Said while the coach's socket was away.
    expect(await say(client, session.id, 'I kept my promise this week.')).toMatchObject({ ok: true });
    await guestOf(session, c.coach.user.id, 'waiting');

    const coach = await sockets.connect(c.coach.token);
    const ack = await coach.emitWithAck('video:enter', { sessionId: session.id });
    if (!ack.ok) throw new Error(ack.error);
    expect(ack.catchUp.state).toMatchObject({ sessionId: session.id, consents: [{ identity: c.client.user.id }] });
    expect(ack.catchUp.transcript.map((l) => l.text)).toEqual(['I kept my promise this week.']);
    expect(ack.catchUp.coach?.knocks).toMatchObject([{ name: 'Gus Guest', status: 'waiting' }]);

    const again = await client.emitWithAck('video:enter', { sessionId: session.id });
    if (!again.ok) throw new Error(again.error);
    expect(again.catchUp.transcript).toHaveLength(1);
    expect(again.catchUp.coach).toBeNull();
  });

  it("lets the session's coach, client and admitted guest in, and no one else", async () => {
    const { c, session } = await setup();
    await entered(c.coach.token, session.id);
    await entered(c.client.token, session.id);
    const { guestToken } = await guestOf(session, c.coach.user.id);
    const guest = await guestSocket(guestToken);
    expect(await guest.emitWithAck('video:enter', { sessionId: session.id })).toMatchObject({ ok: true });

    const other = await setup();
    expect(await guest.emitWithAck('video:enter', { sessionId: other.session.id })).toEqual({ ok: false, error: SESSION_ERR.NOT_FOUND });
    guest.close();

    const stranger = await sockets.connect((await buildUser(server)).token);
    expect(await stranger.emitWithAck('video:enter', { sessionId: session.id })).toEqual({ ok: false, error: SESSION_ERR.NOT_FOUND });
    const otherCoach = await sockets.connect(other.c.coach.token);
    expect(await otherCoach.emitWithAck('video:enter', { sessionId: session.id })).toEqual({ ok: false, error: SESSION_ERR.NOT_FOUND });
    expect(await otherCoach.emitWithAck('video:enter', { sessionId: 'not-a-uuid' })).toEqual({ ok: false, error: SESSION_ERR.NOT_FOUND });
  });

  it('keeps out a guest not admitted, and everyone from a cancelled session', async () => {
    const { c, session } = await setup();
    const waiting = await guestSocket((await guestOf(session, c.coach.user.id, 'waiting')).guestToken);
    expect(await waiting.emitWithAck('video:enter', { sessionId: session.id })).toEqual({ ok: false, error: VIDEO_ERR.GUEST_WAITING });
    waiting.close();

    await server.ctx.db.updateTable('sessions').set({ status: 'CANCELLED' }).where('id', '=', session.id).execute();
    const coach = await sockets.connect(c.coach.token);
    expect(await coach.emitWithAck('video:enter', { sessionId: session.id })).toEqual({ ok: false, error: VIDEO_ERR.SESSION_NOT_LIVE });
  });
});

describe("socket 'video:caption'", () => {
  it("stores a consented participant's line and pushes it to everyone who entered", async () => {
    const { c, session } = await setup();
    const coach = await entered(c.coach.token, session.id);
    const client = await entered(c.client.token, session.id);
    expect((await consent(c.client.token, session.id)).statusCode).toBe(200);

    const toCoach = nextEvent(coach, 'video:transcript');
    const toClient = nextEvent(client, 'video:transcript');
    expect(await say(client, session.id, '  My goal is to sleep better.  ')).toMatchObject({ ok: true });
    const [a, b] = await Promise.all([toCoach, toClient]);
    expect(a).toEqual(b);
    expect(a.sessionId).toBe(session.id);
    expect(a.line).toMatchObject({
      speaker: 'Cleo User',
      speakerRole: 'coachee',
      identity: c.client.user.id,
      text: 'My goal is to sleep better.',
    });

    const rows = await linesOf(session.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: a.line.id,
      userId: c.client.user.id,
      speaker: 'Cleo User',
      speakerRole: 'coachee',
      text: 'My goal is to sleep better.',
    });
  });

  it('refuses the line of a participant who has not consented, and stores nothing', async () => {
    const { c, session } = await setup();
    const coach = await entered(c.coach.token, session.id);
    await consent(c.client.token, session.id);
    expect(await say(coach, session.id, 'Hello there.')).toEqual({ ok: false, error: VIDEO_ERR.NO_CONSENT });
    expect(await linesOf(session.id)).toEqual([]);
  });

  it("stores a consented guest's line as an observer's", async () => {
    const { c, session } = await setup();
    const { knockId, guestToken } = await guestOf(session, c.coach.user.id);
    await call(server, 'POST', '/api/video/guest/consent', { payload: { guestToken, agreed: true } });
    const guest = await guestSocket(guestToken);
    expect(await guest.emitWithAck('video:enter', { sessionId: session.id })).toMatchObject({ ok: true });
    expect(await say(guest, session.id, 'Thanks for having me.')).toMatchObject({ ok: true });
    guest.close();
    expect(await linesOf(session.id)).toMatchObject([
      { identity: `guest:${knockId}`, userId: null, speaker: 'Gus Guest', speakerRole: 'observer' },
    ]);
  });

  it('needs the room entered first, and a non-blank line', async () => {
    const { c, session } = await setup();
    await consent(c.coach.token, session.id);
    const coach = await sockets.connect(c.coach.token);
    expect(await say(coach, session.id, 'Not in yet.')).toEqual({ ok: false, error: SESSION_ERR.NOT_FOUND });
    expect(await coach.emitWithAck('video:enter', { sessionId: session.id })).toMatchObject({ ok: true });
    expect((await say(coach, session.id, '   ')).ok).toBe(false);
    coach.emit('video:leave', { sessionId: session.id });
    expect(await say(coach, session.id, 'Left already.')).toEqual({ ok: false, error: SESSION_ERR.NOT_FOUND });
    expect(await linesOf(session.id)).toEqual([]);
  });

  it(`takes at most ${TRANSCRIPT_LINES_PER_SECOND} lines a second from a socket`, async () => {
    const { c, session } = await setup();
    await consent(c.coach.token, session.id);
    const coach = await entered(c.coach.token, session.id);
    clock.advance(2000);
    const acks = await Promise.all(
      Array.from({ length: TRANSCRIPT_LINES_PER_SECOND + 1 }, (_, i) =>
        coach.emitWithAck('video:caption', { sessionId: session.id, text: `line ${i}` }),
      ),
    );
    expect(acks.filter((a) => a.ok)).toHaveLength(TRANSCRIPT_LINES_PER_SECOND);
    expect(acks.filter((a) => !a.ok)).toEqual([{ ok: false, error: VIDEO_ERR.TOO_MANY_LINES }]);
    clock.advance(1000);
    expect(await say(coach, session.id, 'A second later.')).toMatchObject({ ok: true });
    expect(await linesOf(session.id)).toHaveLength(TRANSCRIPT_LINES_PER_SECOND + 1);
  });

  it(`keeps at most ${TRANSCRIPT_LINES_MAX} lines a session`, async () => {
    const { c, session } = await setup();
    await consent(c.coach.token, session.id);
    const at = clock.now();
    await server.ctx.db
      .insertInto('videoTranscriptLines')
      .values(
        Array.from({ length: TRANSCRIPT_LINES_MAX }, (_, i) => ({
          sessionId: session.id,
          identity: c.coach.user.id,
          userId: c.coach.user.id,
          speaker: 'Cora User',
          speakerRole: 'coach' as const,
          text: `line ${i}`,
          spokenAt: at,
        })),
      )
      .execute();
    const coach = await entered(c.coach.token, session.id);
    expect(await say(coach, session.id, 'One too many.')).toEqual({ ok: false, error: VIDEO_ERR.TRANSCRIPT_FULL });
    expect(await linesOf(session.id)).toHaveLength(TRANSCRIPT_LINES_MAX);
  });
});

async function talk(c: Coaching, sessionId: string) {
  await consent(c.coach.token, sessionId);
  await consent(c.client.token, sessionId);
  const coach = await entered(c.coach.token, sessionId);
  const client = await entered(c.client.token, sessionId);
  for (const [socket, text] of [
    [coach, 'What would you like to focus on today?'],
    [client, 'My goal is to sleep better. I will stop screens at ten every night.'],
    [coach, 'What gets in the way of sleeping?'],
  ] as const) {
    expect(await say(socket, sessionId, text)).toMatchObject({ ok: true });
  }
  return { coach, client };
}

describe('POST /api/sessions/:id/transcript/save', () => {
  it('saves the transcript as a private full-transcript note of the session, one [mm:ss] line each', async () => {
    const { c, session } = await setup();
    const startedAt = new Date(clock.now().getTime() - 65_000);
    await server.ctx.db.updateTable('sessions').set({ videoStartedAt: startedAt }).where('id', '=', session.id).execute();
    const { coach } = await talk(c, session.id);
    const pushed = nextEvent(coach, 'note:changed');
    const res = await transcriptCall('save', session.id, c.coach.token);
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json().data.note as TNote;
    expect(note).toMatchObject({
      noteType: 'SESSION_TRANSCRIPT_FULL',
      sessionId: session.id,
      coacheeId: c.client.user.id,
      isPrivate: true,
      author: { id: c.coach.user.id, firstName: 'Cora', lastName: 'User' },
      coach: { firstName: 'Cora', lastName: 'User' },
      session: { title: session.title },
    });
    const rows = await linesOf(session.id);
    const offset = (d: Date) => {
      const s = Math.floor((d.getTime() - startedAt.getTime()) / 1000);
      return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
    };
    expect(note.content.split('\n')).toEqual(rows.map((r) => `[${offset(r.spokenAt)}] ${r.speaker}: ${r.text}`));
    expect(note.content.split('\n')[0]).toMatch(/^\[01:0\d\] Cora User: What would you like to focus on today\?$/);
    expect((await pushed).note).toEqual(note);

    // Private to the coach who saved it: the client does not read it.
    const clientNotes = await call(server, 'GET', `/api/notes?sessionId=${session.id}`, { token: c.client.token });
    expect(clientNotes.json().data.notes).toEqual([]);
  });

  it('needs at least one line', async () => {
    const { c, session } = await setup();
    expectError(await transcriptCall('save', session.id, c.client.token), 400, VIDEO_ERR.NO_TRANSCRIPT);
  });

  it('is 404 for a stranger, another client and another coach', async () => {
    const { c, session } = await setup();
    await talk(c, session.id);
    const other = await buildCoaching(server);
    for (const token of [(await buildUser(server)).token, other.client.token, other.coach.token]) {
      for (const what of ['save', 'summarize']) {
        expectError(await transcriptCall(what, session.id, token), 404, SESSION_ERR.NOT_FOUND);
      }
    }
    expect(await server.ctx.db.selectFrom('notes').select('id').where('sessionId', '=', session.id).execute()).toEqual([]);
  });
});

describe('POST /api/sessions/:id/transcript/summarize', () => {
  it("saves the built-in summary as the client's own summary note", async () => {
    const { c, session } = await setup();
    await talk(c, session.id);
    const res = await transcriptCall('summarize', session.id, c.client.token);
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json().data.note as TNote;
    expect(note).toMatchObject({
      noteType: 'SESSION_TRANSCRIPT_SUMMARY',
      sessionId: session.id,
      coacheeId: c.client.user.id,
      author: { id: c.client.user.id },
    });
    expect(note.content).toContain(`Session summary: ${session.title}`);
    expect(note.content).toContain('- Cora User (Coach): 2 lines');
    expect(note.content).toContain('- Cleo User (Client): 1 line');
    expect(note.content).toContain('- Cleo User: "My goal is to sleep better."');
    expect(note.content).toContain('- Cleo User: "I will stop screens at ten every night."');
    expect(note.content).toContain('- Cora User: "What gets in the way of sleeping?"');

    // The client's note, in the coach's notebook, but private: the coach does not read it.
    const coachNotes = await call(server, 'GET', `/api/notes?sessionId=${session.id}`, { token: c.coach.token });
    expect(coachNotes.json().data.notes).toEqual([]);
    const own = await call(server, 'GET', `/api/notes?sessionId=${session.id}`, { token: c.client.token });
    expect(own.json().data.notes).toEqual([note]);
  });

  it('needs at least one line', async () => {
    const { c, session } = await setup();
    expectError(await transcriptCall('summarize', session.id, c.coach.token), 400, VIDEO_ERR.NO_TRANSCRIPT);
  });

  it('cannot be written through the notes call', async () => {
    const { c, session } = await setup();
    const res = await call(server, 'POST', '/api/notes', {
      token: c.coach.token,
      payload: { sessionId: session.id, noteType: 'SESSION_TRANSCRIPT_SUMMARY', content: 'x' },
    });
    expectError(res, 400, NOTE_ERR.TYPE_NOT_ALLOWED);
  });
});
