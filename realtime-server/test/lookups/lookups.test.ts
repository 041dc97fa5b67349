import { describe, expect, it } from 'vitest';
import { LOOKUP_KINDS, type TLookupItem } from '@coach/contract';
import { call, serverForFile } from '../helpers.ts';

const server = serverForFile();

describe('GET /api/lookup/{list}', () => {
  it('gives the twelve support areas in order, goal-setting and accountability first, cacheable by anyone', async () => {
    const res = await call(server, 'GET', '/api/lookup/support-areas');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const items = res.json().data as TLookupItem[];
    expect(items).toHaveLength(12);
    expect(items.slice(0, 2).map((i) => i.id)).toEqual(['goal-setting', 'accountability']);
    expect(items[0]).toEqual({ id: 'goal-setting', name: 'Goal setting', description: expect.any(String) });
  });

  it('gives every list in its stored order', async () => {
    for (const [path, kind] of Object.entries(LOOKUP_KINDS)) {
      const res = await call(server, 'GET', `/api/lookup/${path}`);
      expect(res.statusCode, path).toBe(200);
      const stored = await server.ctx.db.selectFrom('lookupItems').select('id').where('kind', '=', kind).orderBy('sortOrder').execute();
      expect(
        (res.json().data as TLookupItem[]).map((i) => i.id),
        path,
      ).toEqual(stored.map((s) => s.id));
      expect(stored.length, path).toBeGreaterThan(0);
    }
    const pronouns = (await call(server, 'GET', '/api/lookup/pronouns')).json().data as TLookupItem[];
    expect(pronouns.map((p) => p.id)).toEqual(['she/her', 'he/him', 'they/them', 'prefer-not-to-say', 'custom']);
    const styles = (await call(server, 'GET', '/api/lookup/coaching-style')).json().data as TLookupItem[];
    expect(styles.map((p) => p.id)).toEqual(['encouraging', 'direct', 'reflective', 'professional']);
  });

  it('answers 404 for a list that does not exist', async () => {
    expect((await call(server, 'GET', '/api/lookup/star-signs')).statusCode).toBe(404);
  });
});

describe('GET /api/coaches/specializations', () => {
  it('gives the specializations with key and display name, cacheable', async () => {
    const res = await call(server, 'GET', '/api/coaches/specializations');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { specializations } = res.json().data;
    expect(specializations[0]).toEqual({ key: 'life', displayName: 'Life Coaching' });
    expect(specializations).toHaveLength(10);
  });
});
