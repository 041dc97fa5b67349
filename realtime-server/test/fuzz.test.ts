import { describe, expect, it } from 'vitest';
import { INDIVIDUAL_GOAL_CATEGORIES, ROLE, type RoleId } from '@coach/contract';
import type { AppServer } from '../src/app.ts';
import { hashPassword } from '../src/lib/password.ts';
import { insertRoom } from '../src/modules/rooms/queries.ts';
import { insertUser } from '../src/modules/users/queries.ts';
import { BADGE_RULES } from '../src/modules/gamification/catalogue.ts';
import { makeAccessCode, openCode, serverForFile, uniqueEmail, uniqueIp, type BuiltUser } from './helpers.ts';
import { sendMessage } from './chat-helpers.ts';

/**
 * Every operation of the OpenAPI document, called with broken input: wrong types, NUL, very long
 * strings, emoji, nulls, missing and unknown fields, bad path and query parameters, bodies that are
 * not objects. None may answer 5xx: a 5xx is the server failing on what a client sent, which is the
 * client's mistake (400) or the server's bug. The cases come from a seeded generator, so a run is
 * the same every time, and each operation gets a bounded number of them.
 */

const SEED = 22;
/** An id no row has: the same on every run. */
const UNKNOWN_ID = '3f0c9a52-7d4e-4b8a-9c1d-5e6f7a8b9c0d';
/** At most this many requests an operation: the breaks every field gets first, then others, drawn by the seed. */
const CASES_PER_OPERATION = 80;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Method = (typeof METHODS)[number];

/** The part of an OpenAPI 3.0 schema (as the zod schemas produce it) the generator reads. */
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
}

/** mulberry32: a small seeded generator, so that the cases are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The people and rows an operation's cases refer to: fresh for each operation, so no case depends on another operation's. */
interface Fixture {
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
async function buildFixture(server: AppServer, path: string): Promise<Fixture> {
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
  const { id: accessCodeId } = await server.ctx.db.selectFrom('accessCodes').select('id').where('code', '=', otherCode).executeTakeFirstOrThrow();
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
function caller(path: string, f: Fixture): BuiltUser {
  if (path.startsWith('/api/admin')) return f.admin;
  if (/^\/api\/(coaches\/me|coaches\/complete|invites\/(send|coach|\{id\})|badges\/award|chat\/actions)/.test(path)) return f.coach;
  return f.client;
}

/** A value the operation takes for a field or parameter of this name, where the fixture has one. */
function known(name: string, path: string, f: Fixture): unknown {
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

/** A valid-looking value for a schema, so that a case breaks one thing at a time. */
function sample(schema: Schema, name: string, path: string, f: Fixture): unknown {
  const fixed = known(name, path, f);
  if (fixed !== undefined) return schema.type === 'array' && !Array.isArray(fixed) ? [fixed] : fixed;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sample(choice[0]!, name, path, f);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(s, key, path, f)]));
    case 'array':
      return schema.items ? Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items!, name, path, f)) : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return UNKNOWN_ID;
      if (schema.format === 'date-time') return '2027-03-01T10:00:00.000Z';
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2027-03-01';
      if (/email/i.test(name)) return uniqueEmail('fuzz');
      if (schema.default !== undefined) return schema.default;
      return 'Fuzz text'.padEnd(schema.minLength ?? 0, 'x');
    default:
      return schema.default ?? 'fuzz';
  }
}

const LONG = 'x'.repeat(100_000);
const EMOJI = '🎉👩‍👩‍👧🏳️‍🌈'.repeat(20);

const wrongType = (value: unknown) => (typeof value === 'string' ? 12345 : Array.isArray(value) ? { not: 'a list' } : 'not the type');

/** Values that break any field: its type, its text, its size; every field gets each of them. */
const coreBreaks = (value: unknown): unknown[] => [wrongType(value), null, 'a\u0000b', LONG, EMOJI, 'a\ud800b'];

/** More values that break a field of this kind, drawn by the seed within the operation's bound. */
function moreBreaks(value: unknown): unknown[] {
  const common = ['\u0000', { nested: true }, [], '\udc00'];
  if (typeof value === 'string') return [...common, true, '', '   ', "' OR 1=1 --", '<script>alert(1)</script>', '%00', '../../etc/passwd'];
  if (typeof value === 'number') return [...common, 'abc', 1e308, -1, 0, 1.5, 2 ** 53, -(2 ** 31) - 1, '1'];
  if (typeof value === 'boolean') return [...common, 'yes', 0, 1];
  if (Array.isArray(value)) return [...common, [null], Array.from({ length: 2000 }, () => 'x'), [LONG], [EMOJI], ['\u0000'], 'x'];
  return [...common, 'x', 42];
}

/** Every field of a sample body, as a path of keys (array items by index). */
function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? [prefix, ...fieldPaths(value[0], [...prefix, 0])] : [prefix];
  if (value !== null && typeof value === 'object') {
    const own = Object.entries(value).flatMap(([key, v]) => fieldPaths(v, [...prefix, key]));
    return prefix.length ? [prefix, ...own] : own;
  }
  return [prefix];
}

const readAt = (root: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], root);

/** A copy of `root` with the field at `path` set to `value`, or removed when `value` is `MISSING`. */
const MISSING = Symbol('missing');
function withField(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parent = readAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === MISSING) delete parent[last];
  else parent[last] = value;
  return copy;
}

/** Parameter values that break a path or query parameter; the first CORE_PARAMS are sent every run. */
const CORE_PARAMS = 6;
const BROKEN_PARAMS = [
  'not-a-uuid',
  encodeURIComponent(EMOJI),
  'x'.repeat(3000),
  '%00',
  '%ED%A0%80',
  UNKNOWN_ID,
  '0',
  '-1',
  '1.5',
  '99999999999999999999999',
  '%ZZ',
  '%F0%28%8C%28',
  '..%2F..%2Fetc',
  "'%20OR%201=1",
  '00000000-0000-0000-0000-000000000000',
];

interface Case {
  /** Whether every run sends it (a core break), or the seed may leave it out to keep the bound. */
  core: boolean;
  label: string;
  method: Method;
  url: string;
  payload?: string;
  contentType?: string;
  /** An Authorization header in place of the caller's token. */
  authorization?: string;
}

/** The cases of one operation: a broken body field, path or query parameter, or a body that is not what the operation reads. */
function casesFor(path: string, method: Method, op: Operation, f: Fixture, random: () => number): Case[] {
  const params = op.parameters ?? [];
  // An optional query parameter is left out unless the fixture has a value for it (a made-up cursor is refused).
  const validParams = Object.fromEntries(
    params
      .filter((p) => p.in === 'path' || p.required || known(p.name, path, f) !== undefined)
      .map((p) => [p.name, String(sample(p.schema, p.name, path, f))]),
  );
  const urlWith = (values: Record<string, string>, rawQuery?: string) => {
    const pathPart = path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');
    const query = params
      .filter((p) => p.in === 'query' && values[p.name] !== undefined)
      .map((p) => `${p.name}=${values[p.name]}`)
      .join('&');
    const full = [query, rawQuery].filter(Boolean).join('&');
    return full ? `${pathPart}?${full}` : pathPart;
  };
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema, '', path, f) : undefined;
  const json = (value: unknown) => JSON.stringify(value);
  const cases: Case[] = [];
  let core = true;
  const add = (label: string, url: string, payload?: string, contentType?: string) =>
    cases.push({ core, label, method, url, ...(payload === undefined ? {} : { payload }), ...(contentType ? { contentType } : {}) });

  for (const p of params.filter((x) => x.in === 'path' || x.in === 'query')) {
    for (const [i, bad] of BROKEN_PARAMS.entries()) {
      core = i < CORE_PARAMS;
      add(`${p.in} ${p.name}=${bad.slice(0, 40)}`, urlWith({ ...validParams, [p.name]: bad }), body === undefined ? undefined : json(body));
    }
    core = true;
    if (p.in === 'query') add(`query ${p.name} twice`, urlWith(validParams, `${p.name}=1`), body === undefined ? undefined : json(body));
  }
  const url = urlWith(validParams);
  if (body !== undefined) {
    for (const field of fieldPaths(body)) {
      const where = field.join('.');
      const value = readAt(body, field);
      for (const [breaks, isCore] of [[coreBreaks(value), true], [moreBreaks(value), false]] as const) {
        core = isCore;
        for (const bad of breaks) add(`body ${where}=${JSON.stringify(bad)?.slice(0, 40)}`, url, json(withField(body, field, bad)));
      }
      core = true;
      add(`body ${where} missing`, url, json(withField(body, field, MISSING)));
    }
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      add('body with unknown fields', url, json({ ...body, unknownField: 'x', extra: { a: [1] } }));
    }
  }
  // Bodies that are not what the operation reads, sent to every operation (those without a body too).
  for (const whole of ['null', '[]', '"text"', '42', '{}', '{"a":', `{"a":"${'\\u0000'}"}`, '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]']) {
    add(`body ${whole.slice(0, 30)}`, url, whole);
  }
  add('body as text/plain', url, 'hello', 'text/plain');
  for (const authorization of ['Bearer not.a.token', 'Bearer ', 'Basic Zm9vOmJhcg==']) {
    cases.push({ core, label: `authorization ${authorization}`, method, url, authorization });
  }
  const mixed = shuffled(cases, random);
  return [...mixed.filter((c) => c.core), ...mixed.filter((c) => !c.core)].slice(0, CASES_PER_OPERATION);
}

/** The server's warnings and errors: a failure names its cause. */
const logLines: string[] = [];
const server = serverForFile(
  { AUTH_RATE_LIMIT_PER_IP: '100000' },
  { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } },
);

function causeOf(line: string | undefined): string {
  if (!line) return 'no error logged';
  try {
    const entry = JSON.parse(line) as { err?: { type?: string; message?: string; code?: string } };
    return `${entry.err?.type ?? ''} ${entry.err?.code ?? ''} ${entry.err?.message ?? ''}`.trim().slice(0, 200);
  } catch {
    return line.slice(0, 200);
  }
}

describe('every operation of the OpenAPI document, fuzzed', () => {
  it('answers no broken request with a 5xx, nor lets the database be the one to refuse it', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Partial<Record<Method, Operation>>>;
    };
    const random = seeded(SEED);
    const failures: string[] = [];
    let operations = 0;
    let requests = 0;
    for (const path of Object.keys(doc.paths).sort()) {
      for (const method of METHODS) {
        const op = doc.paths[path]![method];
        if (!op) continue;
        operations += 1;
        const f = await buildFixture(server, path);
        const token = op.security?.some((s) => 'bearer' in s) ? caller(path, f).token : undefined;
        for (const c of casesFor(path, method, op, f, random)) {
          requests += 1;
          logLines.length = 0;
          const res = await server.app.inject({
            method: c.method.toUpperCase() as Uppercase<Method>,
            url: c.url,
            // The development mailbox answers loopback clients only.
            remoteAddress: path.startsWith('/api/dev/') ? '127.0.0.1' : uniqueIp(),
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(c.authorization ? { authorization: c.authorization } : {}),
              ...(c.payload === undefined ? {} : { 'content-type': c.contentType ?? 'application/json' }),
            },
            ...(c.payload === undefined ? {} : { payload: c.payload }),
          });
          // The error handler's last line turns the database refusing a value into a 400: it still
          // means a schema let the value through, so the fuzz counts it as a failure too.
          const refusedByDatabase = res.statusCode === 400 && (res.json() as { code?: string }).code === 'INVALID_VALUE';
          if (res.statusCode >= 500 || refusedByDatabase) {
            failures.push(`${method.toUpperCase()} ${path} [${c.label}] -> ${res.statusCode}: ${causeOf(logLines.at(-1))}`);
          }
        }
      }
    }
    expect(operations).toBeGreaterThanOrEqual(70);
    expect(requests).toBeGreaterThan(operations * 10);
    expect(failures).toEqual([]);
  }, 120_000);
});
