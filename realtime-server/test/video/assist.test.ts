import { describe, expect, it } from 'vitest';
import {
  ASSIST_MIN_INTERVAL_MS,
  ASSIST_MIN_NEW_LINES,
  ERR,
  SESSION_ERR,
  VIDEO_ERR,
  type TAssistSuggestion,
  type TSession,
} from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, nextEvent, serverForFile, socketsForFile, type TestSocket } from '../helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { videoSession } from './video-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

const clock = new ManualClock();
const server = serverForFile({}, { clock });
const sockets = socketsForFile(server);

interface Room {
  c: Coaching;
  session: TSession;
  coach: TestSocket;
  client: TestSocket;
  /** Every 'video:assist' the client's socket received (it must stay empty). */
  clientAssists: unknown[];
}

/** A session whose coach and client both consented and entered the room. */
async function room(): Promise<Room> {
  const c = await buildCoaching(server);
  const session = await videoSession(server, c);
  const enter = async (token: string) => {
    expect((await call(server, 'POST', `/api/sessions/${session.id}/video/consent`, { token, payload: { agreed: true } })).statusCode).toBe(
      200,
    );
    const socket = await sockets.connect(token);
    expect(await socket.emitWithAck('video:enter', { sessionId: session.id })).toMatchObject({ ok: true });
    return socket;
  };
  const coach = await enter(c.coach.token);
  const client = await enter(c.client.token);
  const clientAssists: unknown[] = [];
  client.on('video:assist', (p) => clientAssists.push(p));
  return { c, session, coach, client, clientAssists };
}

async function say(socket: TestSocket, sessionId: string, text: string) {
  clock.advance(250);
  expect(await socket.emitWithAck('video:caption', { sessionId, text })).toMatchObject({ ok: true });
}

const suggestionsOf = (sessionId: string) =>
  server.ctx.db.selectFrom('videoAssistSuggestions').selectAll().where('sessionId', '=', sessionId).orderBy('createdAt').execute();

/** Lets the assistant's background work of the last line finish (it is only a few queries). */
const settle = () => new Promise((r) => setTimeout(r, 300));

const setAssist = (token: string, sessionId: string, enabled: boolean) =>
  call(server, 'PUT', `/api/sessions/${sessionId}/video/assist`, { token, payload: { enabled } });

describe('AI assist as transcript lines arrive', () => {
  it('proposes a suggestion to the coach alone after enough lines, from what the client said', async () => {
    const r = await room();
    const assist = nextEvent(r.coach, 'video:assist');
    await say(r.coach, r.session.id, 'How has the week been?');
    await say(r.client, r.session.id, 'Busy. I always fail at keeping my evenings free.');
    expect(await suggestionsOf(r.session.id)).toEqual([]);
    await say(r.coach, r.session.id, 'Tell me more.');

    const { sessionId, suggestion } = await assist;
    expect(sessionId).toBe(r.session.id);
    expect(suggestion).toMatchObject({ type: 'Reframe', isPinned: false });
    expect(suggestion.text).toContain('you always fail at keeping your evenings free');
    const stored = await suggestionsOf(r.session.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: suggestion.id, type: 'Reframe', text: suggestion.text });

    await settle();
    expect(r.clientAssists).toEqual([]);
  });

  it(`waits ${ASSIST_MIN_INTERVAL_MS / 1000} s and ${ASSIST_MIN_NEW_LINES} new lines before the next one`, async () => {
    const r = await room();
    const first = nextEvent(r.coach, 'video:assist');
    for (const text of ['My goal is to run a half marathon.', 'I train twice a week now.', 'It feels good.'])
      await say(r.client, r.session.id, text);
    expect((await first).suggestion.type).toBe('GROW');

    // Enough lines, too soon.
    for (const text of ['I want to train more but my knee hurts.', 'It is frustrating.', 'Really frustrating.'])
      await say(r.client, r.session.id, text);
    await settle();
    expect(await suggestionsOf(r.session.id)).toHaveLength(1);

    // Long enough: the next line brings the next suggestion, about the newest lines.
    clock.advance(ASSIST_MIN_INTERVAL_MS);
    const second = nextEvent(r.coach, 'video:assist');
    await say(r.coach, r.session.id, 'That sounds hard.');
    const { suggestion } = await second;
    expect(suggestion.type).toBe('MI');
    expect(suggestion.text).toContain('train more');
    expect(await suggestionsOf(r.session.id)).toHaveLength(2);
    await settle();
    expect(r.clientAssists).toEqual([]);
  });

  it('proposes nothing while the coach has it disabled', async () => {
    const r = await room();
    const toggled = nextEvent(r.coach, 'video:assist-toggled');
    expect((await setAssist(r.c.coach.token, r.session.id, false)).statusCode).toBe(200);
    expect(await toggled).toEqual({ sessionId: r.session.id, enabled: false });
    for (const text of ['I always fail.', "I can't do this.", 'My goal is to stop that.', 'Anyway.'])
      await say(r.client, r.session.id, text);
    await settle();
    expect(await suggestionsOf(r.session.id)).toEqual([]);
    const row = await server.ctx.db.selectFrom('sessions').select('assistEnabled').where('id', '=', r.session.id).executeTakeFirstOrThrow();
    expect(row.assistEnabled).toBe(false);

    // Enabled again, the next line brings one.
    expect((await setAssist(r.c.coach.token, r.session.id, true)).statusCode).toBe(200);
    const assist = nextEvent(r.coach, 'video:assist');
    await say(r.client, r.session.id, 'So yes.');
    await assist;
    expect(await suggestionsOf(r.session.id)).toHaveLength(1);
    expect(r.clientAssists).toEqual([]);
  });
});

describe('PUT /api/sessions/:id/video/assist', () => {
  it("is the coach's alone: 403 for the client, 404 for a stranger and another coach", async () => {
    const c = await buildCoaching(server);
    const session = await videoSession(server, c);
    expectError(await setAssist(c.client.token, session.id, false), 403, VIDEO_ERR.COACH_ONLY);
    const other = await buildCoaching(server);
    for (const token of [(await buildUser(server)).token, other.coach.token, other.client.token]) {
      expectError(await setAssist(token, session.id, false), 404, SESSION_ERR.NOT_FOUND);
    }
    const row = await server.ctx.db.selectFrom('sessions').select('assistEnabled').where('id', '=', session.id).executeTakeFirstOrThrow();
    expect(row.assistEnabled).toBe(true);
  });
});

describe('PUT /api/sessions/:id/video/assist/:suggestionId', () => {
  it('pins and unpins a suggestion of the session for its coach', async () => {
    const r = await room();
    const assist = nextEvent(r.coach, 'video:assist');
    for (const text of ['I will call the bank.', 'It has been on my list.', 'For weeks.']) await say(r.client, r.session.id, text);
    const { suggestion } = await assist;
    const url = `/api/sessions/${r.session.id}/video/assist/${suggestion.id}`;

    const pinned = await call(server, 'PUT', url, { token: r.c.coach.token, payload: { isPinned: true } });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json().data as TAssistSuggestion).toEqual({ ...suggestion, isPinned: true });
    const unpinned = await call(server, 'PUT', url, { token: r.c.coach.token, payload: { isPinned: false } });
    expect((unpinned.json().data as TAssistSuggestion).isPinned).toBe(false);

    expectError(await call(server, 'PUT', url, { token: r.c.client.token, payload: { isPinned: true } }), 403, VIDEO_ERR.COACH_ONLY);
    const other = await buildCoaching(server);
    const otherSession = await videoSession(server, other);
    expectError(await call(server, 'PUT', url, { token: other.coach.token, payload: { isPinned: true } }), 404, SESSION_ERR.NOT_FOUND);
    // Another session's coach cannot reach the suggestion through their own session either.
    expectError(
      await call(server, 'PUT', `/api/sessions/${otherSession.id}/video/assist/${suggestion.id}`, {
        token: other.coach.token,
        payload: { isPinned: true },
      }),
      404,
      ERR.NOT_FOUND,
    );
    expect((await suggestionsOf(r.session.id)).map((s) => s.isPinned)).toEqual([false]);
  });
});
