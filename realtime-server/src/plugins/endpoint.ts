import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { EndpointAuth, Endpoint, InputOf, ParsedOf, RawContent } from '@coach/contract';

/** The request of an endpoint's handler: params, query and body as its schemas parse them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedOf<E['params']>;
  Querystring: ParsedOf<E['query']>;
  Body: ParsedOf<E['body']>;
}>;

/** What a handler answers: the success body as its schema takes it, or the reply it has sent itself. */
export type EndpointResult<E extends Endpoint> = Promise<InputOf<E['response']> | FastifyReply>;

export type EndpointHandler<E extends Endpoint> = (req: EndpointRequest<E>, reply: FastifyReply) => EndpointResult<E>;

/**
 * Route options an endpoint's registration may add: hooks beside the guard, limits, a schema's
 * extra parts, and compilers of its own (an answer sent as ready JSON text, a body read as raw text).
 */
export type EndpointExtra = Partial<
  Pick<RouteOptions, 'bodyLimit' | 'config' | 'preValidation' | 'preHandler' | 'logLevel' | 'serializerCompiler' | 'validatorCompiler'>
> & {
  /** Guards run after the endpoint's own (a dev-only check). */
  onRequest?: RouteOptions['onRequest'];
  /** Schema parts the table does not state (a response's content type, a binary body). */
  schema?: Partial<FastifySchema>;
};

/** A bytes answer as the document states it: each content type with a string of bytes. */
const rawContent = (raw: RawContent) => ({
  description: raw.description,
  content: Object.fromEntries(raw.contentTypes.map((type) => [type, { schema: z.string() }])),
});

function guardOf(app: FastifyInstance, auth: EndpointAuth) {
  if (auth === 'token') return [app.authenticate];
  if (auth === 'claims') return [app.authenticateClaims];
  if (auth === 'optional') return [app.authenticateOptional];
  return [];
}

/**
 * Registers one endpoint of the contract's route table: method, path, schemas, guard, success
 * status, summary, operationId and errors all come from its entry, so the route and the web's call
 * cannot disagree. The handler returns the success body (its status is set before it runs) or
 * sends a reply of its own.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, extra: EndpointExtra = {}): void {
  const { schema: extraSchema, onRequest: extraOnRequest, ...options } = extra;
  const status = endpoint.status ?? 200;
  const response: Record<number, unknown> = { ...endpoint.responses };
  if (endpoint.response) response[status] = endpoint.response;
  else if (endpoint.rawResponse) response[status] = rawContent(endpoint.rawResponse);
  const schema: FastifySchema = {
    summary: endpoint.summary,
    operationId: endpoint.operationId,
    tags: [...endpoint.tags],
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.errors ? { errors: endpoint.errors } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.rawBody ? { rawBody: endpoint.rawBody } : {}),
    ...(Object.keys(response).length ? { response } : {}),
    ...(endpoint.hide ? { hide: true } : {}),
    ...extraSchema,
  };
  const onRequest = [...guardOf(app, endpoint.auth), ...[extraOnRequest ?? []].flat()];
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(onRequest.length ? { onRequest } : {}),
    // A 200 route gets its handler as it is: no extra call per request (the chat hot path is one).
    handler:
      status === 200
        ? handler
        : async (req: FastifyRequest, reply: FastifyReply) => {
            void reply.code(status);
            return handler(req as EndpointRequest<E>, reply);
          },
  } as RouteOptions);
}
