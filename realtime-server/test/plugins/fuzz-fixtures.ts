import { INDIVIDUAL_GOAL_CATEGORIES, ROLE, type RoleId } from '@coach/contract';
import type { AppServer } from '../../src/app.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { insertRoom } from '../../src/modules/rooms/queries.ts';
import { insertUser } from '../../src/modules/users/queries.ts';
import { BADGE_RULES } from '../../src/modules/gamification/catalogue.ts';
import { makeAccessCode, openCode } from '../helpers.ts';
import { sendMessage } from '../chat/chat-helpers.ts';
import { uniqueEmail, type BuiltUser } from '../factories/people.ts';

// The rows fuzz.test.ts's cases refer to, and who calls each operation; the cases themselves are made in fuzz-cases.ts.

/** An id no row has: the same on every run. */
export const UNKNOWN_ID = '3f0c9a52-7d4e-4b8a-9c1d-5e6f7a8b9c0d';

/** The people and rows an operation's cases refer to: fresh for each operation, so no case depends on another operation's. */
export interface Fixture {
  client: BuiltUser;
  coach: BuiltUser;
  admin: BuiltUser;
  roomId: string;
  messageId: string;
  goalId: string;
  invite: { id: string; code: string; email: string };
  /** An access code that admits sign-ups, and the id of another one for the admin's calls. */
  accessCode: string;
  accessCodeId: string;
  /** An option of each list a form picks from (support areas, specializations, ...), by the field's name. */
  options: Record<string, string>;
}

const FIELD_OF_LOOKUP: Record<string, string> = {
  support_area: 'supportAreas',
  primary_focus: 'primaryFocus',
  pronouns: 'pronouns',
  checkin_frequency: 'checkinFrequency',
  coaching_style: 'coachingStyle',
};

let options: Promise<Record<string, string>> | undefined;
/** The first option of every list, read once. */
function listOptions(server: AppServer): Promise<Record<string, string>> {
  options ??= (async () => {
    const items = await server.ctx.db.selectFrom('lookupItems').select(['kind', 'id']).orderBy('sortOrder', 'desc').execute();
    const specialization = await server.ctx.db.selectFrom('specializations').select('key').orderBy('sortOrder').executeTakeFirstOrThrow();
    const byField: Record<string, string> = { specializations: specialization.key };
    for (const item of items) byField[FIELD_OF_LOOKUP[item.kind] ?? item.kind] = item.id;
    return byField;
  })();
  return options;
}

const PASSWORD = 'correct-horse-battery';
let passwordHash: Promise<string> | undefined;

/** A new verified user; every one shares a password hash made once (a hash per user would be most of the test's time). */
async function freshUser(server: AppServer, role: RoleId, onboarded = false): Promise<BuiltUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const user = await insertUser(server.ctx.db, {
    firstName: 'Fuzz',
    lastName: 'User',
    preferredName: null,
    email: uniqueEmail('fuzz'),
    passwordHash: await passwordHash,
    primaryRoleId: role,
    emailVerified: true,
    trialEndDate: null,
    onboardingCompletedAt: onboarded ? server.ctx.clock.now() : null,
    verifyLockedUntil: null,
    deletedAt: null,
    purgedAt: null,
  });
  return { user, password: PASSWORD, token: server.app.signToken(user) };
}

/** `path`: the operation's; a coach who has finished onboarding calls the invite operations, one who has not the rest (onboarding among them). */
export async function buildFixture(server: AppServer, path: string): Promise<Fixture> {
  const [client, coach, admin] = await Promise.all([
    freshUser(server, ROLE.CUSTOMER),
    freshUser(server, ROLE.COACH, path.startsWith('/api/invites')),
    freshUser(server, ROLE.ADMIN),
  ]);
  const roomId = await insertRoom(server.ctx.db, {
    name: 'Fuzz User',
    clientId: client.user.id,
    humanCoachId: coach.user.id,
    aiInteractionLevel: 'DISABLED',
    createdAt: server.ctx.clock.now(),
  });
  const message = await sendMessage(server, client.token, roomId, 'A message for the fuzz');
  const goal = await server.app.inject({
    method: 'POST',
    url: '/api/goals',
    headers: { authorization: `Bearer ${client.token}` },
    payload: { roomId, title: 'Run 5 km three times a week' },
  });
  if (goal.statusCode !== 201) throw new Error(`the fixture's goal: ${goal.statusCode} ${goal.body}`);
  const now = server.ctx.clock.now();
  const invite = await server.ctx.db
    .insertInto('invites')
    .values({
      coachId: coach.user.id,
      email: uniqueEmail('fuzz-invitee'),
      code: `fuzz${client.user.id.replace(/-/g, '')}`,
      personalMessage: null,
      sentAt: now,
      expiresAt: new Date(now.getTime() + 7 * 24 * 3600_000),
    })
    .returning(['id', 'code', 'email'])
    .executeTakeFirstOrThrow();
  const goalId = (goal.json() as { data: { id: string } }).data.id;
  const otherCode = await makeAccessCode(server, { description: 'the fuzz test changes it' });
  const { id: accessCodeId } = await server.ctx.db
    .selectFrom('accessCodes')
    .select('id')
    .where('code', '=', otherCode)
    .executeTakeFirstOrThrow();
  return {
    client,
    coach,
    admin,
    roomId,
    messageId: message.id,
    goalId,
    invite,
    accessCode: await openCode(server),
    accessCodeId,
    options: await listOptions(server),
  };
}

/** Who calls an operation: the admin's calls as admin, a coach's calls as the client's coach, everything else as the client. */
export function caller(path: string, f: Fixture): BuiltUser {
  if (path.startsWith('/api/admin')) return f.admin;
  if (/^\/api\/(coaches\/me|coaches\/complete|invites\/(send|coach|\{id\})|badges\/award|chat\/actions)/.test(path)) return f.coach;
  return f.client;
}

/** A value the operation takes for a field or parameter of this name, where the fixture has one. */
export function known(name: string, path: string, f: Fixture): unknown {
  if (f.options[name]) return f.options[name];
  switch (name) {
    case 'roomId':
      return f.roomId;
    case 'userId':
    case 'clientId':
      return f.client.user.id;
    case 'messageId':
      return f.messageId;
    case 'id':
      if (path.startsWith('/api/goals')) return f.goalId;
      if (path.startsWith('/api/invites')) return f.invite.id;
      return path.startsWith('/api/admin') ? f.accessCodeId : UNKNOWN_ID;
    case 'code':
      // An invite's code in its path, a 6-digit email code, or a new access code of the admin's.
      if (path.startsWith('/api/invites')) return f.invite.code;
      if (path.startsWith('/api/admin')) return `FUZZ-${f.client.user.id.slice(0, 8).toUpperCase()}`;
      return '123456';
    case 'since':
    case 'before':
      return f.messageId;
    case 'accessCode':
      return f.accessCode;
    case 'inviteCode':
      // The intake without an invitation.
      return null;
    case 'timeZone':
      return 'Europe/Paris';
    case 'category':
      return INDIVIDUAL_GOAL_CATEGORIES[0];
    case 'badgeCode':
      return Object.keys(BADGE_RULES)[0];
    case 'email':
      // Sign-in needs the caller's own address, an invite's check its invitee's; everything else a new one.
      if (path === '/api/auth/login') return caller(path, f).user.email;
      return path.startsWith('/api/invites/verify') ? f.invite.email : undefined;
    case 'assigneeIds':
      return [f.client.user.id];
    case 'password':
    case 'confirmPassword':
    case 'currentPassword':
      // The caller's own password: the cases get past the password check to the fields behind it.
      return caller(path, f).password;
    default:
      return undefined;
  }
}
