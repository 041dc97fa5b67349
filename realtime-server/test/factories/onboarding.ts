import { sql } from 'kysely';
import { expect } from 'vitest';
import { AI_COACH_USER_ID, DEFAULT_ROOM_AI_LEVEL, type TInvite, type TIntakeCompletion, type TRoom } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { setAccessCodesRequired } from '../../src/modules/access-codes/service.ts';
import { call, openCode, uniqueIp } from '../helpers.ts';
import { uniqueEmail } from './people.ts';

/** Held while a test depends on the access code gate: test files share one database and run side by side. */
const GATE_LOCK = 7_202_611;

/**
 * Runs `fn` with the gate set to `required`, holding a PostgreSQL advisory lock so that no other
 * test file changes the gate meanwhile; the gate is off again afterwards. Tests that do not assert
 * the gate sign up with `openCode`, which works whether the gate is on or off.
 */
export async function withAccessCodeGate<T>(server: AppServer, required: boolean, fn: () => Promise<T>): Promise<T> {
  return server.ctx.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${GATE_LOCK})`.execute(conn);
    try {
      await setAccessCodesRequired(server.ctx, required);
      return await fn();
    } finally {
      await setAccessCodesRequired(server.ctx, false);
      await sql`select pg_advisory_unlock(${GATE_LOCK})`.execute(conn);
    }
  });
}

// The access code helpers live with registerUser, which signs up with the open code too.
export { makeAccessCode, openCode } from '../helpers.ts';

/** How many times an access code has been used (its counter). */
export async function codeUseCount(server: AppServer, code: string): Promise<number> {
  const row = await server.ctx.db.selectFrom('accessCodes').select('useCount').where('code', '=', code).executeTakeFirstOrThrow();
  return row.useCount;
}

/** The recorded uses of an access code: who used it, for what. */
export function usesOfCode(server: AppServer, code: string) {
  return server.ctx.db
    .selectFrom('accessCodeUses')
    .innerJoin('accessCodes', 'accessCodes.id', 'accessCodeUses.accessCodeId')
    .select(['accessCodeUses.userId', 'accessCodeUses.purpose'])
    .where('accessCodes.code', '=', code)
    .execute();
}

/** A new client's room: the AI coach and no human coach, and those two as its members. */
export async function expectNewClientRoom(
  server: AppServer,
  room: TRoom,
  client: { id: string; firstName: string; lastName: string },
): Promise<void> {
  expect(room).toMatchObject({
    name: `${client.firstName} ${client.lastName}`,
    client,
    humanCoach: null,
    aiCoach: { id: AI_COACH_USER_ID, firstName: 'AI', lastName: 'Coach' },
    aiInteractionLevel: DEFAULT_ROOM_AI_LEVEL,
  });
  const members = await server.ctx.db
    .selectFrom('roomMembers')
    .select(['userId', 'role'])
    .where('roomId', '=', room.id)
    .orderBy('role')
    .execute();
  expect(members).toEqual([
    { userId: AI_COACH_USER_ID, role: 'ai_coach' },
    { userId: client.id, role: 'client' },
  ]);
}

/** A complete, valid coach registration. */
export const coachRegistration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rae',
  lastName: 'Registrant',
  email: uniqueEmail('coach'),
  password: 'coach-password-1',
  confirmPassword: 'coach-password-1',
  jobTitle: 'Leadership Coach',
  organization: 'Rae Coaching',
  phone: '+1 555 0100',
  coachingExperience: '6-10',
  specializations: ['leadership', 'career'],
  agreedToTerms: true,
  ...overrides,
});

/** The life-satisfaction ratings (1 to 5) of `intakePayload`'s eight areas. */
export const INTAKE_RATINGS = {
  physicalHealth: 3,
  mentalHealth: 4,
  workSchool: 2,
  finances: 3,
  relationships: 5,
  funHobbies: 3,
  personalGrowth: 4,
  overallLife: 3,
};

/** A complete, valid intake form. */
export function intakePayload(overrides: Record<string, unknown> = {}) {
  return {
    accessCode: '',
    termsAccepted: true,
    firstName: 'Indy',
    lastName: 'Intake',
    email: uniqueEmail('intake'),
    password: 'intake-password-1',
    confirmPassword: 'intake-password-1',
    preferredName: 'Indy',
    pronouns: 'they/them',
    customPronouns: '',
    supportAreas: ['goal-setting', 'accountability'],
    otherSupportArea: '',
    primaryFocus: 'career',
    motivationLevel: 4,
    satisfactionRatings: INTAKE_RATINGS,
    checkinFrequency: 'weekly',
    coachingStyle: 'direct',
    additionalNotes: 'Looking forward to it',
    trialTermsAccepted: true,
    ...overrides,
  };
}

export const saveCompletion = (server: AppServer, payload: Record<string, unknown>, ip = uniqueIp()) =>
  call(server, 'POST', '/api/intake/save-completion', { payload, ip });

/** Completes the intake as a new client would, whatever the state of the gate. */
export async function signUpThroughIntake(server: AppServer, overrides: Record<string, unknown> = {}): Promise<TIntakeCompletion> {
  const res = await saveCompletion(server, intakePayload({ accessCode: await openCode(server), ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Sends one invite as the coach; returns it with the code of its link (read from the email). */
export async function sendInvite(
  server: AppServer,
  coachToken: string,
  email = uniqueEmail('invitee'),
  personalMessage: string | null = null,
): Promise<{ invite: TInvite; code: string; email: string }> {
  const res = await call(server, 'POST', '/api/invites/send', { token: coachToken, payload: { emails: [email], personalMessage } });
  expect(res.statusCode, res.body).toBe(201);
  const invite = res.json().data.invites[0] as TInvite;
  const row = await server.ctx.db.selectFrom('invites').select('code').where('id', '=', invite.id).executeTakeFirstOrThrow();
  return { invite, code: row.code, email };
}
