import { describe, expect, it } from 'vitest';
import { ERR, NOTE_ERR, SESSION_ERR, type TNote } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { coachingWithVideoSession } from '../video/video-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

const clock = new ManualClock();
const server = serverForFile({}, { clock });
const sockets = socketsForFile(server);

const setup = () => coachingWithVideoSession(server);

const postNote = (token: string, payload: object) => call(server, 'POST', '/api/notes', { token, payload });

async function write(token: string, payload: Record<string, unknown>): Promise<TNote> {
  clock.advance(1000);
  const res = await postNote(token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.note as TNote;
}

async function list(token: string, query = ''): Promise<TNote[]> {
  const res = await call(server, 'GET', `/api/notes${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.notes as TNote[];
}

const ids = (notes: TNote[]) => notes.map((n) => n.id);

describe('POST /api/notes', () => {
  it("writes the coach's manual note on their session, about its client, private by default", async () => {
    const { c, session } = await setup();
    const coachSocket = await sockets.connect(c.coach.token);
    const clientSocket = await sockets.connect(c.client.token);
    const clientGot: unknown[] = [];
    clientSocket.on('note:changed', (p) => clientGot.push(p));
    const pushed = nextEvent(coachSocket, 'note:changed');

    const note = await write(c.coach.token, {
      sessionId: session.id,
      noteType: 'SESSION_COACH_MANUAL',
      content: '  Cleo sounded tired.  ',
      title: '  ',
      linkedTimestamp: 95,
    });
    expect(note).toMatchObject({
      sessionId: session.id,
      coacheeId: c.client.user.id,
      noteType: 'SESSION_COACH_MANUAL',
      title: null,
      content: 'Cleo sounded tired.',
      linkedTimestamp: 95,
      isPrivate: true,
      session: { title: session.title },
      coach: { firstName: 'Cora', lastName: 'User' },
      author: { id: c.coach.user.id, firstName: 'Cora', lastName: 'User' },
    });
    expect((await pushed).note).toEqual(note);
    // Private: the client hears nothing of it.
    expect(clientGot).toEqual([]);
  });

  it("writes the coach's general note on a client of theirs, and a shared one reaches the client", async () => {
    const { c } = await setup();
    const clientSocket = await sockets.connect(c.client.token);
    const pushed = nextEvent(clientSocket, 'note:changed');
    const note = await write(c.coach.token, {
      coacheeId: c.client.user.id,
      noteType: 'GENERAL_COACH',
      title: 'Focus',
      content: 'Sleep and stress.',
      isPrivate: false,
    });
    expect(note).toMatchObject({ coacheeId: c.client.user.id, sessionId: null, session: null, title: 'Focus', isPrivate: false });
    expect((await pushed).note).toEqual(note);
  });

  it('lets a client write their own notes, with or without one of their sessions', async () => {
    const { c, session } = await setup();
    const onSession = await write(c.client.token, {
      sessionId: session.id,
      noteType: 'GENERAL_COACHEE',
      content: 'Ask about the sleep diary.',
    });
    expect(onSession).toMatchObject({
      sessionId: session.id,
      coacheeId: c.client.user.id,
      author: { id: c.client.user.id },
      coach: { firstName: 'Cora' },
    });
    const general = await write(c.client.token, { noteType: 'GENERAL_COACHEE', content: 'Things I noticed this week.' });
    expect(general).toMatchObject({ sessionId: null, coacheeId: c.client.user.id });
  });

  it('refuses the types the writer may not write', async () => {
    const { c, session } = await setup();
    const cases: [string, Record<string, unknown>][] = [
      [c.coach.token, { sessionId: session.id, noteType: 'SESSION_TRANSCRIPT_FULL', content: 'x' }],
      [c.coach.token, { sessionId: session.id, noteType: 'GENERAL_COACHEE', content: 'x' }],
      [c.coach.token, { coacheeId: c.client.user.id, noteType: 'GENERAL_COACHEE', content: 'x' }],
      [c.coach.token, { noteType: 'SESSION_COACH_MANUAL', content: 'x' }],
      [c.client.token, { sessionId: session.id, noteType: 'SESSION_COACH_MANUAL', content: 'x' }],
      [c.client.token, { noteType: 'GENERAL_COACH', content: 'x' }],
      [c.client.token, { sessionId: session.id, noteType: 'SESSION_TRANSCRIPT_SUMMARY', content: 'x' }],
    ];
    for (const [token, payload] of cases) {
      expectError(await postNote(token, payload), 400, NOTE_ERR.TYPE_NOT_ALLOWED);
    }
    const blank = await postNote(c.coach.token, { sessionId: session.id, noteType: 'SESSION_COACH_MANUAL', content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toContain(NOTE_ERR.CONTENT_REQUIRED);
    expect(await list(c.coach.token)).toEqual([]);
  });

  it("is 404 on another coach's session or client, and on someone else's name", async () => {
    const { c, session } = await setup();
    const other = await buildCoaching(server);
    const stranger = await buildUser(server);
    const cases: [string, Record<string, unknown>][] = [
      [other.coach.token, { sessionId: session.id, noteType: 'SESSION_COACH_MANUAL', content: 'x' }],
      [other.coach.token, { coacheeId: c.client.user.id, noteType: 'GENERAL_COACH', content: 'x' }],
      [other.client.token, { sessionId: session.id, noteType: 'GENERAL_COACHEE', content: 'x' }],
      [stranger.token, { sessionId: session.id, noteType: 'GENERAL_COACHEE', content: 'x' }],
      [c.client.token, { coacheeId: other.client.user.id, noteType: 'GENERAL_COACHEE', content: 'x' }],
      [c.coach.token, { sessionId: session.id, coacheeId: other.client.user.id, noteType: 'SESSION_COACH_MANUAL', content: 'x' }],
    ];
    for (const [token, payload] of cases) {
      expectError(await postNote(token, payload), 404, NOTE_ERR.NOT_FOUND);
    }
  });
});

describe('GET /api/notes', () => {
  it('gives each reader what they wrote and what is shared with them, newest first, filtered', async () => {
    const { c, session } = await setup();
    const coachPrivate = await write(c.coach.token, { sessionId: session.id, noteType: 'SESSION_COACH_MANUAL', content: 'coach private' });
    const coachShared = await write(c.coach.token, {
      coacheeId: c.client.user.id,
      noteType: 'GENERAL_COACH',
      content: 'coach shared',
      isPrivate: false,
    });
    const clientPrivate = await write(c.client.token, { sessionId: session.id, noteType: 'GENERAL_COACHEE', content: 'client private' });
    const clientShared = await write(c.client.token, { noteType: 'GENERAL_COACHEE', content: 'client shared', isPrivate: false });

    expect(ids(await list(c.coach.token))).toEqual(ids([clientShared, coachShared, coachPrivate]));
    expect(ids(await list(c.client.token))).toEqual(ids([clientShared, clientPrivate, coachShared]));

    expect(ids(await list(c.coach.token, `?sessionId=${session.id}`))).toEqual(ids([coachPrivate]));
    expect(ids(await list(c.client.token, `?sessionId=${session.id}`))).toEqual(ids([clientPrivate]));
    expect(ids(await list(c.coach.token, '?noteType=GENERAL_COACH'))).toEqual(ids([coachShared]));
    expect(ids(await list(c.coach.token, `?coacheeId=${c.client.user.id}&noteType=GENERAL_COACHEE`))).toEqual(ids([clientShared]));

    // Nobody else reads any of them: naming the client or the session is a 404, and without a filter they read only their own.
    const other = await buildCoaching(server);
    const stranger = await buildUser(server);
    expectError(
      await call(server, 'GET', `/api/notes?coacheeId=${c.client.user.id}`, { token: other.coach.token }),
      404,
      ERR.CLIENT_NOT_FOUND,
    );
    for (const token of [other.client.token, other.coach.token, stranger.token]) {
      expectError(await call(server, 'GET', `/api/notes?sessionId=${session.id}`, { token }), 404, SESSION_ERR.NOT_FOUND);
    }
    expect(await list(other.coach.token)).toEqual([]);
    expect(await list(stranger.token)).toEqual([]);
  });
});

describe('PUT /api/notes/:id', () => {
  it('lets the author change the content and title', async () => {
    const { c, session } = await setup();
    const note = await write(c.coach.token, { sessionId: session.id, noteType: 'SESSION_COACH_MANUAL', content: 'first', title: 'T' });
    clock.advance(5000);
    const res = await call(server, 'PUT', `/api/notes/${note.id}`, { token: c.coach.token, payload: { content: ' second ' } });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data.note as TNote;
    expect(edited).toMatchObject({ id: note.id, content: 'second', title: 'T', createdAt: note.createdAt });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));
    const cleared = await call(server, 'PUT', `/api/notes/${note.id}`, { token: c.coach.token, payload: { title: '' } });
    expect((cleared.json().data.note as TNote).title).toBeNull();
    const blank = await call(server, 'PUT', `/api/notes/${note.id}`, { token: c.coach.token, payload: { content: ' ' } });
    expect(blank.statusCode).toBe(400);
  });

  it('is 404 for everyone but the author, shared or not', async () => {
    const { c, session } = await setup();
    const shared = await write(c.coach.token, {
      sessionId: session.id,
      noteType: 'SESSION_COACH_MANUAL',
      content: 'shared',
      isPrivate: false,
    });
    const clientOwn = await write(c.client.token, { noteType: 'GENERAL_COACHEE', content: 'mine', isPrivate: false });
    const other = await buildCoaching(server);
    for (const [token, note] of [
      [c.client.token, shared],
      [c.coach.token, clientOwn],
      [other.coach.token, shared],
      [(await buildUser(server)).token, clientOwn],
    ] as const) {
      expectError(await call(server, 'PUT', `/api/notes/${note.id}`, { token, payload: { content: 'changed' } }), 404, NOTE_ERR.NOT_FOUND);
      expectError(await call(server, 'DELETE', `/api/notes/${note.id}`, { token }), 404, NOTE_ERR.NOT_FOUND);
    }
    expect((await list(c.coach.token)).map((n) => n.content).sort()).toEqual(['mine', 'shared']);
  });
});

describe('DELETE /api/notes/:id', () => {
  it("removes the author's note and tells whoever read it", async () => {
    const { c } = await setup();
    const note = await write(c.client.token, { noteType: 'GENERAL_COACHEE', content: 'to go', isPrivate: false });
    const coachSocket = await sockets.connect(c.coach.token);
    const pushed = nextEvent(coachSocket, 'note:deleted');
    const res = await call(server, 'DELETE', `/api/notes/${note.id}`, { token: c.client.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await pushed).toEqual({ noteId: note.id, sessionId: null, coacheeId: c.client.user.id });
    expect(await list(c.client.token)).toEqual([]);
    expectError(await call(server, 'DELETE', `/api/notes/${note.id}`, { token: c.client.token }), 404, NOTE_ERR.NOT_FOUND);
  });
});
