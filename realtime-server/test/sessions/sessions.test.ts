import { describe, expect, it } from 'vitest';
import { ROLE, SESSION_ERR, type TSession } from '@coach/contract';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { coachBooks, createSession, expectError, gridAt, moveSessionTo, openSlotAt } from './sessions-helpers.ts';
import { buildUser, type BuiltUser } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '10000' });
const sockets = socketsForFile(server);

const HOUR_MS = 3_600_000;
const put = (token: string, id: string, action: string, payload: unknown) =>
  call(server, 'PUT', `/api/sessions/${id}/${action}`, { token, payload });
const getSession = (token: string, id: string) => call(server, 'GET', `/api/sessions/${id}`, { token });
const oneOff = (token: string, payload: object) => call(server, 'POST', '/api/sessions/one-off', { token, payload });
const row = (id: string) => server.ctx.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Another coach, another client (of another coach), and someone with no part at all. */
async function outsiders(): Promise<BuiltUser[]> {
  const other = await buildCoaching(server);
  return [other.coach, other.client, await buildUser(server)];
}

describe('POST /api/sessions/one-off', () => {
  it('lets a coach book one of their clients: confirmed, with the relationship, 201', async () => {
    const c = await buildCoaching(server);
    const at = gridAt(26);
    const s = await createSession(server, c.coach.token, {
      clientId: c.client.user.id,
      scheduledAt: at,
      duration: 90,
      sessionType: 'phone',
      sessionGoals: 'Plan the quarter',
    });
    expect(s).toMatchObject({
      scheduledAt: at,
      duration: 90,
      status: 'CONFIRMED',
      sessionType: 'phone',
      title: 'Coaching Session',
      sessionGoals: 'Plan the quarter',
      coach: { id: c.coach.user.id, timeZone: 'UTC' },
      client: { id: c.client.user.id, relationshipId: c.relationshipId, email: c.client.user.email },
    });
    expect(await row(s.id)).toMatchObject({ source: 'coach', createdBy: c.coach.user.id, endsAt: new Date(Date.parse(at) + 90 * 60_000) });
  });

  it('lets a client ask their coach for a free slot: scheduled, for the coach to confirm', async () => {
    const c = await buildCoaching(server, { open: true });
    const s = await createSession(server, c.client.token, { coachId: c.coach.user.id, scheduledAt: openSlotAt(30), duration: 60 });
    expect(s).toMatchObject({ status: 'SCHEDULED', coach: { id: c.coach.user.id }, client: { id: c.client.user.id } });
    expect((await row(s.id)).source).toBe('booking');
  });

  it('refuses a client a time outside the free slots (409), a coach they do not have (404)', async () => {
    const c = await buildCoaching(server);
    const res = await oneOff(c.client.token, { coachId: c.coach.user.id, scheduledAt: gridAt(30) });
    expectError(res, 409, SESSION_ERR.SLOT_UNAVAILABLE);
    const other = await buildCoaching(server, { open: true });
    const stranger = await oneOff(c.client.token, { coachId: other.coach.user.id, scheduledAt: gridAt(30) });
    expectError(stranger, 404, SESSION_ERR.NO_COACH);
  });

  it("refuses a coach someone who is not their client, or their room's client after the room changed hands (404)", async () => {
    const c = await buildCoaching(server);
    const other = await buildCoaching(server);
    for (const clientId of [other.client.user.id, c.coach.user.id, (await buildUser(server)).user.id]) {
      const res = await oneOff(c.coach.token, { clientId, scheduledAt: gridAt(30) });
      expectError(res, 404, SESSION_ERR.NOT_YOUR_CLIENT);
    }
    // A room the coach coaches is enough, without a relationship row.
    await server.ctx.db.deleteFrom('coachClients').where('id', '=', c.relationshipId).execute();
    const s = await createSession(server, c.coach.token, { clientId: c.client.user.id, scheduledAt: gridAt(30) });
    expect(s.client.relationshipId).toBeNull();
    await server.ctx.db.updateTable('rooms').set({ humanCoachId: other.coach.user.id }).where('id', '=', c.roomId).execute();
    const res = await oneOff(c.coach.token, { clientId: c.client.user.id, scheduledAt: gridAt(40) });
    expectError(res, 404, SESSION_ERR.NOT_YOUR_CLIENT);
  });

  it('refuses a time in the past (400), a missing party (400), an overlap with a live session (409)', async () => {
    const c = await buildCoaching(server);
    const past = await oneOff(c.coach.token, { clientId: c.client.user.id, scheduledAt: new Date(Date.now() - 60_000).toISOString() });
    expectError(past, 400, SESSION_ERR.IN_PAST);
    const missing = await oneOff(c.coach.token, { scheduledAt: gridAt(5) });
    expectError(missing, 400, SESSION_ERR.REQUIRED_FIELDS);
    const first = await coachBooks(server, c, 50);
    const second = await buildCoaching(server, { coach: c.coach });
    const clash = await oneOff(c.coach.token, {
      clientId: second.client.user.id,
      scheduledAt: new Date(Date.parse(first.scheduledAt) + 30 * 60_000).toISOString(),
    });
    expectError(clash, 409, SESSION_ERR.OVERLAP);
    // Back to back is fine; a cancelled session holds no place.
    await createSession(server, c.coach.token, {
      clientId: second.client.user.id,
      scheduledAt: new Date(Date.parse(first.scheduledAt) + HOUR_MS).toISOString(),
    });
    expect((await put(c.coach.token, first.id, 'cancel', { reason: 'Schedule conflict' })).statusCode).toBe(200);
    await createSession(server, c.coach.token, { clientId: second.client.user.id, scheduledAt: first.scheduledAt });
  });
});

describe('GET /api/sessions/{id}', () => {
  it("shows the coach everything, the client all but the coach's notes, and nobody else anything (404)", async () => {
    const c = await buildCoaching(server);
    const s = await coachBooks(server, c, 30);
    expect((await put(c.coach.token, s.id, 'notes', { coachNotes: 'private', sharedNotes: 'for both' })).statusCode).toBe(200);
    expect((await getSession(c.coach.token, s.id)).json().data.session).toMatchObject({ coachNotes: 'private', sharedNotes: 'for both' });
    expect((await getSession(c.client.token, s.id)).json().data.session).toMatchObject({ coachNotes: null, sharedNotes: 'for both' });
    for (const who of await outsiders()) expectError(await getSession(who.token, s.id), 404, SESSION_ERR.NOT_FOUND);
    expectError(await getSession(c.coach.token, '00000000-0000-4000-8000-000000000000'), 404, SESSION_ERR.NOT_FOUND);
    expect((await call(server, 'GET', `/api/sessions/${s.id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/sessions/{id}/status', () => {
  it('moves through the state machine: confirm, start, complete; then nothing more', async () => {
    const c = await buildCoaching(server, { open: true });
    const s = await createSession(server, c.client.token, { coachId: c.coach.user.id, scheduledAt: openSlotAt(30) });
    const move = (status: string) => put(c.coach.token, s.id, 'status', { status });
    expect((await move('CONFIRMED')).json().data.session.status).toBe('CONFIRMED');
    expectError(await move('CONFIRMED'), 409, SESSION_ERR.BAD_MOVE('CONFIRMED', 'confirmed'));
    expect((await move('IN_PROGRESS')).json().data.session.status).toBe('IN_PROGRESS');
    expectError(await move('NO_SHOW'), 409, SESSION_ERR.BAD_MOVE('IN_PROGRESS', 'marked as a no-show'));
    expect((await move('COMPLETED')).json().data.session.status).toBe('COMPLETED');
    expect(await row(s.id)).toMatchObject({ startedAt: expect.any(Date), completedAt: expect.any(Date) });
    expectError(await move('IN_PROGRESS'), 409, SESSION_ERR.BAD_MOVE('COMPLETED', 'started'));
    expectError(await move('SCHEDULED'), 409, SESSION_ERR.BAD_MOVE('COMPLETED', 'scheduled'));
    expectError(
      await put(c.coach.token, s.id, 'reschedule', { scheduledAt: gridAt(60) }),
      409,
      SESSION_ERR.BAD_MOVE('COMPLETED', 'rescheduled'),
    );
    expectError(await put(c.coach.token, s.id, 'cancel', { reason: 'Other' }), 409, SESSION_ERR.BAD_MOVE('COMPLETED', 'cancelled'));
  });

  it('marks a no-show only once the start time has passed', async () => {
    const c = await buildCoaching(server);
    const s = await coachBooks(server, c, 3);
    expectError(await put(c.coach.token, s.id, 'status', { status: 'NO_SHOW' }), 409, SESSION_ERR.NO_SHOW_TOO_EARLY);
    await moveSessionTo(server, s.id, new Date(Date.now() - 10 * 60_000));
    expect((await put(c.coach.token, s.id, 'status', { status: 'NO_SHOW' })).json().data.session.status).toBe('NO_SHOW');
    expectError(await put(c.coach.token, s.id, 'status', { status: 'COMPLETED' }), 409, SESSION_ERR.BAD_MOVE('NO_SHOW', 'completed'));
  });

  it('sends a cancel to the cancel call (400, its reason is required) and refuses the client and strangers (404)', async () => {
    const c = await buildCoaching(server);
    const s = await coachBooks(server, c, 30);
    expectError(await put(c.coach.token, s.id, 'status', { status: 'CANCELLED' }), 400, SESSION_ERR.REASON_REQUIRED);
    for (const who of [c.client, ...(await outsiders())])
      expectError(await put(who.token, s.id, 'status', { status: 'COMPLETED' }), 404, SESSION_ERR.NOT_FOUND);
    expect((await row(s.id)).status).toBe('CONFIRMED');
  });
});

describe('PUT /api/sessions/{id}/reschedule', () => {
  it('lets the coach move a session to any free future time: the end follows, the calendar sequence grows', async () => {
    const c = await buildCoaching(server);
    const s = await coachBooks(server, c, 30);
    const at = gridAt(80);
    const res = await put(c.coach.token, s.id, 'reschedule', { scheduledAt: at, duration: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.session).toMatchObject({ scheduledAt: at, duration: 30, status: 'CONFIRMED' });
    expect(await row(s.id)).toMatchObject({ icsSequence: 1, endsAt: new Date(Date.parse(at) + 30 * 60_000) });
    expectError(
      await put(c.coach.token, s.id, 'reschedule', { scheduledAt: new Date(Date.now() - HOUR_MS).toISOString() }),
      400,
      SESSION_ERR.IN_PAST,
    );
    const other = await coachBooks(server, await buildCoaching(server, { coach: c.coach }), 100);
    expectError(await put(c.coach.token, s.id, 'reschedule', { scheduledAt: other.scheduledAt }), 409, SESSION_ERR.OVERLAP);
    expect((await row(s.id)).scheduledAt).toEqual(new Date(at));
  });

  it("lets the client move their own session to a free slot, up to the coach's notice before it", async () => {
    const c = await buildCoaching(server, { open: true });
    // Early enough in the open coach's day (it ends at 23:30) that half an hour later still fits.
    const s = await coachBooks(server, c, 48, { scheduledAt: openSlotAt(48, Date.now(), 90) });
    const busy = await coachBooks(server, await buildCoaching(server, { coach: c.coach }), 72);
    expectError(await put(c.client.token, s.id, 'reschedule', { scheduledAt: busy.scheduledAt }), 409, SESSION_ERR.SLOT_UNAVAILABLE);
    // Off the half-hour grid: not a slot.
    expectError(
      await put(c.client.token, s.id, 'reschedule', { scheduledAt: new Date(Date.parse(gridAt(60)) + 10 * 60_000).toISOString() }),
      409,
      SESSION_ERR.SLOT_UNAVAILABLE,
    );
    // Its own time overlaps only itself: half an hour later is free.
    const later = new Date(Date.parse(s.scheduledAt) + 30 * 60_000).toISOString();
    expect((await put(c.client.token, s.id, 'reschedule', { scheduledAt: later })).json().data.session).toMatchObject({
      scheduledAt: later,
      coachNotes: null,
    });
    await moveSessionTo(server, s.id, new Date(Date.now() + 23 * HOUR_MS));
    // A free slot whatever the time of day: midday UTC two or three days on (the open coach's
    // availability ends at 23:30, so a slot near midnight would not fit), clear of `busy`.
    const midday = (hour: number) => `${gridAt(60).slice(0, 10)}T${hour}:00:00.000Z`;
    const target = Math.abs(Date.parse(midday(12)) - Date.parse(busy.scheduledAt)) < 2 * HOUR_MS ? midday(16) : midday(12);
    expectError(await put(c.client.token, s.id, 'reschedule', { scheduledAt: target }), 409, SESSION_ERR.CHANGE_TOO_LATE('24 hours'));
    await server.ctx.db.updateTable('bookingRules').set({ cancelNoticeHours: 1 }).where('coachId', '=', c.coach.user.id).execute();
    expect((await put(c.client.token, s.id, 'reschedule', { scheduledAt: target })).statusCode).toBe(200);
  });

  it('refuses everyone else (404)', async () => {
    const c = await buildCoaching(server, { open: true });
    const s = await coachBooks(server, c, 48);
    for (const who of await outsiders())
      expectError(await put(who.token, s.id, 'reschedule', { scheduledAt: gridAt(60) }), 404, SESSION_ERR.NOT_FOUND);
    expect((await row(s.id)).icsSequence).toBe(0);
  });
});

describe('PUT /api/sessions/{id}/cancel', () => {
  it('lets the coach cancel with a reason: who, when and why are kept, the sequence grows', async () => {
    const c = await buildCoaching(server);
    const s = await coachBooks(server, c, 2);
    const res = await put(c.coach.token, s.id, 'cancel', { reason: 'Personal illness' });
    expect(res.json().data.session).toMatchObject({ status: 'CANCELLED', cancelReason: 'Personal illness' });
    expect(await row(s.id)).toMatchObject({ cancelledBy: c.coach.user.id, cancelledAt: expect.any(Date), icsSequence: 1 });
    expectError(await put(c.coach.token, s.id, 'cancel', { reason: 'Again' }), 409, SESSION_ERR.BAD_MOVE('CANCELLED', 'cancelled'));
  });

  it('requires the reason (400)', async () => {
    const c = await buildCoaching(server);
    const s = await coachBooks(server, c, 2);
    expectError(await put(c.coach.token, s.id, 'cancel', { reason: '   ' }), 400, SESSION_ERR.REASON_REQUIRED);
  });

  it("lets the client cancel their own session only up to the coach's notice before it; nobody else (404)", async () => {
    const c = await buildCoaching(server);
    const soon = await coachBooks(server, c, 5);
    expectError(
      await put(c.client.token, soon.id, 'cancel', { reason: 'Schedule conflict' }),
      409,
      SESSION_ERR.CHANGE_TOO_LATE('24 hours'),
    );
    const later = await coachBooks(server, c, 30);
    for (const who of await outsiders()) expectError(await put(who.token, later.id, 'cancel', { reason: 'x' }), 404, SESSION_ERR.NOT_FOUND);
    const res = await put(c.client.token, later.id, 'cancel', { reason: 'Schedule conflict' });
    expect(res.json().data.session).toMatchObject({ status: 'CANCELLED', coachNotes: null });
    expect((await row(later.id)).cancelledBy).toBe(c.client.user.id);
  });
});

describe('a session left in progress (its video room opened and left without completing)', () => {
  /** A session two days ahead that the coach's room had put IN_PROGRESS. */
  async function leftOpen(c: Coaching) {
    const s = await coachBooks(server, c, 48);
    await server.ctx.db.updateTable('sessions').set({ status: 'IN_PROGRESS', startedAt: new Date() }).where('id', '=', s.id).execute();
    return s;
  }

  it('can be rescheduled by the coach and by the client: it waits for its new time again', async () => {
    const c = await buildCoaching(server, { open: true });
    const byCoach = await leftOpen(c);
    const at = gridAt(80);
    expect((await put(c.coach.token, byCoach.id, 'reschedule', { scheduledAt: at })).json().data.session).toMatchObject({
      status: 'CONFIRMED',
      scheduledAt: at,
    });
    expect((await row(byCoach.id)).startedAt).toBeNull();
    const byClient = await leftOpen(c);
    // Half an hour later, or the next midnight when that hour would run past the open 23:30.
    const later = openSlotAt(0.5, Date.parse(byClient.scheduledAt));
    const res = await put(c.client.token, byClient.id, 'reschedule', { scheduledAt: later });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.session).toMatchObject({ status: 'CONFIRMED', scheduledAt: later });
  });

  it('can be cancelled by the coach and by the client (within the notice), or completed', async () => {
    const c = await buildCoaching(server);
    const a = await leftOpen(c);
    expect((await put(c.coach.token, a.id, 'cancel', { reason: 'Opened by mistake' })).json().data.session.status).toBe('CANCELLED');
    const b = await coachBooks(server, c, 80);
    await server.ctx.db.updateTable('sessions').set({ status: 'IN_PROGRESS' }).where('id', '=', b.id).execute();
    const res = await put(c.client.token, b.id, 'cancel', { reason: 'Schedule conflict' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(b.id)).cancelledBy).toBe(c.client.user.id);
    const d = await coachBooks(server, c, 110);
    await server.ctx.db.updateTable('sessions').set({ status: 'IN_PROGRESS' }).where('id', '=', d.id).execute();
    expect((await put(c.coach.token, d.id, 'status', { status: 'COMPLETED' })).json().data.session.status).toBe('COMPLETED');
  });
});

describe('PUT /api/sessions/{id}/notes', () => {
  it('saves the session goals, trimmed, and clears them with an empty text', async () => {
    const c = await buildCoaching(server);
    const s = await coachBooks(server, c, 2);
    expect((await put(c.coach.token, s.id, 'notes', { sessionGoals: '  Review the week  ' })).json().data.session).toMatchObject({
      sessionGoals: 'Review the week',
    });
    expect((await put(c.coach.token, s.id, 'notes', { coachNotes: 'x' })).json().data.session).toMatchObject({
      sessionGoals: 'Review the week',
    });
    expect((await put(c.coach.token, s.id, 'notes', { sessionGoals: '  ' })).json().data.session).toMatchObject({ sessionGoals: null });
    expectError(await put(c.client.token, s.id, 'notes', { sessionGoals: 'mine' }), 404, SESSION_ERR.NOT_FOUND);
  });

  it('saves what is sent at any status, keeps what is left out, for the coach only (404 for the client and others)', async () => {
    const c = await buildCoaching(server);
    const s = await coachBooks(server, c, 2);
    expect((await put(c.coach.token, s.id, 'cancel', { reason: 'Other: travel' })).statusCode).toBe(200);
    expect((await put(c.coach.token, s.id, 'notes', { coachNotes: 'mine', sharedNotes: 'ours' })).json().data.session).toMatchObject({
      coachNotes: 'mine',
      sharedNotes: 'ours',
    });
    expect((await put(c.coach.token, s.id, 'notes', { sharedNotes: null })).json().data.session).toMatchObject({
      coachNotes: 'mine',
      sharedNotes: null,
    });
    for (const who of [c.client, ...(await outsiders())])
      expectError(await put(who.token, s.id, 'notes', { coachNotes: 'x' }), 404, SESSION_ERR.NOT_FOUND);
    expect((await row(s.id)).coachNotes).toBe('mine');
  });
});

describe('session:changed', () => {
  it("reaches the coach's and the client's tabs on every change, the client's copy without the coach's notes", async () => {
    const c: Coaching = await buildCoaching(server);
    const coachSocket = await sockets.connect(c.coach.token);
    const clientSocket = await sockets.connect(c.client.token);
    const stranger = await sockets.connect((await buildUser(server, { role: ROLE.COACH })).token);
    let strangerSaw = 0;
    stranger.on('session:changed', () => strangerSaw++);
    const both = () => Promise.all([nextEvent(coachSocket, 'session:changed'), nextEvent(clientSocket, 'session:changed')]);

    let pushed = both();
    const s: TSession = await coachBooks(server, c, 30);
    let [forCoach, forClient] = await pushed;
    expect([forCoach.change, forClient.change, forCoach.session.id]).toEqual(['created', 'created', s.id]);

    pushed = both();
    await put(c.coach.token, s.id, 'notes', { coachNotes: 'private', sharedNotes: 'shared' });
    [forCoach, forClient] = await pushed;
    expect(forCoach).toMatchObject({ change: 'notes', session: { coachNotes: 'private', sharedNotes: 'shared' } });
    expect(forClient).toMatchObject({ change: 'notes', session: { coachNotes: null, sharedNotes: 'shared' } });

    for (const [action, payload, change] of [
      ['reschedule', { scheduledAt: gridAt(40) }, 'rescheduled'],
      ['status', { status: 'IN_PROGRESS' }, 'status'],
      ['status', { status: 'COMPLETED' }, 'status'],
    ] as const) {
      pushed = both();
      await put(c.coach.token, s.id, action, payload);
      [forCoach, forClient] = await pushed;
      expect([forCoach.change, forClient.change]).toEqual([change, change]);
      expect(forClient.session.coachNotes).toBeNull();
    }
    expect(forCoach.session.status).toBe('COMPLETED');
    expect(strangerSaw).toBe(0);
  });
});

describe('GET /api/account/export-data', () => {
  it("holds each person's sessions as they see them, the series, and the coach's availability and rules", async () => {
    const c = await buildCoaching(server, { open: true });
    const s = await coachBooks(server, c, 30);
    await put(c.coach.token, s.id, 'notes', { coachNotes: 'private', sharedNotes: 'ours' });
    const exported = async (token: string) => (await call(server, 'GET', '/api/account/export-data', { token })).json().data;
    const coach = await exported(c.coach.token);
    expect(coach.sessions.map((x: TSession) => [x.id, x.coachNotes])).toEqual([[s.id, 'private']]);
    expect(coach.availability).toHaveLength(1);
    expect(coach.bookingRules).toMatchObject({ minNoticeMinutes: 0 });
    const client = await exported(c.client.token);
    expect(client.sessions.map((x: TSession) => [x.id, x.coachNotes, x.sharedNotes])).toEqual([[s.id, null, 'ours']]);
    expect([client.availability, client.bookingRules, client.sessionTemplates]).toEqual([[], null, []]);
  });
});

describe('GET /api/rooms (the coach dashboard client list)', () => {
  it("counts each client's sessions with the coach, cancelled ones aside; the client's own list has no count", async () => {
    const c = await buildCoaching(server);
    const quiet = await buildCoaching(server, { coach: c.coach, clientName: 'Quinn' });
    await coachBooks(server, c, 30);
    const cancelled = await coachBooks(server, c, 40);
    await put(c.coach.token, cancelled.id, 'cancel', { reason: 'Other' });
    await coachBooks(server, c, 50);
    const rooms = (await call(server, 'GET', '/api/rooms', { token: c.coach.token })).json().data as {
      id: string;
      sessionCount?: number;
    }[];
    expect(rooms.map((r) => [r.id, r.sessionCount]).sort()).toEqual(
      [
        [c.roomId, 2],
        [quiet.roomId, 0],
      ].sort(),
    );
    const own = (await call(server, 'GET', '/api/rooms', { token: c.client.token })).json().data as { sessionCount?: number }[];
    expect(own.map((r) => r.sessionCount)).toEqual([undefined]);
  });
});
