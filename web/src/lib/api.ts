import { ERR } from '@coach/contract';

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
  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }
}

export const readToken = (): string | null => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the REST API with the stored token and returns the whole body. Failures throw ApiError
 * carrying the server's `error` text (spec: texts come from the server's error field when present).
 */
export async function apiBody<T>(
  method: Method,
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

/** Like apiBody, unwrapping `{ data }` (most calls). */
export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  init: { token?: string | null; signal?: AbortSignal } = {},
): Promise<T> {
  return (await apiBody<{ data: T }>(method, path, body, init)).data;
}

export const errorText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status !== 0 && err.status < 500
    ? err.message
    : err instanceof ApiError && err.status === 0
      ? err.message
      : fallback;
