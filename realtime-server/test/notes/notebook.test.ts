import { describe, expect, it } from 'vitest';
import { ERR, NOTE_ERR, NOTES_PAGE_SIZE, SESSION_ERR, type TNote, type TNotesResult } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, nextEvent, serverForFile, socketsForFile, type TestSocket } from '../helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { coachingWithVideoSession } from '../video/video-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

// The coach's notebook (docs/coach-workspace.md#notebook-and-notes): GET /api/notes as a page with
// its total, the tabs' counts and the last edit, searched and filtered; who reads what; the pushes
// that keep a second tab live.

const clock = new ManualClock();
const server = serverForFile({}, { clock });
const sockets = socketsForFile(server);

const setup = () => coachingWithVideoSession(server);

const postNote = (token: string, payload: object) => call(server, 'POST', '/api/notes', { token, payload });

async function write(token: string, payload: Record<string, unknown>, advanceMs = 1000): Promise<TNote> {
  clock.advance(advanceMs);
  const res = await postNote(token, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.note as TNote;
}

async function page(token: string, query: string): Promise<TNotesResult> {
  const res = await call(server, 'GET', `/api/notes?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TNotesResult;
}

const ids = (notes: readonly TNote[]) => notes.map((n) => n.id);
const general = (c: Coaching, content: string, extra: Record<string, unknown> = {}) => ({
  coacheeId: c.client.user.id,
  noteType: 'GENERAL_COACH',
  content,
  ...extra,
});

describe('GET /api/notes: pages', () => {
  it('answers 25 notes in pages of 10, 10 and 5, newest first, each with the total', async () => {
    const { c } = await setup();
    const written: TNote[] = [];
    for (let i = 0; i < 25; i++) written.push(await write(c.coach.token, general(c, `Note number ${i}`)));
    const newestFirst = ids(written).reverse();
    const client = `coacheeId=${c.client.user.id}`;

    const pages = [
      await page(c.coach.token, client),
      await page(c.coach.token, `${client}&page=2`),
      await page(c.coach.token, `${client}&page=3`),
    ];
    expect(pages.map((p) => p.notes.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([
      [25, 1, NOTES_PAGE_SIZE],
      [25, 2, NOTES_PAGE_SIZE],
      [25, 3, NOTES_PAGE_SIZE],
    ]);
    expect(pages.flatMap((p) => ids(p.notes))).toEqual(newestFirst);
    expect(pages[0]!.counts).toEqual({ all: 25, session: 0, general: 25 });

    const beyond = await page(c.coach.token, `${client}&page=4`);
    expect(beyond).toMatchObject({ notes: [], total: 25, page: 4 });
    const all = await page(c.coach.token, `${client}&pageSize=100`);
    expect(ids(all.notes)).toEqual(newestFirst);
    const sevens = await page(c.coach.token, `${client}&pageSize=7&page=4`);
    expect(ids(sevens.notes)).toEqual(newestFirst.slice(21));

    for (const bad of ['pageSize=101', 'pageSize=0', 'page=0', 'page=x', 'kind=other', 'noteType=OTHER']) {
      expect((await call(server, 'GET', `/api/notes?${client}&${bad}`, { token: c.coach.token })).statusCode, bad).toBe(400);
    }
  });

  it('keeps notes written at the same instant in one order across pages (the id breaks the tie)', async () => {
    const { c } = await setup();
    // The clock moves on between requests, so the rows are written straight in with one time.
    const at = new Date();
    const rows = await server.ctx.db
      .insertInto('notes')
      .values(
        [0, 1, 2, 3].map((i) => ({
          coachId: c.coach.user.id,
          coacheeId: c.client.user.id,
          authorId: c.coach.user.id,
          noteType: 'GENERAL_COACH' as const,
          content: `Same time ${i}`,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning('id')
      .execute();
    const client = `coacheeId=${c.client.user.id}&pageSize=3`;
    const seen = [...ids((await page(c.coach.token, client)).notes), ...ids((await page(c.coach.token, `${client}&page=2`)).notes)];
    expect(seen).toEqual(
      rows
        .map((r) => r.id)
        .sort()
        .reverse(),
    );
  });
});

describe('GET /api/notes: search', () => {
  it('finds a word in the title or the content, whatever its case', async () => {
    const { c, session } = await setup();
    const inTitle = await write(c.coach.token, general(c, 'Talked about work.', { title: 'Sleep routine' }));
    const inContent = await write(c.coach.token, {
      sessionId: session.id,
      noteType: 'SESSION_COACH_MANUAL',
      content: 'Wants to SLEEP before eleven.',
    });
    await write(c.coach.token, general(c, 'Nothing about rest here.', { title: 'Career' }));
    const client = `coacheeId=${c.client.user.id}`;

    for (const q of ['sleep', 'SLEEP', 'SlEeP', '  sleep  ']) {
      const found = await page(c.coach.token, `${client}&q=${encodeURIComponent(q)}`);
      expect(ids(found.notes), q).toEqual(ids([inContent, inTitle]));
      expect(found.total).toBe(2);
      expect(found.counts).toEqual({ all: 2, session: 1, general: 1 });
    }
    expect(ids((await page(c.coach.token, `${client}&q=before%20elev`)).notes)).toEqual([inContent.id]);
    const none = await page(c.coach.token, `${client}&q=holiday`);
    expect(none).toMatchObject({ notes: [], total: 0, counts: { all: 0, session: 0, general: 0 } });
    // A blank search is no search.
    expect((await page(c.coach.token, `${client}&q=%20%20`)).total).toBe(3);
  });

  it('takes %, _ and \\ literally', async () => {
    const { c } = await setup();
    const percent = await write(c.coach.token, general(c, 'Budget is 100% spent'));
    await write(c.coach.token, general(c, 'Budget is 1000 spent'));
    const underscore = await write(c.coach.token, general(c, 'file snake_case.txt'));
    await write(c.coach.token, general(c, 'file snakeXcase.txt'));
    const backslash = await write(c.coach.token, general(c, 'saved in C:\\coach\\plan'));
    await write(c.coach.token, general(c, 'saved in C:/coach/plan'));
    const client = `coacheeId=${c.client.user.id}`;
    const search = async (q: string) => ids((await page(c.coach.token, `${client}&q=${encodeURIComponent(q)}`)).notes);

    expect(await search('0%')).toEqual([percent.id]);
    expect(await search('%')).toEqual([percent.id]);
    expect(await search('e_c')).toEqual([underscore.id]);
    expect(await search('_')).toEqual([underscore.id]);
    expect(await search('\\coach')).toEqual([backslash.id]);
    expect(await search('%_%')).toEqual([]);
  });
});

describe('GET /api/notes: tabs, types and the last edit', () => {
  it('counts the Sessions and General tabs under every other filter, and pages one tab', async () => {
    const { c, session } = await setup();
    const manual = await write(c.coach.token, { sessionId: session.id, noteType: 'SESSION_COACH_MANUAL', content: 'goal: run 5k' });
    const generalNote = await write(c.coach.token, general(c, 'goal: sleep'));
    // A coach's Session Note without a session sits under General (it has no session).
    const sessionless = await write(c.coach.token, {
      coacheeId: c.client.user.id,
      noteType: 'SESSION_COACH_MANUAL',
      content: 'goal: call mum',
    });
    expect(sessionless).toMatchObject({ sessionId: null, coacheeId: c.client.user.id, noteType: 'SESSION_COACH_MANUAL' });
    const shared = await write(c.client.token, {
      sessionId: session.id,
      noteType: 'GENERAL_COACHEE',
      content: 'my own thoughts',
      isPrivate: false,
    });
    const client = `coacheeId=${c.client.user.id}`;

    const all = await page(c.coach.token, client);
    expect(ids(all.notes)).toEqual(ids([shared, sessionless, generalNote, manual]));
    expect(all.counts).toEqual({ all: 4, session: 2, general: 2 });

    const sessions = await page(c.coach.token, `${client}&kind=session`);
    expect(ids(sessions.notes)).toEqual(ids([shared, manual]));
    expect(sessions.total).toBe(2);
    expect(sessions.counts).toEqual(all.counts);
    const generals = await page(c.coach.token, `${client}&kind=general`);
    expect(ids(generals.notes)).toEqual(ids([sessionless, generalNote]));

    const typed = await page(c.coach.token, `${client}&noteType=SESSION_COACH_MANUAL`);
    expect(ids(typed.notes)).toEqual(ids([sessionless, manual]));
    expect(typed.counts).toEqual({ all: 2, session: 1, general: 1 });
    const typedTab = await page(c.coach.token, `${client}&noteType=SESSION_COACH_MANUAL&kind=general`);
    expect(ids(typedTab.notes)).toEqual([sessionless.id]);
    expect(typedTab.total).toBe(1);

    const searched = await page(c.coach.token, `${client}&q=goal&kind=session`);
    expect(searched).toMatchObject({ total: 1, counts: { all: 3, session: 1, general: 2 } });
    expect(ids(searched.notes)).toEqual([manual.id]);
    expect(ids((await page(c.coach.token, `sessionId=${session.id}`)).notes)).toEqual(ids([shared, manual]));
  });

  it('gives the newest edit among what the reader reads of the client, whatever the search, type or tab', async () => {
    const { c } = await setup();
    const client = `coacheeId=${c.client.user.id}`;
    expect((await page(c.coach.token, client)).lastUpdatedAt).toBeNull();

    const first = await write(c.coach.token, general(c, 'first'));
    const second = await write(c.coach.token, general(c, 'second'));
    expect((await page(c.coach.token, client)).lastUpdatedAt).toBe(second.updatedAt);

    clock.advance(60_000);
    const edited = (
      await call(server, 'PUT', `/api/notes/${first.id}`, { token: c.coach.token, payload: { content: 'first, edited' } })
    ).json().data.note as TNote;
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(second.updatedAt));
    for (const filter of ['', '&q=second', '&q=nothing-like-it', '&noteType=GENERAL_COACHEE', '&kind=session', '&page=9']) {
      expect((await page(c.coach.token, `${client}${filter}`)).lastUpdatedAt, filter).toBe(edited.updatedAt);
    }

    // The client's view: the coach's private notes are not theirs, so neither are their edits.
    expect((await page(c.client.token, `coacheeId=${c.client.user.id}`)).lastUpdatedAt).toBeNull();
    const sharedOne = await write(c.coach.token, general(c, 'shared', { isPrivate: false }));
    clock.advance(60_000);
    await call(server, 'PUT', `/api/notes/${second.id}`, { token: c.coach.token, payload: { content: 'second, edited' } });
    expect((await page(c.client.token, `coacheeId=${c.client.user.id}`)).lastUpdatedAt).toBe(sharedOne.updatedAt);
  });
});

describe('GET /api/notes: who reads what', () => {
  it("gives a client the shared notes and their own, and the coach none of the client's private ones", async () => {
    const { c, session } = await setup();
    const coachPrivate = await write(c.coach.token, general(c, 'private plan: discuss the promotion'));
    const coachShared = await write(c.coach.token, {
      sessionId: session.id,
      noteType: 'SESSION_COACH_MANUAL',
      content: 'shared plan: walk daily',
      isPrivate: false,
    });
    const clientPrivate = await write(c.client.token, { noteType: 'GENERAL_COACHEE', content: 'private plan of mine' });
    const clientShared = await write(c.client.token, { noteType: 'GENERAL_COACHEE', content: 'shared plan of mine', isPrivate: false });

    const asClient = await page(c.client.token, `coacheeId=${c.client.user.id}&q=plan`);
    expect(ids(asClient.notes)).toEqual(ids([clientShared, clientPrivate, coachShared]));
    expect(asClient.counts).toEqual({ all: 3, session: 1, general: 2 });
    expect((await page(c.client.token, 'q=promotion')).total).toBe(0);
    expect(ids((await page(c.client.token, `sessionId=${session.id}`)).notes)).toEqual([coachShared.id]);

    const asCoach = await page(c.coach.token, `coacheeId=${c.client.user.id}&q=plan`);
    expect(ids(asCoach.notes)).toEqual(ids([clientShared, coachShared, coachPrivate]));
    expect((await page(c.coach.token, 'q=mine')).notes.map((n) => n.id)).toEqual([clientShared.id]);
  });

  it('is 404 for a client or session that is not the reader’s, and an empty page without one', async () => {
    const { c, session } = await setup();
    await write(c.coach.token, general(c, 'secret'));
    await write(c.coach.token, { sessionId: session.id, noteType: 'SESSION_COACH_MANUAL', content: 'secret too', isPrivate: false });
    const other = await buildCoaching(server);
    const stranger = await buildUser(server);

    for (const token of [other.coach.token, other.client.token, stranger.token, c.client.token]) {
      const res = await call(server, 'GET', `/api/notes?coacheeId=${token === c.client.token ? other.client.user.id : c.client.user.id}`, {
        token,
      });
      expectError(res, 404, ERR.CLIENT_NOT_FOUND);
    }
    for (const token of [other.coach.token, other.client.token, stranger.token]) {
      expectError(await call(server, 'GET', `/api/notes?sessionId=${session.id}`, { token }), 404, SESSION_ERR.NOT_FOUND);
      expect(await page(token, 'q=secret')).toMatchObject({
        notes: [],
        total: 0,
        counts: { all: 0, session: 0, general: 0 },
        lastUpdatedAt: null,
      });
    }
    // Another coach's client of their own still answers, empty.
    expect((await page(other.coach.token, `coacheeId=${other.client.user.id}`)).total).toBe(0);
    expectError(
      await call(server, 'GET', `/api/notes?sessionId=${crypto.randomUUID()}`, { token: c.coach.token }),
      404,
      SESSION_ERR.NOT_FOUND,
    );
    expect((await call(server, 'GET', '/api/notes')).statusCode).toBe(401);
  });

  it('serves the video room up to 100 notes of a session at once', async () => {
    const { c, session } = await setup();
    const written: TNote[] = [];
    for (let i = 0; i < 12; i++)
      written.push(await write(c.coach.token, { sessionId: session.id, noteType: 'SESSION_COACH_MANUAL', content: `line ${i}` }));
    const room = await page(c.coach.token, `sessionId=${session.id}&pageSize=100`);
    expect(ids(room.notes)).toEqual(ids(written).reverse());
    expect(room).toMatchObject({ total: 12, pageSize: 100 });
  });
});

describe('POST /api/notes from the notebook', () => {
  it("accepts the coach's General Notes and Session Notes, and refuses Client Notes", async () => {
    const { c, session } = await setup();
    const other = await buildCoaching(server);
    expect(await write(c.coach.token, general(c, 'general'))).toMatchObject({
      noteType: 'GENERAL_COACH',
      sessionId: null,
      coacheeId: c.client.user.id,
    });
    expect(
      await write(c.coach.token, { sessionId: session.id, noteType: 'SESSION_COACH_MANUAL', content: 'on the session' }),
    ).toMatchObject({
      sessionId: session.id,
      coacheeId: c.client.user.id,
    });
    expectError(
      await postNote(c.coach.token, { coacheeId: c.client.user.id, noteType: 'GENERAL_COACHEE', content: 'x' }),
      400,
      NOTE_ERR.TYPE_NOT_ALLOWED,
    );
    expectError(
      await postNote(c.coach.token, { coacheeId: other.client.user.id, noteType: 'SESSION_COACH_MANUAL', content: 'x' }),
      404,
      NOTE_ERR.NOT_FOUND,
    );
    expectError(
      await postNote(c.client.token, { coacheeId: c.client.user.id, noteType: 'SESSION_COACH_MANUAL', content: 'x' }),
      400,
      NOTE_ERR.TYPE_NOT_ALLOWED,
    );
  });
});

describe('the pushes that keep the notebook live', () => {
  async function twoTabs(token: string): Promise<[TestSocket, TestSocket]> {
    return [await sockets.connect(token), await sockets.connect(token)];
  }

  it("sends note:changed to the coach's second tab, and a shared note to the client too", async () => {
    const { c } = await setup();
    const [, secondTab] = await twoTabs(c.coach.token);
    const clientSocket = await sockets.connect(c.client.token);
    const clientGot: unknown[] = [];
    clientSocket.on('note:changed', (p) => clientGot.push(p));

    let pushed = nextEvent(secondTab, 'note:changed');
    const privateNote = await write(c.coach.token, general(c, 'just for me'));
    expect((await pushed).note).toEqual(privateNote);

    pushed = nextEvent(secondTab, 'note:changed');
    const toClient = nextEvent(clientSocket, 'note:changed');
    const shared = await write(c.coach.token, general(c, 'for both of us', { isPrivate: false }));
    expect((await pushed).note).toEqual(shared);
    expect((await toClient).note).toEqual(shared);

    pushed = nextEvent(secondTab, 'note:changed');
    const edited = await call(server, 'PUT', `/api/notes/${privateNote.id}`, { token: c.coach.token, payload: { title: 'Mine' } });
    expect((await pushed).note).toEqual(edited.json().data.note);
    // The client heard only the shared one.
    expect(clientGot).toEqual([{ note: shared }]);
  });

  it("sends note:deleted to the coach's second tab and, for a shared note, to the client", async () => {
    const { c } = await setup();
    const privateNote = await write(c.coach.token, general(c, 'private'));
    const shared = await write(c.coach.token, general(c, 'shared', { isPrivate: false }));
    const [, secondTab] = await twoTabs(c.coach.token);
    const clientSocket = await sockets.connect(c.client.token);
    const clientGot: unknown[] = [];
    clientSocket.on('note:deleted', (p) => clientGot.push(p));

    let pushed = nextEvent(secondTab, 'note:deleted');
    expect((await call(server, 'DELETE', `/api/notes/${privateNote.id}`, { token: c.coach.token })).statusCode).toBe(200);
    expect(await pushed).toEqual({ noteId: privateNote.id, sessionId: null, coacheeId: c.client.user.id });

    pushed = nextEvent(secondTab, 'note:deleted');
    const toClient = nextEvent(clientSocket, 'note:deleted');
    expect((await call(server, 'DELETE', `/api/notes/${shared.id}`, { token: c.coach.token })).statusCode).toBe(200);
    const payload = { noteId: shared.id, sessionId: null, coacheeId: c.client.user.id };
    expect(await pushed).toEqual(payload);
    expect(await toClient).toEqual(payload);
    expect(clientGot).toEqual([payload]);
  });
});

describe('PUT and DELETE /api/notes/:id from the notebook', () => {
  it('is 404 to anyone but the author, and gone after it is deleted', async () => {
    const { c } = await setup();
    const note = await write(c.coach.token, general(c, 'keep out', { isPrivate: false }));
    const other = await buildCoaching(server);
    for (const token of [c.client.token, other.coach.token, (await buildUser(server)).token]) {
      expectError(await call(server, 'PUT', `/api/notes/${note.id}`, { token, payload: { content: 'changed' } }), 404, NOTE_ERR.NOT_FOUND);
    }
    const client = `coacheeId=${c.client.user.id}`;
    expect((await page(c.coach.token, client)).notes.map((n) => n.content)).toEqual(['keep out']);

    expect((await call(server, 'DELETE', `/api/notes/${note.id}`, { token: c.coach.token })).statusCode).toBe(200);
    expect(await page(c.coach.token, client)).toMatchObject({ notes: [], total: 0, lastUpdatedAt: null });
    expect((await page(c.client.token, client)).total).toBe(0);
    expectError(
      await call(server, 'PUT', `/api/notes/${note.id}`, { token: c.coach.token, payload: { content: 'again' } }),
      404,
      NOTE_ERR.NOT_FOUND,
    );
    expectError(await call(server, 'DELETE', `/api/notes/${note.id}`, { token: c.coach.token }), 404, NOTE_ERR.NOT_FOUND);
  });
});
