import * as contract from '@coach/contract';
import type { Endpoint } from '@coach/contract';
import { describe, expect, it } from 'vitest';
import { call, serverForFile } from '../helpers.ts';

/** Every entry of every `*Endpoints` table the contract exports: the route table, whole. */
const table: Endpoint[] = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, endpoints]) => Object.values(endpoints as Record<string, Endpoint>));

/** Fastify's `/api/goals/:id` as the document writes it, `/api/goals/{id}`. */
const docPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

// Some routes answer only when their provider is there (the development billing pages).
const server = serverForFile({ PUBLIC_URL: 'https://coach.example.test' });

describe('the route table', () => {
  it('declares each call once: one operationId, one method and path', () => {
    expect(table.length).toBeGreaterThan(150);
    const ids = table.map((e) => e.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const routes = table.map((e) => `${e.method} ${e.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('is what the server serves: every entry is a registered route', () => {
    const missing = table.filter((e) => !server.app.hasRoute({ method: e.method, url: e.path })).map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  it('is what the document describes: every operation comes from an entry, with its method and path', async () => {
    const doc = (await call(server, 'GET', '/api/docs/json')).json<{ paths: Record<string, Record<string, { operationId: string }>> }>();
    const byId = new Map(table.map((e) => [e.operationId, e]));
    const strays: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        operations += 1;
        const entry = byId.get(op.operationId);
        if (!entry || entry.method !== method.toUpperCase() || docPath(entry.path) !== path) strays.push(`${method} ${path}`);
      }
    }
    expect(strays).toEqual([]);
    expect(operations).toBe(table.filter((e) => !e.hide).length);
  });
});

describe('the document says what the server does', () => {
  const doc = async () => (await call(server, 'GET', '/api/docs/json')).json();

  it("describes the upload PUT's body as the file's bytes, in the content types the rules take", async () => {
    const op = (await doc()).paths['/api/storage/uploads/{id}'].put;
    const content = op.requestBody.content as Record<string, { schema: { type: string; format: string } }>;
    expect(Object.keys(content)).toEqual(expect.arrayContaining(['image/png', 'image/webp', 'application/pdf', 'text/plain']));
    expect(content['image/png']!.schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(content)).not.toContain('application/json');
  });

  it('describes a kept file with the content types it is served as, not as octet-stream', async () => {
    const content = (await doc()).paths['/api/storage/files/{type}/{userId}/{name}'].get.responses['200'].content;
    expect(Object.keys(content)).toEqual(expect.arrayContaining(['image/webp', 'image/jpeg', 'text/plain', 'application/pdf']));
    expect(content).not.toHaveProperty('application/octet-stream');
  });

  it('gives both webhooks a request body', async () => {
    const paths = (await doc()).paths;
    const hooks = Object.keys(paths).filter((p) => p.startsWith('/api/webhooks/'));
    expect(hooks.length).toBe(2);
    for (const path of hooks) expect(paths[path].post.requestBody?.content, path).toBeDefined();
  });

  it("lists the session table's page sizes, the only ones it takes", async () => {
    const params = (await doc()).paths['/api/sessions/coach/{coachId}/table'].get.parameters as {
      name: string;
      schema: { enum?: number[]; anyOf?: { const?: number }[] };
    }[];
    const pageSize = params.find((p) => p.name === 'pageSize')!.schema;
    const sizes = pageSize.enum ?? (pageSize.anyOf ?? []).map((s) => s.const);
    expect(sizes).toEqual([...contract.SESSION_PAGE_SIZES]);
  });
});
