import { describe, expect, it } from 'vitest';
import { serverForFile, uniqueIp } from '../helpers.ts';
import { buildFixture, caller } from './fuzz-fixtures.ts';
import { casesFor, METHODS, SEED, seeded, type Method, type Operation } from './fuzz-cases.ts';

/**
 * Every operation of the OpenAPI document, called with broken input: wrong types, NUL, very long
 * strings, emoji, nulls, missing and unknown fields, bad path and query parameters, bodies that are
 * not objects, days and instants that do not exist or lie centuries away (which must be a 400). None may answer 5xx: a 5xx is the server failing on what a client sent, which is the
 * client's mistake (400) or the server's bug. The cases come from a seeded generator, so a run is
 * the same every time, and each operation gets a bounded number of them.
 */

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
    const datedOperations = new Set<string>();
    for (const path of Object.keys(doc.paths).sort()) {
      for (const method of METHODS) {
        const op = doc.paths[path]![method];
        if (!op) continue;
        operations += 1;
        const f = await buildFixture(server, path);
        const token = op.security?.some((s) => 'bearer' in s) ? caller(path, f).token : undefined;
        for (const c of casesFor(path, method, op, f, random)) {
          requests += 1;
          if (c.mustRefuse) datedOperations.add(`${method} ${path}`);
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
          const letThrough = c.mustRefuse && res.statusCode !== 400;
          if (res.statusCode >= 500 || refusedByDatabase || letThrough) {
            failures.push(`${method.toUpperCase()} ${path} [${c.label}] -> ${res.statusCode}: ${causeOf(logLines.at(-1))}`);
          }
        }
      }
    }
    expect(operations).toBeGreaterThanOrEqual(70);
    expect(requests).toBeGreaterThan(operations * 10);
    // The date fields the fuzz reaches (goals' due dates, sessions, availability, access codes, ranges).
    expect(datedOperations.size).toBeGreaterThanOrEqual(10);
    expect(failures).toEqual([]);
  }, 120_000);
});
