import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AI_COACH_USER_ID,
  COACH_REQUEST_CHANGES_PER_HOUR_MAX,
  DIRECTORY_ERR,
  DIRECTORY_TEXT,
  ROLE,
  storedFileUrl,
  type TCoachRequest,
  type TDirectoryCoach,
} from '@coach/contract';
import { upsertProfile } from '../../src/modules/account/queries.ts';
import { insertCoachProfile } from '../../src/modules/coaches/queries.ts';
import { coachRequestLimitKey } from '../../src/modules/directory/request-limit.ts';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser } from '../factories/people.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const sockets = socketsForFile(server);

/**
 * An onboarded coach with a profile. Each test gives its coaches a language of its own, so the
 * directory filtered by it lists only that test's coaches.
 */
async function coach(
  lastName: string,
  opts: { language: string; specializations?: string[]; accepting?: boolean; capacity?: number; timeZone?: string },
) {
  const built = await buildUser(server, { role: ROLE.COACH, onboarded: true, firstName: 'Dana' });
  const db = server.ctx.db;
  await db.updateTable('users').set({ lastName }).where('id', '=', built.user.id).execute();
  await insertCoachProfile(db, {
    userId: built.user.id,
    jobTitle: null,
    organization: null,
    coachingExperience: null,
    specializations: opts.specializations ?? ['life'],
    headline: `${lastName} helps`,
    aboutMe: null,
    coachingStyle: null,
    philosophy: null,
    industryExperience: null,
    hourlyRate: 120,
    availability: null,
    subscriptionTier: 'basic',
  });
  await db
    .updateTable('coachProfiles')
    .set({ acceptingClients: opts.accepting ?? true, clientCapacity: opts.capacity ?? 20, currency: 'EUR' })
    .where('userId', '=', built.user.id)
    .execute();
  await upsertProfile(db, built.user.id, { languages: ['English', opts.language], timeZone: opts.timeZone ?? 'Europe/Lisbon' });
  return built;
}

/** A client signed up through the intake, with the support areas given (their room has the AI coach only). */
async function client(supportAreas = ['goal-setting']) {
  const done = await signUpThroughIntake(server, { supportAreas });
  return { token: done.token, id: done.user.id, roomId: done.coachingRoom.id };
}

const language = () => `lang-${randomUUID().slice(0, 8)}`;

const directory = (token: string, query = '') => call(server, 'GET', `/api/coaches/directory${query}`, { token });
const listed = async (token: string, query: string): Promise<TDirectoryCoach[]> => {
  const res = await directory(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.coaches;
};
const ask = (token: string, coachId: string, message = 'I would like your help with my goals') =>
  call(server, 'POST', '/api/coach-requests', { token, payload: { coachId, message } });
const decide = (token: string, id: string, action: 'accept' | 'decline' | 'cancel') =>
  call(server, 'POST', `/api/coach-requests/${id}/${action}`, { token });

describe('GET /api/coaches/directory', () => {
  it('lists only coaches accepting clients with capacity left, and never an email', async () => {
    const lang = language();
    const open = await coach('Open', { language: lang });
    await coach('Closed', { language: lang, accepting: false });
    const full = await coach('Full', { language: lang, capacity: 1 });
    const other = await client();
    await server.ctx.db.insertInto('coachClients').values({ coachId: full.user.id, clientId: other.id, status: 'active' }).execute();
    const me = await client();

    const res = await directory(me.token, `?language=${lang}`);
    expect(res.statusCode).toBe(200);
    const coaches: TDirectoryCoach[] = res.json().data.coaches;
    expect(coaches.map((c) => c.lastName)).toEqual(['Open']);
    expect(coaches[0]).toMatchObject({
      id: open.user.id,
      firstName: 'Dana',
      headline: 'Open helps',
      specializations: [{ key: 'life', displayName: 'Life Coaching' }],
      languages: ['English', lang],
      timeZone: 'Europe/Lisbon',
      hourlyRate: 120,
      currency: 'EUR',
      photoUrl: null,
    });
    for (const c of [open, full]) expect(res.body).not.toContain(c.user.email);
    // With an avatar, its address; the same as the user's own avatarUrl.
    await server.ctx.db
      .updateTable('users')
      .set({ avatarKey: `avatars/${open.user.id}/face.webp` })
      .where('id', '=', open.user.id)
      .execute();
    const again: TDirectoryCoach[] = (await directory(me.token, `?language=${lang}`)).json().data.coaches;
    expect(again[0]!.photoUrl).toBe(storedFileUrl(`avatars/${open.user.id}/face.webp`));
    expect(Object.keys(coaches[0]!)).not.toContain('email');
  });

  it('filters by specialization, language and time zone', async () => {
    const lang = language();
    await coach('Career', { language: lang, specializations: ['career'], timeZone: 'Asia/Tokyo' });
    await coach('Life', { language: lang, specializations: ['life'], timeZone: 'Europe/Lisbon' });
    const me = await client();
    expect((await listed(me.token, `?language=${lang}&specialization=career`)).map((c) => c.lastName)).toEqual(['Career']);
    expect((await listed(me.token, `?language=${lang}&timeZone=Europe/Lisbon`)).map((c) => c.lastName)).toEqual(['Life']);
    expect(await listed(me.token, `?language=${lang}&specialization=career&timeZone=Europe/Lisbon`)).toEqual([]);
    expect(await listed(me.token, `?language=${language()}`)).toEqual([]);
    // A language matches whole, whatever its case.
    expect((await listed(me.token, `?language=${lang.toUpperCase()}&specialization=life`)).map((c) => c.lastName)).toEqual(['Life']);
    expect(await listed(me.token, `?language=${lang.slice(0, -1)}`)).toEqual([]);
  });

  it("orders by how many specializations match the client's support areas, then by id, a page at a time", async () => {
    const lang = language();
    const zed = await coach('Zed', { language: lang, specializations: ['life'] });
    await coach('Both', { language: lang, specializations: ['career', 'executive'] });
    const abel = await coach('Abel', { language: lang, specializations: ['parenting'] });
    await coach('One', { language: lang, specializations: ['leadership', 'parenting'] });
    const me = await client(['career']);
    const res = await directory(me.token, `?language=${lang}`);
    expect(res.json().data.nextCursor).toBeNull();
    const coaches: TDirectoryCoach[] = res.json().data.coaches;
    // Equal matches go by id (uuids compare as their hex text).
    const unmatched = [zed, abel].sort((a, b) => (a.user.id < b.user.id ? -1 : 1)).map((c) => [c === zed ? 'Zed' : 'Abel', 0]);
    expect(coaches.map((c) => [c.lastName, c.matchCount])).toEqual([['Both', 2], ['One', 1], ...unmatched]);

    // Pages of three then one: every coach once, in the same order.
    const first = (await directory(me.token, `?language=${lang}&limit=3`)).json().data;
    expect(first.coaches).toHaveLength(3);
    expect(first.nextCursor).toMatch(/^\d+_/);
    const second = (await directory(me.token, `?language=${lang}&limit=3&cursor=${first.nextCursor}`)).json().data;
    expect(second.nextCursor).toBeNull();
    expect([...first.coaches, ...second.coaches].map((c: TDirectoryCoach) => c.id)).toEqual(coaches.map((c) => c.id));
    expect((await directory(me.token, `?language=${lang}&cursor=not-a-cursor`)).statusCode).toBe(400);
  });

  it('is for clients', async () => {
    const lang = language();
    const c = await coach('Coach', { language: lang });
    const res = await directory(c.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(DIRECTORY_ERR.CLIENTS_ONLY);
  });
});

describe('coach requests', () => {
  it('refuses a second open request, and a coach the directory does not list', async () => {
    const lang = language();
    const first = await coach('First', { language: lang });
    const second = await coach('Second', { language: lang });
    const closed = await coach('Closed', { language: lang, accepting: false });
    const me = await client();

    expect((await ask(me.token, closed.user.id)).statusCode).toBe(404);
    const full = await coach('Full', { language: lang, capacity: 0 });
    expect((await ask(me.token, full.user.id)).statusCode).toBe(404);
    expect((await ask(me.token, randomUUID())).json().error).toBe(DIRECTORY_ERR.COACH_NOT_AVAILABLE);
    const made = await ask(me.token, first.user.id);
    expect(made.statusCode, made.body).toBe(201);
    const again = await ask(me.token, second.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(DIRECTORY_ERR.REQUEST_OPEN);

    const mine = await call(server, 'GET', '/api/coach-requests/mine', { token: me.token });
    expect(mine.json().data.request).toMatchObject({ id: made.json().data.id, status: 'pending', note: DIRECTORY_TEXT.PENDING });
    // Once cancelled, the client may ask another coach.
    expect((await decide(me.token, made.json().data.id, 'cancel')).json().data.status).toBe('cancelled');
    expect((await ask(me.token, second.user.id)).statusCode).toBe(201);
  });

  it('limits the message', async () => {
    const lang = language();
    const c = await coach('Short', { language: lang });
    const me = await client();
    expect((await ask(me.token, c.user.id, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await ask(me.token, c.user.id, '   ')).statusCode).toBe(400);
  });

  it('lets only the addressed coach see and answer a request; only its client cancels it', async () => {
    const lang = language();
    const addressed = await coach('Addressed', { language: lang });
    const stranger = await coach('Stranger', { language: lang });
    const me = await client();
    const otherClient = await client();
    const request: TCoachRequest = (await ask(me.token, addressed.user.id)).json().data;

    for (const action of ['accept', 'decline'] as const) {
      const res = await decide(stranger.token, request.id, action);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(DIRECTORY_ERR.REQUEST_NOT_FOUND);
    }
    expect((await decide(otherClient.token, request.id, 'cancel')).statusCode).toBe(404);
    expect((await decide(me.token, request.id, 'accept')).statusCode).toBe(403);
    const strangerList = await call(server, 'GET', '/api/coaches/me/requests', { token: stranger.token });
    expect(strangerList.json().data.requests).toEqual([]);
    const list = await call(server, 'GET', '/api/coaches/me/requests', { token: addressed.token });
    expect(list.json().data.requests.map((r: TCoachRequest) => r.id)).toEqual([request.id]);
    expect(list.body).not.toContain('@');
  });

  it('accept puts the coach in the client room and tells both live', async () => {
    const lang = language();
    const c = await coach('Accepting', { language: lang });
    const me = await client();
    const request: TCoachRequest = (await ask(me.token, c.user.id)).json().data;
    const clientSocket = await sockets.connect(me.token);
    const coachSocket = await sockets.connect(c.token);
    const clientPush = nextEvent(clientSocket, 'coachRequest:changed');
    const coachPush = nextEvent(coachSocket, 'coachRequest:changed');
    const roomPush = nextEvent(clientSocket, 'room:updated');

    const res = await decide(c.token, request.id, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'accepted', note: DIRECTORY_TEXT.ACCEPTED });
    expect((await clientPush).request).toMatchObject({ id: request.id, status: 'accepted' });
    expect((await coachPush).request).toMatchObject({ id: request.id, status: 'accepted' });
    const { room } = await roomPush;
    expect(room).toMatchObject({ id: me.roomId, humanCoach: { id: c.user.id, firstName: 'Dana', lastName: 'Accepting' } });

    const db = server.ctx.db;
    const members = await db.selectFrom('roomMembers').select(['userId', 'role']).where('roomId', '=', me.roomId).orderBy('role').execute();
    expect(members).toEqual([
      { userId: AI_COACH_USER_ID, role: 'ai_coach' },
      { userId: me.id, role: 'client' },
      { userId: c.user.id, role: 'coach' },
    ]);
    const link = await db
      .selectFrom('coachClients')
      .select('status')
      .where('coachId', '=', c.user.id)
      .where('clientId', '=', me.id)
      .executeTakeFirst();
    expect(link?.status).toBe('active');
    // The coach's rooms list now holds the client's room.
    const rooms = await call(server, 'GET', '/api/rooms', { token: c.token });
    expect(rooms.json().data.map((r: { id: string }) => r.id)).toContain(me.roomId);
    // Answered once: a second answer, or a new request now the client has a coach, is refused.
    expect((await decide(c.token, request.id, 'decline')).statusCode).toBe(409);
    expect((await ask(me.token, c.user.id)).json().error).toBe(DIRECTORY_ERR.HAS_COACH);
  });

  it('a decline tells the client kindly, and nothing about the coach', async () => {
    const lang = language();
    const c = await coach('Declining', { language: lang, capacity: 1 });
    const me = await client();
    const request: TCoachRequest = (await ask(me.token, c.user.id)).json().data;
    const clientSocket = await sockets.connect(me.token);
    const push = nextEvent(clientSocket, 'coachRequest:changed');
    expect((await decide(c.token, request.id, 'decline')).statusCode).toBe(200);
    const pushed = (await push).request;
    expect(pushed).toMatchObject({ status: 'declined', note: DIRECTORY_TEXT.DECLINED });
    const mine = await call(server, 'GET', '/api/coach-requests/mine', { token: me.token });
    expect(mine.json().data.request).toMatchObject({ status: 'declined', note: DIRECTORY_TEXT.DECLINED });
    expect(mine.body).not.toMatch(/capacity|clients? (is|are) full|@/i);
    const room = await server.ctx.db.selectFrom('rooms').select('humanCoachId').where('id', '=', me.roomId).executeTakeFirst();
    expect(room?.humanCoachId).toBeNull();
  });
});

describe('POST /api/coach-requests and /cancel: the hourly allowance', () => {
  it('takes 10 sends and cancels an hour per client, then answers 429 with Retry-After and pushes nothing', async () => {
    const lang = language();
    const c = await coach('Busy', { language: lang });
    const me = await client();
    const other = await client();
    const coachSocket = await sockets.connect(c.token);
    let pushes = 0;
    coachSocket.on('coachRequest:changed', () => pushes++);

    // Refused calls (a coach not listed) cost nothing.
    expect((await ask(me.token, randomUUID())).statusCode).toBe(404);
    let open: TCoachRequest | undefined;
    for (let i = 0; i < COACH_REQUEST_CHANGES_PER_HOUR_MAX; i++) {
      const res = open ? await decide(me.token, open.id, 'cancel') : await ask(me.token, c.user.id);
      expect(res.statusCode, res.body).toBe(open ? 200 : 201);
      open = open ? undefined : res.json().data;
    }
    const limited = await ask(me.token, c.user.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: DIRECTORY_ERR.TOO_MANY_CHANGES(60) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The allowance is the client's own: another client still asks.
    const theirs = await ask(other.token, c.user.id);
    expect(theirs.statusCode).toBe(201);

    // A cancel counts too: with one request left open and the hour used up, it stays open.
    const last = await client();
    const pending: TCoachRequest = (await ask(last.token, c.user.id)).json().data;
    // Nine more changes stand for the rest of the hour.
    const key = coachRequestLimitKey(server.ctx, last.id);
    await server.ctx.limiter.consume([
      { key, max: COACH_REQUEST_CHANGES_PER_HOUR_MAX, windowMs: 3_600_000, cost: COACH_REQUEST_CHANGES_PER_HOUR_MAX - 1 },
    ]);
    const cancel = await decide(last.token, pending.id, 'cancel');
    expect(cancel.statusCode).toBe(429);
    expect(cancel.headers['retry-after']).toBeDefined();
    expect((await call(server, 'GET', '/api/coach-requests/mine', { token: last.token })).json().data.request.status).toBe('pending');

    // The coach heard the ten changes and the two other sends, and nothing refused.
    await new Promise((r) => setTimeout(r, 200));
    expect(pushes).toBe(COACH_REQUEST_CHANGES_PER_HOUR_MAX + 2);
  });
});
