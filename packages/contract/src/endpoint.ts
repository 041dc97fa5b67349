import type { z } from 'zod';

/**
 * The route table: every REST call is declared once, in its area's file, with `defineEndpoints`.
 * The server registers each route from its entry (`realtime-server/src/lib/endpoint.ts`), the web
 * calls it through the same entry (`web/src/lib/api.ts` `call`), and the OpenAPI document is made
 * from the routes so registered. A path or a body the two sides disagree on fails the typecheck.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses an operation can list beside its success (400 and 401 are added from the schemas and the guard). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 502;

/**
 * Who may call: `token` a signed-in live account; `claims` a valid token whose account is not
 * loaded (the hot chat path); `optional` a token only adds who is asking; `public` anyone.
 */
export type EndpointAuth = 'token' | 'claims' | 'optional' | 'public';

/** A body sent as bytes rather than JSON: the content types it may have, and what it is. */
export interface RawContent {
  contentTypes: readonly string[];
  description: string;
}

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify's form: `/api/goals/:id`; each `:name` is a key of `params`. */
  path: string;
  summary: string;
  description?: string;
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status (200 unless given). */
  status?: number;
  /** The success body; absent when the answer is not JSON (a file, a feed) or has no body. */
  response?: z.ZodType;
  /** A success body that is not JSON (a file, a feed): the content types it is sent with. */
  rawResponse?: RawContent;
  /** A request body that is not JSON (an upload's bytes), read as a stream by the handler. */
  rawBody?: RawContent;
  /** Other answers the call gives besides the success one (a 202, a 503 of its own). */
  responses?: Readonly<Record<number, z.ZodType>>;
  /** The 4xx/502 answers its service can give beyond 400 and 401. */
  errors?: readonly ErrorStatus[];
  /** Left out of the OpenAPI document (development-only calls). */
  hide?: boolean;
}

export type Endpoint = EndpointSpec & { operationId: string; tags: readonly string[] };

/** Declares an area's calls; each key becomes its operationId, the tag names the area in the document. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(
  tag: string,
  specs: T,
): { [K in keyof T]: T[K] & { operationId: K & string; tags: readonly string[] } } {
  const out: Record<string, Endpoint> = {};
  for (const [operationId, spec] of Object.entries(specs)) out[operationId] = { ...spec, operationId, tags: [tag] };
  return out as { [K in keyof T]: T[K] & { operationId: K & string; tags: readonly string[] } };
}

/** What a schema slot gives once parsed (server side), or `undefined` when the call has none. */
export type ParsedOf<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a caller sends in a schema slot (before defaults and transforms). */
export type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The success body of an endpoint as the web reads it. */
export type ResponseOf<E extends EndpointSpec> = E['response'] extends z.ZodType ? z.output<E['response']> : void;
/** The success body's `data`, for the calls that answer `{ data }`. */
export type DataOf<E extends EndpointSpec> = ResponseOf<E> extends { data: infer D } ? D : never;

type Slot<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : unknown;

/** What the web passes to call an endpoint: `params`, `query` and `body`, each required when the call has it. */
export type CallInput<E extends EndpointSpec> = Slot<'params', E['params']> & Slot<'query', E['query']> & Slot<'body', E['body']>;

/** Fills a path's `:name` parts from params, each encoded. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** A query string from a flat object: undefined and null are left out, arrays repeat their key. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
