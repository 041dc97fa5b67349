import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { call, serverForFile, uniqueIp } from '../helpers.ts';

const run = promisify(execFile);
const redoclyBin = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** Lints a document with Redocly's recommended rules; the CLI exits 1 on errors, so its report is read either way. */
async function redoclyLint(doc: unknown): Promise<{ errors: LintProblem[]; warnings: LintProblem[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'coach-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
    const args = [redoclyBin, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '10000'];
    let stdout: string;
    try {
      ({ stdout } = await run(process.execPath, args, { cwd: dir, env, maxBuffer: 32 * 1024 * 1024 }));
    } catch (err) {
      const failed = err as { stdout?: string; stderr?: string };
      if (!failed.stdout) throw err;
      stdout = failed.stdout;
    }
    const report = JSON.parse(stdout) as { problems: LintProblem[] };
    return {
      errors: report.problems.filter((p) => p.severity === 'error'),
      warnings: report.problems.filter((p) => p.severity === 'warn'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const server = serverForFile({ PUBLIC_URL: 'https://coach.example.test' });

describe('GET /api/docs/json', () => {
  it("passes Redocly's recommended rules without an error", async () => {
    const res = await call(server, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const { errors } = await redoclyLint(res.json());
    expect(errors.map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`)).toEqual([]);
  }, 60_000);

  it('gives every operation a summary, an operationId and its security, and names the server', async () => {
    const doc = (await call(server, 'GET', '/api/docs/json')).json();
    expect(doc.servers).toEqual([{ url: 'https://coach.example.test' }]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ids = new Set<string>();
    let operations = 0;
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        operations += 1;
        const where = `${method.toUpperCase()} ${path}`;
        expect(op.summary, where).toEqual(expect.any(String));
        expect(op.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]+$/);
        expect(ids.has(op.operationId as string), `${where}: operationId used twice`).toBe(false);
        ids.add(op.operationId as string);
        expect(Array.isArray(op.security), where).toBe(true);
        const responses = op.responses as Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
        const security = op.security as Record<string, string[]>[];
        expect([[], [{ bearer: [] }], [{}, { bearer: [] }]], where).toContainEqual(security);
        if (security.length === 1) expect(responses, `${where} answers 401`).toHaveProperty('401');
        if (op.requestBody || op.parameters) expect(responses, `${where} answers 400`).toHaveProperty('400');
        for (const [status, response] of Object.entries(responses).filter(([code]) => code.startsWith('4'))) {
          expect(response.content?.['application/json']?.schema.required, `${where} ${status}`).toEqual(['error']);
        }
      }
    }
    expect(operations).toBeGreaterThan(50);
  });

  it('says public only of the calls that answer without a token, and answers 401 before it reads the input', async () => {
    const doc = (await call(server, 'GET', '/api/docs/json')).json();
    let checked = 0;
    for (const [path, item] of Object.entries<Record<string, Record<string, unknown>>>(doc.paths)) {
      for (const method of ['get', 'delete', 'post', 'put', 'patch'] as const) {
        const op = item[method] as { security: unknown[]; responses: Record<string, unknown> } | undefined;
        if (!op) continue;
        // Broken path parameters, an unknown query parameter and a body that is no operation's: a
        // call that needs a token must still answer 401 first (the token is checked before validation).
        const url = `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?limit=-1&unknown=x&cursor=%E2%9C%93`;
        const res = await server.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          // The development routes answer this machine only.
          remoteAddress: path.startsWith('/api/dev') ? '127.0.0.1' : uniqueIp(),
          ...(method === 'get' || method === 'delete'
            ? {}
            : { headers: { 'content-type': 'application/json' }, payload: '{"unknownField":[1],"title":42}' }),
        });
        const where = `${method.toUpperCase()} ${path}`;
        if (op.security.length === 1) expect(res.statusCode, where).toBe(401);
        // A public call that lists a 401 of its own (a guest's token, a webhook's signature, a wrong password) may answer it.
        else if (!('401' in op.responses)) expect(res.statusCode, where).not.toBe(401);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  // A webhook's body is the sender's event (Stripe's, LiveKit's), whose fields vary with its API
  // version: its schema names the fields the route reads and takes the rest as they come.
  it('refuses unknown fields in every body but a webhook event: each object of a request body is strict', async () => {
    const doc = (await call(server, 'GET', '/api/docs/json')).json();
    interface Schema {
      type?: string;
      properties?: Record<string, Schema>;
      additionalProperties?: unknown;
      items?: Schema;
      anyOf?: Schema[];
      oneOf?: Schema[];
      allOf?: Schema[];
    }
    const loose: string[] = [];
    const walk = (schema: Schema | undefined, where: string) => {
      if (!schema) return;
      if (schema.type === 'object' || schema.properties) {
        if (schema.additionalProperties !== false) loose.push(where);
        for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, `${where}.${key}`);
      }
      walk(schema.items, `${where}[]`);
      for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(part, where);
    };
    let bodies = 0;
    for (const [path, item] of Object.entries<Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>(
      doc.paths,
    )) {
      for (const method of METHODS) {
        const content = item[method]?.requestBody?.content;
        if (!content || path.startsWith('/api/webhooks/')) continue;
        bodies += 1;
        for (const [type, { schema }] of Object.entries(content)) walk(schema, `${method.toUpperCase()} ${path} (${type})`);
      }
    }
    expect(bodies).toBeGreaterThan(50);
    expect(loose).toEqual([]);
  });

  it('says which calls are public and which need the token', async () => {
    const doc = (await call(server, 'GET', '/api/docs/json')).json();
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/rooms'].get.security).toEqual([{ bearer: [] }]);
    const errorBody = doc.paths['/api/auth/me'].get.responses['401'].content['application/json'].schema;
    expect(errorBody.properties).toHaveProperty('error');
    expect(errorBody.required).toContain('error');
  });
});
