import { vi, type MockInstance } from 'vitest';

/**
 * The one HTTP mock of the web tests: `fetch` answers from routes a test gives, and every call is
 * recorded on the spy it returns. It spies on `fetch` rather than replacing the global, and the
 * setup file restores every spy after each test: the web files share one worker (isolate: false),
 * and a stubbed global left behind, or restored out of turn, broke the files after it.
 */

/** A JSON answer, as the server sends one. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What a route answers: it is given the JSON body that was sent (if any) and the path asked for. */
export type Answer = (body: unknown, path: string) => Response | Promise<Response>;
/** Answers by `METHOD path`; a key without a query string also answers that path with any query. */
export type Routes = Partial<Record<string, Answer>>;
/** Answers any call, as fetch is called: the path and the init. */
export type Handler = (path: string, init?: RequestInit) => Response | Promise<Response>;
export type HttpMock = MockInstance<typeof fetch>;

const notFound: Handler = () => json({ error: 'Not found' }, 404);
const sentBody = (init?: RequestInit): unknown => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);

/**
 * Stubs fetch with routes (or one handler for every call); a call no route knows goes to
 * `otherwise`, a 404 unless told, so that a test notices it. Returns the spy to read calls from.
 */
export function serveHttp(routes: Routes | Handler = {}, otherwise: Handler = notFound): HttpMock {
  const answer: Handler =
    typeof routes === 'function'
      ? routes
      : (path, init) => {
          const method = init?.method ?? 'GET';
          const route = routes[`${method} ${path}`] ?? routes[`${method} ${path.split('?')[0]}`];
          return route ? route(sentBody(init), path) : otherwise(path, init);
        };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => answer(String(input), init));
}

/** Every call made, as `{ method, path, body }`. */
export const requests = (http: HttpMock) =>
  http.mock.calls.map(([input, init]) => ({ method: init?.method ?? 'GET', path: String(input), body: sentBody(init) }));

/** The JSON bodies of the calls made to `METHOD path`. */
export const callsTo = (http: HttpMock, method: string, path: string) =>
  requests(http)
    .filter((r) => r.method === method && r.path === path)
    .map((r) => r.body);

/**
 * Where no test has stubbed fetch, a call fails at once as if offline: a late refetch after a test
 * would otherwise reach for a server on localhost that is not there, and log the refusal.
 */
export const offline: typeof fetch = () => Promise.reject(new TypeError('offline: no HTTP mock in this test'));
