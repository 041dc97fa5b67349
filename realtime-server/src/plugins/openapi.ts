import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZErrorBody, type ErrorStatus, type RawContent } from '@coach/contract';
import { DB_UNAVAILABLE_RETRY_SECONDS } from '../lib/db-unavailable.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The 4xx answers of the route, for its OpenAPI operation (the document only: nothing is
     * validated or serialized with them). 400 is added by itself when the route validates input,
     * 401 when it requires a token; list here what else its service can answer (403, 404, 409, 429).
     */
    errors?: readonly ErrorStatus[];
    /**
     * A request body the handler reads as bytes (no parser, no validation): its content types,
     * for the operation's requestBody (the document only).
     */
    rawBody?: RawContent;
  }
}

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'The input is not valid.',
  401: 'No valid token was sent, or the credentials are wrong.',
  403: 'This account may not do this.',
  404: 'Not found, or not yours to see.',
  409: 'The change conflicts with the current state.',
  410: 'Gone: it existed, and no longer works (expired, revoked, used up or ended).',
  413: 'The body is over the limit of its kind; it was refused before it was stored.',
  429: 'Too many attempts: try again after the time in Retry-After.',
  502: 'An outside service this call needs (the video or payment service) failed; nothing was changed.',
};

/** The error envelope of every 4xx (`{ error, code }`); a few errors carry a field more, such as retryAfterSeconds. */
const errorResponse = (status: ErrorStatus) => ({
  description: ERROR_TEXT[status],
  content: { 'application/json': { schema: ZErrorBody.loose() } },
});

type Access = 'token' | 'optional' | 'public';

/**
 * The 503 of plugins/error-handler.ts while the database cannot be reached: the envelope (with
 * retryAfterSeconds) and Retry-After, so a client knows to send the same request again.
 */
const unavailableResponse = {
  description: 'The database is briefly unavailable: send the request again after the time in Retry-After.',
  // @fastify/swagger's form: the header's schema, whose description becomes the header's.
  headers: {
    'Retry-After': { type: 'integer', minimum: 0, description: `Seconds to wait before sending again (${DB_UNAVAILABLE_RETRY_SECONDS}).` },
  },
  content: { 'application/json': { schema: ZErrorBody.loose() } },
};

const SECURITY: Record<Access, NonNullable<FastifySchema['security']>> = {
  token: [{ bearer: [] }],
  // Either no token or a valid one: a token only adds who is asking.
  optional: [{}, { bearer: [] }],
  public: [],
};

/** How a route is protected, read from its onRequest hook: the guards of plugins/auth.ts. */
function accessOf(app: FastifyInstance, route: RouteOptions): Access {
  const handlers = [route.onRequest ?? []].flat();
  if (handlers.some((h) => h === app.authenticate || h === app.authenticateClaims)) return 'token';
  if (handlers.includes(app.authenticateOptional)) return 'optional';
  return 'public';
}

/**
 * Completes each route's operation before zod's schemas become JSON schemas: its security (from how
 * the route is protected), its 4xx responses with the error envelope, and the 503 of a database away. The route itself keeps
 * only what is its own: summary, operationId, the errors its service can answer.
 */
function operationTransform(app: FastifyInstance): SwaggerTransform {
  return (input) => {
    const { schema, route } = input;
    if (!schema || schema.hide) return jsonSchemaTransform(input);
    const { errors = [], rawBody, ...own } = schema;
    const access = accessOf(app, route);
    const statuses = new Set<ErrorStatus>(errors);
    if (own.body || rawBody || own.querystring || own.params) statuses.add(400);
    if (access === 'token') statuses.add(401);
    const response: Record<string, unknown> = { ...(own.response as Record<string, unknown> | undefined) };
    for (const status of [...statuses].sort()) response[status] ??= errorResponse(status);
    // Every call reads the database (a token's user, the lookups, the catalogues); one with a 503 of
    // its own (health) keeps it.
    const unavailable = response[503] === undefined;
    if (unavailable) response[503] = unavailableResponse;
    const out = jsonSchemaTransform({ ...input, schema: { ...own, security: SECURITY[access], response } });
    // The zod transform keeps a response's description and content only: the header goes back on.
    const converted = out.schema.response as Record<string, Record<string, unknown>> | undefined;
    if (unavailable && converted?.[503]) converted[503].headers = unavailableResponse.headers;
    if (rawBody) {
      const binary = { schema: { type: 'string', format: 'binary', description: rawBody.description } };
      out.schema.body = { content: Object.fromEntries(rawBody.contentTypes.map((type) => [type, binary])) };
    }
    return out;
  };
}

/** The options of @fastify/swagger: the document's head, the bearer JWT scheme, the server at PUBLIC_URL. */
export function openapiOptions(app: FastifyInstance, publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Coaching Platform API',
        version: '0.1.0',
        description: 'REST calls of the coaching platform. Errors answer `{ error, code }`.',
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: operationTransform(app),
  };
}
