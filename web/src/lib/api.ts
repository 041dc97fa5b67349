import {
  ERR,
  fillPath,
  isErrorCode,
  type ErrorCode,
  queryString,
  type CallInput,
  type DataOf,
  type EndpointSpec,
  type HttpMethod,
  type ResponseOf,
} from '@coach/contract';

export const TOKEN_KEY = 'coach.token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get code(): ErrorCode | undefined {
    return isErrorCode(this.body.code) ? this.body.code : undefined;
  }
}

export const readToken = (): string | null => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

/**
 * Calls the REST API with the stored token and returns the whole body. Failures throw ApiError
 * carrying the server's `error` text, which is what a person reads when present (docs/limits-and-errors.md#error-bodies).
 */
async function apiBody<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  init: { token?: string | null; signal?: AbortSignal } = {},
): Promise<T> {
  const token = init.token === undefined ? readToken() : init.token;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: init.signal });
  } catch {
    throw new ApiError(0, 'Unable to reach the server. Please check your connection.');
  }
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const message = typeof json.error === 'string' ? json.error : res.status >= 500 ? ERR.INTERNAL : res.statusText;
    throw new ApiError(res.status, message, json);
  }
  return json as T;
}

type CallInit = { token?: string | null; signal?: AbortSignal };
/** The input argument is optional only for a call that takes no params, query or body. */
type CallArgs<E extends EndpointSpec> =
  object extends CallInput<E> ? [input?: CallInput<E>, init?: CallInit] : [input: CallInput<E>, init?: CallInit];

/** The URL of an endpoint of the contract's route table, its `:name` parts and query filled in. */
export function endpointUrl<E extends EndpointSpec>(endpoint: E, input?: CallInput<E>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return fillPath(endpoint.path, params) + queryString(query);
}

/**
 * Calls an endpoint of the contract's route table (method, path and types from its entry) and
 * returns the whole body.
 */
export function call<E extends EndpointSpec>(endpoint: E, ...[input, init]: CallArgs<E>): Promise<ResponseOf<E>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  return apiBody<ResponseOf<E>>(endpoint.method, endpointUrl(endpoint, input), body, init);
}

/** Like call, unwrapping `{ data }`. */
export async function callData<E extends EndpointSpec>(endpoint: E, ...args: CallArgs<E>): Promise<DataOf<E>> {
  return ((await call(endpoint, ...args)) as { data: DataOf<E> }).data;
}

export const errorText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status !== 0 && err.status < 500
    ? err.message
    : err instanceof ApiError && err.status === 0
      ? err.message
      : fallback;
