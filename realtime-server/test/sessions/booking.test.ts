import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  AVAILABILITY_ERR,
  BOOKING_LOOKAHEAD_DAYS,
  ROLE,
  SESSION_ERR,
  type TAvailableSlots,
  type TMessage,
  type TSession,
} from '@coach/contract';
import { insertRoom } from '../../src/modules/rooms/queries.ts';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { buildUser, setZone, type BuiltUser } from '../factories/people.ts';

const server = serverForFile();
const sockets = socketsForFile(server);
const EVERY_DAY = 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A coach in `zone` with one weekly pattern (every day 09:00-17:00 unless told). */
async function coachWithAvailability(zone = 'UTC', pattern: Record<string, unknown> = {}) {
  const coach = await buildUser(server, { role: ROLE.COACH, firstName: 'Cora' });
  await setZone(server, coach.user.id, zone);
  const res = await call(server, 'POST', '/api/coaches/me/availability', {
    token: coach.token,
    payload: { type: 'RECURRING', rrule: EVERY_DAY, startTime: '09:00', endTime: '17:00', ...pattern },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { coach, patternId: res.json().data.pattern.id as string };
}

/** A client whose room's human coach is `coach`, with an active relationship. */
async function clientOf(coach: BuiltUser, opts: { room?: boolean; relationship?: boolean } = {}) {
  const client = await buildUser(server, { firstName: 'Cleo' });
  const roomId =
    opts.room === false
      ? null
      : await insertRoom(server.ctx.db, {
          name: 'Cleo User',
          clientId: client.user.id,
          humanCoachId: coach.user.id,
          aiInteractionLevel: 'DISABLED',
          createdAt: new Date(),
        });
  const relation =
    opts.relationship === false
      ? null
      : await server.ctx.db
          .insertInto('coachClients')
          .values({ coachId: coach.user.id, clientId: client.user.id, endedAt: null })
          .returning('id')
          .executeTakeFirstOrThrow();
  return { client, roomId, relationshipId: relation?.id ?? null };
}

async function slots(who: BuiltUser, coachId: string, query = ''): Promise<TAvailableSlots> {
  const res = await call(server, 'GET', `/api/sessions/available/${coachId}${query}`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TAvailableSlots;
}

const book = (who: BuiltUser, payload: Record<string, unknown>) =>
  call(server, 'POST', '/api/sessions/book-slot', { token: who.token, payload });

describe('GET /api/sessions/available/{coachId}', () => {
  it('offers a client of the coach the free slots of the next 30 days, as UTC instants with the coach named', async () => {
    const { coach, patternId } = await coachWithAvailability();
    const { client } = await clientOf(coach);
    const data = await slots(client, coach.user.id);
    expect(data.timezone).toBe('UTC');
    const now = Date.now();
    const starts = data.availableSlots.map((s) => Date.parse(s.scheduledAt));
    // The default notice (2 hours) and the lookahead bound the range.
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(now + 2 * 60 * 60 * 1000 - 5000);
    expect(Math.max(...starts)).toBeLessThanOrEqual(now + BOOKING_LOOKAHEAD_DAYS * DAY_MS);
    expect(data.availableSlots[0]).toMatchObject({ templateId: `availability-${patternId}`, duration: 60, coachName: 'Cora User' });
    // 09:00-17:00 in 60-minute slots every 30 minutes: 15 a full day, each on the half hour.
    const tomorrow = new Date(now + DAY_MS).toISOString().slice(0, 10);
    expect(data.availableSlots.filter((s) => s.scheduledAt.startsWith(tomorrow))).toHaveLength(15);
    expect(data.availableSlots.every((s) => /T\d\d:(00|30):00\.000Z$/.test(s.scheduledAt))).toBe(true);
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('cuts slots of the duration asked for', async () => {
    const { coach } = await coachWithAvailability();
    const day = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
    const data = await slots(coach, coach.user.id, `?startDate=${day}&endDate=${day}&duration=90`);
    expect(data.availableSlots.map((s) => s.scheduledAt.slice(11, 16))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
  });

  it('gives 09:00-17:00 local on the day New York springs forward (the coach reads ahead past the lookahead)', async () => {
    const { coach } = await coachWithAvailability('America/New_York', { rrule: 'FREQ=WEEKLY;BYDAY=SA,SU' });
    const data = await slots(coach, coach.user.id, '?startDate=2027-03-13&endDate=2027-03-14');
    expect(data.timezone).toBe('America/New_York');
    const byDay = (day: string) =>
      data.availableSlots.filter((s) => DateTime.fromISO(s.scheduledAt, { zone: 'America/New_York' }).toISODate() === day);
    for (const day of ['2027-03-13', '2027-03-14']) {
      const local = byDay(day).map((s) => DateTime.fromISO(s.scheduledAt, { zone: 'America/New_York' }).toFormat('HH:mm'));
      expect(local[0]).toBe('09:00');
      expect(local.at(-1)).toBe('16:00');
      expect(local).toHaveLength(15);
    }
    // EST the day before, EDT on the day.
    expect(byDay('2027-03-13')[0]!.scheduledAt).toBe('2027-03-13T14:00:00.000Z');
    expect(byDay('2027-03-14')[0]!.scheduledAt).toBe('2027-03-14T13:00:00.000Z');
  });

  it('keeps a client within the lookahead', async () => {
    const { coach } = await coachWithAvailability();
    const { client } = await clientOf(coach);
    const end = new Date(Date.now() + 60 * DAY_MS).toISOString();
    const data = await slots(client, coach.user.id, `?endDate=${end}`);
    expect(Math.max(...data.availableSlots.map((s) => Date.parse(s.scheduledAt)))).toBeLessThanOrEqual(
      Date.now() + BOOKING_LOOKAHEAD_DAYS * DAY_MS,
    );
    const own = await slots(coach, coach.user.id, `?endDate=${end}`);
    expect(own.availableSlots.length).toBeGreaterThan(data.availableSlots.length);
  });

  it('leaves out booked times widened by the buffer', async () => {
    const { coach } = await coachWithAvailability();
    const { client } = await clientOf(coach);
    const day = new Date(Date.now() + 3 * DAY_MS).toISOString().slice(0, 10);
    const q = `?startDate=${day}&endDate=${day}&duration=30`;
    const before = await slots(client, coach.user.id, q);
    const target = before.availableSlots.find((s) => s.scheduledAt.endsWith('T12:00:00.000Z'))!;
    expect((await book(client, { templateId: target.templateId, scheduledAt: target.scheduledAt, duration: 30 })).statusCode).toBe(201);
    const times = async () => (await slots(client, coach.user.id, q)).availableSlots.map((s) => s.scheduledAt.slice(11, 16));
    expect(await times()).not.toContain('12:00');
    expect(await times()).toContain('11:30');
    await call(server, 'PUT', '/api/coaches/me/booking-rules', { token: coach.token, payload: { bufferMinutes: 30 } });
    const buffered = await times();
    expect(buffered).not.toContain('11:30');
    expect(buffered).not.toContain('12:30');
    expect(buffered).toContain('11:00');
    expect(buffered).toContain('13:00');
  });

  it('answers 401 to a token whose account was signed out everywhere or deleted, whoever the coach', async () => {
    const { coach } = await coachWithAvailability();
    const { client } = await clientOf(coach);
    const other = await clientOf(coach);
    await server.ctx.db.updateTable('users').set({ tokenVersion: 1 }).where('id', '=', client.user.id).execute();
    await server.ctx.db.updateTable('users').set({ deletedAt: new Date() }).where('id', '=', other.client.user.id).execute();
    for (const who of [client, other.client]) {
      for (const coachId of [coach.user.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await call(server, 'GET', `/api/sessions/available/${coachId}`, { token: who.token });
        expect(res.statusCode).toBe(401);
      }
    }
    expect((await call(server, 'GET', `/api/sessions/available/${coach.user.id}`)).statusCode).toBe(401);
  });

  it('answers the range errors with their texts', async () => {
    const { coach } = await coachWithAvailability();
    const cases: [string, string][] = [
      ['?startDate=2027-01-10&endDate=2027-01-01', SESSION_ERR.RANGE_ORDER],
      ['?startDate=2027-01-01&endDate=2027-06-01', SESSION_ERR.RANGE_TOO_LONG],
      ['?startDate=yesterday', SESSION_ERR.RANGE_INVALID],
    ];
    for (const [q, text] of cases) {
      const res = await call(server, 'GET', `/api/sessions/available/${coach.user.id}${q}`, { token: coach.token });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error).toBe(text);
    }
  });

  it('answers 404 to a stranger, a client of another coach, another coach and an unknown coach', async () => {
    const { coach } = await coachWithAvailability();
    const other = await coachWithAvailability();
    const { client: otherClient } = await clientOf(other.coach);
    const stranger = await buildUser(server);
    for (const who of [stranger, otherClient, other.coach]) {
      const res = await call(server, 'GET', `/api/sessions/available/${coach.user.id}?startDate=2027-01-01`, { token: who.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(AVAILABILITY_ERR.NOT_FOUND);
    }
    const unknown = await call(server, 'GET', `/api/sessions/available/00000000-0000-4000-8000-000000000000`, { token: coach.token });
    expect(unknown.statusCode).toBe(404);
    // A client with only a relationship (no room yet) may look.
    const { client } = await clientOf(coach, { room: false });
    expect((await slots(client, coach.user.id)).availableSlots.length).toBeGreaterThan(0);
  });
});

describe('POST /api/sessions/book-slot', () => {
  it('books a free slot for the client, pushes session:changed to the coach and the client, and the slot is gone', async () => {
    const { coach } = await coachWithAvailability();
    const { client, relationshipId } = await clientOf(coach);
    const [slot] = (await slots(client, coach.user.id)).availableSlots;
    const coachSocket = await sockets.connect(coach.token);
    const clientSocket = await sockets.connect(client.token);
    const coachPush = nextEvent(coachSocket, 'session:changed');
    const clientPush = nextEvent(clientSocket, 'session:changed');
    const res = await book(client, { templateId: slot!.templateId, scheduledAt: slot!.scheduledAt, sessionGoals: '  Plan my week  ' });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json().data.session as TSession;
    expect(session).toMatchObject({
      scheduledAt: slot!.scheduledAt,
      duration: 60,
      status: 'SCHEDULED',
      sessionGoals: 'Plan my week',
      coachNotes: null,
      coach: { id: coach.user.id },
      client: { id: client.user.id, relationshipId },
    });
    const row = await server.ctx.db
      .selectFrom('sessions')
      .select(['source', 'endsAt', 'createdBy'])
      .where('id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(row.source).toBe('booking');
    expect(row.createdBy).toBe(client.user.id);
    expect(row.endsAt.getTime()).toBe(Date.parse(slot!.scheduledAt) + 60 * 60_000);
    expect((await coachPush).session.id).toBe(session.id);
    expect(await clientPush).toMatchObject({ change: 'created', session: { id: session.id, coachNotes: null } });
    expect((await slots(client, coach.user.id)).availableSlots.map((s) => s.scheduledAt)).not.toContain(slot!.scheduledAt);
  });

  it('marks the chat booking prompt booked in the same step and pushes message:updated', async () => {
    const { coach } = await coachWithAvailability();
    const { client, roomId } = await clientOf(coach);
    const prompt = await server.ctx.db
      .insertInto('messages')
      .values({
        roomId: roomId!,
        userId: coach.user.id,
        content: 'Book a session',
        messageType: 'action',
        actionData: JSON.stringify({ type: 'session_booking', status: 'pending' }),
        clientId: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [slot] = (await slots(client, coach.user.id)).availableSlots;
    const socket = await sockets.connect(client.token);
    const updated = nextEvent(socket, 'message:updated');
    const res = await book(client, {
      templateId: slot!.templateId,
      scheduledAt: slot!.scheduledAt,
      sessionGoals: null,
      messageId: prompt.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { message } = (await updated) as { message: TMessage };
    const sessionId = res.json().data.session.id as string;
    // The card says which session and when: kept in the message, so a reload shows it too.
    const booked = { type: 'session_booking', status: 'booked', sessionId, scheduledAt: new Date(slot!.scheduledAt).toISOString() };
    expect(message).toMatchObject({ id: prompt.id, actionData: booked });
    const page = await call(server, 'GET', `/api/chat/rooms/${roomId}/messages`, { token: client.token });
    expect((page.json().data as TMessage[]).find((m) => m.id === prompt.id)?.actionData).toMatchObject(booked);
    const row = await server.ctx.db.selectFrom('sessions').select('bookingMessageId').where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.bookingMessageId).toBe(prompt.id);
  });

  it('answers No coach assigned to a client without a human coach, and to a coach', async () => {
    const stranger = await buildUser(server);
    const { coach, patternId } = await coachWithAvailability();
    for (const who of [stranger, coach]) {
      const res = await book(who, { templateId: `availability-${patternId}`, scheduledAt: new Date(Date.now() + DAY_MS).toISOString() });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(SESSION_ERR.NO_COACH);
    }
  });

  it('refuses a time the coach does not offer, and a time already taken', async () => {
    const { coach, patternId } = await coachWithAvailability();
    const { client } = await clientOf(coach);
    const [slot] = (await slots(client, coach.user.id)).availableSlots;
    const day = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
    const refused: Record<string, unknown>[] = [
      { templateId: `availability-${patternId}`, scheduledAt: `${day}T20:00:00.000Z` }, // outside availability
      { templateId: `availability-${patternId}`, scheduledAt: `${day}T09:10:00.000Z` }, // off the grid
      { templateId: `availability-${patternId}`, scheduledAt: `${day}T16:30:00.000Z` }, // runs past 17:00
      { templateId: 'template-123', scheduledAt: slot!.scheduledAt },
    ];
    for (const payload of refused) {
      const res = await book(client, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json().error).toBe(SESSION_ERR.SLOT_UNAVAILABLE);
    }
    expect((await book(client, { templateId: slot!.templateId, scheduledAt: slot!.scheduledAt })).statusCode).toBe(201);
    const { client: second } = await clientOf(coach);
    const again = await book(second, { templateId: slot!.templateId, scheduledAt: slot!.scheduledAt });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(SESSION_ERR.SLOT_TAKEN);
    // Inside the coach's notice: offered to nobody.
    await call(server, 'PUT', '/api/coaches/me/booking-rules', { token: coach.token, payload: { minNoticeMinutes: 2880 } });
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const soon = await book(second, { templateId: `availability-${patternId}`, scheduledAt: `${tomorrow}T10:00:00.000Z` });
    expect(soon.statusCode).toBe(409);
    expect(soon.json().error).toBe(SESSION_ERR.SLOT_UNAVAILABLE);
  });

  it("answers 404 to a client booking another coach's availability", async () => {
    const { coach, patternId } = await coachWithAvailability();
    const other = await coachWithAvailability();
    const { client: otherClient } = await clientOf(other.coach);
    const [slot] = (await slots(coach, coach.user.id)).availableSlots;
    const res = await book(otherClient, { templateId: `availability-${patternId}`, scheduledAt: slot!.scheduledAt });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(AVAILABILITY_ERR.NOT_FOUND);
    expect(
      await server.ctx.db.selectFrom('sessions').select('id').where('coachId', 'in', [coach.user.id, other.coach.user.id]).execute(),
    ).toEqual([]);
  });

  it('gives one slot to exactly one of 20 clients booking it at once', async () => {
    const { coach } = await coachWithAvailability();
    const clients = await Promise.all(Array.from({ length: 20 }, () => clientOf(coach)));
    const [slot] = (await slots(clients[0]!.client, coach.user.id)).availableSlots;
    const answers = await Promise.all(
      clients.map(({ client }) => book(client, { templateId: slot!.templateId, scheduledAt: slot!.scheduledAt })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().error).toBe(SESSION_ERR.SLOT_TAKEN);
    const rows = await server.ctx.db.selectFrom('sessions').select('id').where('coachId', '=', coach.user.id).execute();
    expect(rows).toHaveLength(1);
  });
});
