import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PURGE_DAYS, AI_COACH_USER_ID, DAY_MS, ERR, PHONE_INVALID, ROLE, type TRoom } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { purgeAccount } from '../../src/modules/account/queries.ts';
import { purgeDeletedAccounts } from '../../src/modules/account/service.ts';
import { call, latestEmailTo, registerUser, runJobsUntil, serverForFile, uniqueIp } from '../helpers.ts';
import { signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser } from '../factories/people.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });

const getProfile = (token: string) => call(server, 'GET', '/api/account/profile', { token });
const putProfile = (token: string, payload: object) => call(server, 'PUT', '/api/account/profile', { token, payload });
const exportData = async (token: string) => {
  const res = await call(server, 'GET', '/api/account/export-data', { token });
  expect(res.statusCode).toBe(200);
  return { body: res.body, data: res.json().data };
};
const contact = (token: string | undefined, message: string, email = 'writer@example.test') =>
  call(server, 'POST', '/api/contact', { token, payload: { name: 'Writer', email, inquiryType: 'Feedback', message } });

describe('GET /api/account/profile', () => {
  it('answers the caller profile with its defaults', async () => {
    const { user, token } = await buildUser(server, { firstName: 'Pat' });
    const res = await getProfile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      firstName: 'Pat',
      email: user.email,
      emailVerified: true,
      phone: null,
      timeZone: 'America/New_York',
      languages: [],
    });
  });

  it('answers 401 without a token', async () => {
    const res = await call(server, 'GET', '/api/account/profile');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(ERR.UNAUTHORIZED);
  });
});

describe('PUT /api/account/profile', () => {
  it('saves names and personal details and answers the new profile', async () => {
    const { user, token } = await buildUser(server);
    const details = {
      phone: '+1 (555) 010-0100',
      city: 'Lisbon',
      country: 'PT',
      timeZone: 'Europe/Lisbon',
      languages: ['Portuguese', 'English'],
    };
    const res = await putProfile(token, { firstName: ' Robin ', preferredName: 'Rob', ...details });
    expect(res.statusCode).toBe(200);
    const expected = { id: user.id, firstName: 'Robin', lastName: 'User', preferredName: 'Rob', ...details };
    expect(res.json().data).toMatchObject(expected);
    expect((await getProfile(token)).json().data).toMatchObject(expected);
    expect((await call(server, 'GET', '/api/auth/me', { token })).json().data.user.firstName).toBe('Robin');

    // Fields left out stay; a blank preferred name clears it.
    const second = await putProfile(token, { preferredName: '', city: null });
    expect(second.json().data).toMatchObject({ firstName: 'Robin', preferredName: null, city: null, phone: '+1 (555) 010-0100' });
  });

  it('validates every field and refuses ones it does not know', async () => {
    const { token } = await buildUser(server);
    const cases: Array<[object, string]> = [
      [{ firstName: '' }, 'firstName: First name is required'],
      [{ lastName: '   ' }, 'lastName: Last name is required'],
      [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone: Unknown time zone'],
      [{ phone: '1'.repeat(41) }, 'phone: '],
      [{ phone: 'abc' }, `phone: ${PHONE_INVALID}`],
      [{ phone: '12 34' }, `phone: ${PHONE_INVALID}`],
      [{ phone: '+1 (555) 010-0abc' }, `phone: ${PHONE_INVALID}`],
      [{ languages: 'English' }, 'languages: '],
      [{ email: 'new@example.test' }, 'Unknown field: email'],
      [{ passwordHash: 'x', isAdmin: true }, 'Unknown fields: passwordHash, isAdmin'],
    ];
    for (const [payload, error] of cases) {
      const res = await putProfile(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(error);
    }
    expect((await getProfile(token)).json().data.firstName).toBe('Test');
  });

  it('never shows or changes another user data', async () => {
    const a = await buildUser(server, { firstName: 'Alice' });
    const b = await buildUser(server, { firstName: 'Bob' });
    await putProfile(a.token, { phone: '+44 20 7946 0000', city: 'London' });
    await putProfile(b.token, { city: 'Berlin' });

    const seenByB = await getProfile(b.token);
    expect(seenByB.json().data).toMatchObject({ id: b.user.id, email: b.user.email, firstName: 'Bob', city: 'Berlin', phone: null });
    expect(seenByB.body).not.toContain(a.user.id);
    expect(seenByB.body).not.toContain('London');

    expect((await getProfile(a.token)).json().data).toMatchObject({ id: a.user.id, city: 'London', firstName: 'Alice' });
  });
});

describe('GET /api/account/export-data', () => {
  it('hands over the caller own data only, as a download, without the password hash', async () => {
    const a = await registerUser(server, { firstName: 'Exporter' });
    const b = await buildUser(server);
    await putProfile(a.token, { city: 'Porto' });
    expect((await contact(a.token, 'a message from A')).statusCode).toBe(200);
    expect((await contact(b.token, 'a message from B')).statusCode).toBe(200);
    expect((await contact(undefined, 'an anonymous message')).statusCode).toBe(200);

    const res = await call(server, 'GET', '/api/account/export-data', { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json().data;
    expect(data.user).toMatchObject({ id: a.user.id, email: a.email, firstName: 'Exporter' });
    expect(data.profile).toMatchObject({ userId: a.user.id, city: 'Porto' });
    expect(data.contactMessages.map((m: { message: string }) => m.message)).toEqual(['a message from A']);
    expect(data.emails.map((e: { subject: string }) => e.subject)).toContain('Your verification code');
    expect(data.emails.every((e: { toAddress: string }) => e.toAddress === a.email)).toBe(true);
    expect(res.body).not.toContain(b.user.id);
    expect(res.body).not.toContain('a message from B');
    expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2/);
    // Signed up without the intake: no answers; the room that came with the account; nothing of a coach.
    expect(data.intake).toBeNull();
    expect(data.rooms).toEqual([{ id: expect.any(String), name: 'Exporter Reader', createdAt: expect.any(String) }]);
    expect(data.coachProfile).toBeNull();
    expect(data.invites).toEqual([]);
  });

  it("includes the intake answers and the room of a client who came through the intake, and nobody else's", async () => {
    const a = await signUpThroughIntake(server, { firstName: 'Ines', lastName: 'Intake', additionalNotes: 'written by A only' });
    const b = await signUpThroughIntake(server, { firstName: 'Bram', lastName: 'Other', additionalNotes: 'written by B only' });

    const { body, data } = await exportData(a.token);
    expect(data.user).toMatchObject({ id: a.user.id, email: a.user.email });
    expect(data.intake.answers).toMatchObject({
      firstName: 'Ines',
      lastName: 'Intake',
      email: a.user.email,
      supportAreas: ['goal-setting', 'accountability'],
      primaryFocus: 'career',
      motivationLevel: 4,
      satisfactionRatings: { physicalHealth: 3, relationships: 5 },
      checkinFrequency: 'weekly',
      coachingStyle: 'direct',
      additionalNotes: 'written by A only',
    });
    expect(Date.parse(data.intake.completedAt)).not.toBeNaN();
    for (const secret of ['password', 'confirmPassword', 'accessCode', 'inviteCode', 'sessionId']) {
      expect(data.intake.answers, secret).not.toHaveProperty(secret);
    }
    expect(body).not.toMatch(/intake-password-1|passwordHash|password_hash|\$argon2/);
    expect(data.rooms).toEqual([{ id: a.coachingRoom.id, name: 'Ines Intake', createdAt: a.coachingRoom.createdAt }]);
    expect(data.coachProfile).toBeNull();
    expect(data.invites).toEqual([]);

    for (const theirs of [b.user.id, b.user.email, b.coachingRoom.id, 'written by B only', 'Bram']) {
      expect(body, theirs).not.toContain(theirs);
    }
    expect((await exportData(b.token)).data.intake.answers.additionalNotes).toBe('written by B only');
  });

  it('answers 401 without a token', async () => {
    expect((await call(server, 'GET', '/api/account/export-data')).statusCode).toBe(401);
  });
});

describe('account purge after POST /api/auth/delete-account', () => {
  it(`removes the personal data ${ACCOUNT_PURGE_DAYS} days after deletion, not before`, async () => {
    const gone = await registerUser(server, { firstName: 'Gone' });
    const stays = await buildUser(server, { firstName: 'Stays' });
    await putProfile(gone.token, { phone: '+1 555 0199', city: 'Oslo' });
    await contact(gone.token, 'please forget me', gone.email);
    await call(server, 'POST', '/api/auth/request-password-reset', { payload: { email: gone.email } });
    await runJobsUntil(server, async () => (await latestEmailTo(server, gone.email))?.subject === 'Reset your password');
    expect(
      (await call(server, 'POST', '/api/auth/delete-account', { token: gone.token, payload: { password: gone.password } })).statusCode,
    ).toBe(200);

    const row = () => server.ctx.db.selectFrom('users').selectAll().where('id', '=', gone.user.id).executeTakeFirstOrThrow();
    const count = async (table: 'userProfiles' | 'verificationCodes' | 'passwordResetTokens' | 'contactMessages' | 'outboundEmails') =>
      (await server.ctx.db.selectFrom(table).select('userId').where('userId', '=', gone.user.id).execute()).length;
    for (const table of ['userProfiles', 'verificationCodes', 'passwordResetTokens', 'contactMessages', 'outboundEmails'] as const) {
      expect(await count(table), table).toBeGreaterThan(0);
    }

    clock.advance(29 * DAY_MS);
    await purgeDeletedAccounts(server.ctx);
    expect(await row()).toMatchObject({ email: gone.email, firstName: 'Gone', purgedAt: null });
    expect(await count('userProfiles')).toBe(1);

    clock.advance(2 * DAY_MS);
    expect(await purgeDeletedAccounts(server.ctx)).toBeGreaterThanOrEqual(1);
    const purged = await row();
    expect(purged).toMatchObject({
      email: `deleted-${gone.user.id}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'User',
      preferredName: null,
      passwordHash: null,
    });
    expect(purged.purgedAt).toBeInstanceOf(Date);
    for (const table of ['userProfiles', 'verificationCodes', 'passwordResetTokens', 'contactMessages', 'outboundEmails'] as const) {
      expect(await count(table), table).toBe(0);
    }
    // Nothing addressed to the person is kept, the goodbye email included.
    const addressed = await server.ctx.db.selectFrom('outboundEmails').select('id').where('toAddress', '=', gone.email).execute();
    expect(addressed).toHaveLength(0);

    // A live account is left alone.
    const other = await server.ctx.db.selectFrom('users').selectAll().where('id', '=', stays.user.id).executeTakeFirstOrThrow();
    expect(other).toMatchObject({ email: stays.user.email, firstName: 'Stays', purgedAt: null });
    expect((await getProfile(stays.token)).statusCode).toBe(200);
  });
});

describe('account purge of a client whose room has a coach', () => {
  it("keeps the room with its coach, under no name, and unties the client's intake events", async () => {
    const coach = await buildUser(server, { role: ROLE.COACH, firstName: 'Cleo' });
    const sessionId = randomUUID();
    const track = (eventType: string, stepNumber?: number) =>
      call(server, 'POST', '/api/intake/track-event', { payload: { eventType, sessionId, stepNumber }, ip: uniqueIp() });
    expect((await track('started')).statusCode).toBe(200);
    expect((await track('step_completed', 2)).statusCode).toBe(200);
    const client = await signUpThroughIntake(server, { firstName: 'Quinn', lastName: 'Quitting', sessionId });
    const roomId = client.coachingRoom.id;
    // What an accepted invite leaves behind: the coach in the client's room (invites have their own test files).
    await server.ctx.db.updateTable('rooms').set({ humanCoachId: coach.user.id }).where('id', '=', roomId).execute();
    await server.ctx.db.insertInto('roomMembers').values({ roomId, userId: coach.user.id, role: 'coach', joinedAt: clock.now() }).execute();
    const coachRooms = await call(server, 'GET', '/api/rooms', { token: coach.token });
    expect(coachRooms.json().data.map((r: TRoom) => r.id)).toEqual([roomId]);

    const events = () =>
      server.ctx.db.selectFrom('intakeEvents').select(['eventType', 'userId']).where('sessionId', '=', sessionId).execute();
    expect((await events()).map((e) => e.userId)).toEqual([client.user.id, client.user.id, client.user.id]);

    const deleted = await call(server, 'POST', '/api/auth/delete-account', {
      token: client.token,
      payload: { password: 'intake-password-1' },
    });
    expect(deleted.statusCode).toBe(200);
    await server.ctx.db.transaction().execute((trx) => purgeAccount(trx, client.user.id, clock.now()));

    // The room, its members and the coach's place in it stay; the client's name leaves it.
    const room = await server.ctx.db.selectFrom('rooms').selectAll().where('id', '=', roomId).executeTakeFirstOrThrow();
    expect(room).toMatchObject({
      clientId: client.user.id,
      humanCoachId: coach.user.id,
      aiCoachId: AI_COACH_USER_ID,
      name: 'Deleted User',
    });
    const members = await server.ctx.db
      .selectFrom('roomMembers')
      .select(['userId', 'role'])
      .where('roomId', '=', roomId)
      .orderBy('role')
      .execute();
    expect(members).toEqual([
      { userId: AI_COACH_USER_ID, role: 'ai_coach' },
      { userId: client.user.id, role: 'client' },
      { userId: coach.user.id, role: 'coach' },
    ]);

    // The funnel still counts the run, tied to nobody; the answers are gone.
    const after = await events();
    expect(after.map((e) => e.eventType).sort()).toEqual(['completed', 'started', 'step_completed']);
    expect(after.every((e) => e.userId === null)).toBe(true);
    expect(await server.ctx.db.selectFrom('intakeEvents').select('id').where('userId', '=', client.user.id).execute()).toEqual([]);
    expect(await server.ctx.db.selectFrom('intakeResponses').select('userId').where('userId', '=', client.user.id).execute()).toEqual([]);
    expect(
      await server.ctx.db
        .selectFrom('users')
        .select(['firstName', 'email', 'purgedAt'])
        .where('id', '=', client.user.id)
        .executeTakeFirstOrThrow(),
    ).toMatchObject({ firstName: 'Deleted', email: `deleted-${client.user.id}@deleted.invalid`, purgedAt: expect.any(Date) });

    // The coach's account is untouched; the deleted client's room leaves their list.
    expect((await call(server, 'GET', '/api/auth/me', { token: coach.token })).json().data.user).toMatchObject({
      id: coach.user.id,
      firstName: 'Cleo',
    });
    expect((await call(server, 'GET', '/api/rooms', { token: coach.token })).json().data).toEqual([]);
  });
});
