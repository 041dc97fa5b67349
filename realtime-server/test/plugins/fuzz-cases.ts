import { UNKNOWN_ID, known, type Fixture } from './fuzz-fixtures.ts';
import { uniqueEmail } from '../factories/people.ts';

// The seeded generator of fuzz.test.ts's cases: broken bodies, parameters and headers for each operation of the OpenAPI document.

export const SEED = 22;
/** At most this many requests an operation: the breaks every field gets first, then others, drawn by the seed. */
const CASES_PER_OPERATION = 80;
export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

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

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
}

/** mulberry32: a small seeded generator, so that the cases are the same on every run. */
export function seeded(seed: number) {
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

/** Days and instants that do not exist or fall far outside any year a field can mean. */
const DAY_BREAKS = ['2027-02-31', '2027-13-45', '2027-04-31', '9999-01-01', '0000-01-01'];
const INSTANT_BREAKS = [
  '2027-02-31T10:00:00Z',
  '2027-13-45T10:00:00Z',
  '2027-02-29T10:00:00Z',
  '9999-12-31T10:00:00Z',
  '0000-01-01T00:00:00Z',
];
/** For a field whose valid sample is a day or an instant: values every date field must refuse with 400. */
export function dateBreaks(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return DAY_BREAKS;
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return INSTANT_BREAKS;
  return [];
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
  /** A value no schema may let through: the answer must be 400, not merely not a 5xx. */
  mustRefuse?: boolean;
}

/** The cases of one operation: a broken body field, path or query parameter, or a body that is not what the operation reads. */
export function casesFor(path: string, method: Method, op: Operation, f: Fixture, random: () => number): Case[] {
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
  const add = (label: string, url: string, payload?: string, contentType?: string, mustRefuse = false) =>
    cases.push({
      core,
      label,
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      ...(contentType ? { contentType } : {}),
      ...(mustRefuse ? { mustRefuse } : {}),
    });

  for (const p of params.filter((x) => x.in === 'path' || x.in === 'query')) {
    for (const [i, bad] of BROKEN_PARAMS.entries()) {
      core = i < CORE_PARAMS;
      add(`${p.in} ${p.name}=${bad.slice(0, 40)}`, urlWith({ ...validParams, [p.name]: bad }), body === undefined ? undefined : json(body));
    }
    core = true;
    for (const bad of dateBreaks(validParams[p.name])) {
      add(
        `${p.in} ${p.name}=${bad}`,
        urlWith({ ...validParams, [p.name]: bad }),
        body === undefined ? undefined : json(body),
        undefined,
        true,
      );
    }
    if (p.in === 'query') add(`query ${p.name} twice`, urlWith(validParams, `${p.name}=1`), body === undefined ? undefined : json(body));
  }
  const url = urlWith(validParams);
  if (body !== undefined) {
    for (const field of fieldPaths(body)) {
      const where = field.join('.');
      const value = readAt(body, field);
      for (const [breaks, isCore] of [
        [coreBreaks(value), true],
        [moreBreaks(value), false],
      ] as const) {
        core = isCore;
        for (const bad of breaks) add(`body ${where}=${JSON.stringify(bad)?.slice(0, 40)}`, url, json(withField(body, field, bad)));
      }
      core = true;
      for (const bad of dateBreaks(value)) add(`body ${where}=${bad}`, url, json(withField(body, field, bad)), undefined, true);
      add(`body ${where} missing`, url, json(withField(body, field, MISSING)));
    }
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      add('body with unknown fields', url, json({ ...body, unknownField: 'x', extra: { a: [1] } }));
    }
  }
  // Bodies that are not what the operation reads, sent to every operation (those without a body too).
  for (const whole of [
    'null',
    '[]',
    '"text"',
    '42',
    '{}',
    '{"a":',
    `{"a":"${'\\u0000'}"}`,
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  ]) {
    add(`body ${whole.slice(0, 30)}`, url, whole);
  }
  add('body as text/plain', url, 'hello', 'text/plain');
  for (const authorization of ['Bearer not.a.token', 'Bearer ', 'Basic Zm9vOmJhcg==']) {
    cases.push({ core, label: `authorization ${authorization}`, method, url, authorization });
  }
  const mixed = shuffled(cases, random);
  return [...mixed.filter((c) => c.core), ...mixed.filter((c) => !c.core)].slice(0, CASES_PER_OPERATION);
}
