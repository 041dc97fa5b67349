import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TInvite, TInviteCounts } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, serverForFile } from '../helpers.ts';
import { inviteCalls } from './invites-helpers.ts';

// The status and search filters of the coach's invite list, with its paging.
const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' }, { clock });
const { coach, cancel } = inviteCalls(server);

interface Page {
  invites: TInvite[];
  nextCursor: string | null;
  counts: TInviteCounts;
}

async function page(token: string, query: string): Promise<Page> {
  const res = await call(server, 'GET', `/api/invites/coach?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Page;
}

/** Every invite's address under the filter, page by page (one send: equal times, so sorted here). */
async function all(token: string, query: string, limit = 2): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const p: Page = await page(token, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...p.invites.map((i) => i.email));
    cursor = p.nextCursor;
  } while (cursor);
  return seen.sort();
}

/**
 * A coach with one invite of each kind, each address carrying `tag`: two pending, one cancelled,
 * one pending past its expiry (reads expired), one accepted by 'Zelda Quinn'.
 */
async function coachWithInvites() {
  const tag = randomUUID().slice(0, 8);
  const me = await coach();
  const names = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
  const sent = await call(server, 'POST', '/api/invites/send', {
    token: me.token,
    payload: { emails: names.map((n) => `${n}-${tag}@example.test`) },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const [alpha, beta, gamma, delta, epsilon] = sent.json().data.invites as TInvite[];
  await cancel(me.token, gamma!.id);
  const db = server.ctx.db;
  await db
    .updateTable('invites')
    .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
    .where('id', '=', delta!.id)
    .execute();
  await db
    .updateTable('invites')
    .set({ status: 'accepted', coacheeName: 'Zelda Quinn', acceptedAt: clock.now() })
    .where('id', '=', epsilon!.id)
    .execute();
  // A name kept on a pending invite from before names waited for the acceptance must not be searchable.
  await db.updateTable('invites').set({ coacheeName: 'Zelda Old' }).where('id', '=', beta!.id).execute();
  return { me, tag, alpha: alpha!, beta: beta!, gamma: gamma!, delta: delta!, epsilon: epsilon! };
}

describe('GET /api/invites/coach?status', () => {
  it('answers the invites of one status as they read now, page by page, with the counts of all of them', async () => {
    const { me, alpha, beta, gamma, delta, epsilon } = await coachWithInvites();
    const counts = { total: 5, pending: 2, accepted: 1, expired: 1, cancelled: 1 };
    expect(await all(me.token, 'status=pending', 1)).toEqual([alpha.email, beta.email].sort());
    expect(await all(me.token, 'status=expired')).toEqual([delta.email]);
    expect(await all(me.token, 'status=cancelled')).toEqual([gamma.email]);
    expect(await all(me.token, 'status=accepted')).toEqual([epsilon.email]);
    expect(await all(me.token, 'status=all')).toHaveLength(5);
    for (const status of ['pending', 'expired', 'accepted', 'all']) {
      expect((await page(me.token, `status=${status}&limit=1`)).counts).toEqual(counts);
    }
  });

  it('refuses a status it does not know', async () => {
    const me = await coach();
    const res = await call(server, 'GET', '/api/invites/coach?status=sent', { token: me.token });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/invites/coach?search', () => {
  it("matches a case-insensitive part of the address or the accepted coachee's name, only among the caller's invites", async () => {
    const { me, tag, alpha, beta, epsilon } = await coachWithInvites();
    const stranger = await coach();
    await call(server, 'POST', '/api/invites/send', { token: stranger.token, payload: { emails: [`alpha-x-${tag}@example.test`] } });

    expect(await all(me.token, `search=ALPHA-${tag}`)).toEqual([alpha.email]);
    expect(await all(me.token, `search=${tag}`, 2)).toHaveLength(5);
    expect(await all(me.token, 'search=zELDa')).toEqual([epsilon.email]);
    expect(await all(me.token, `search=${encodeURIComponent(' quinn ')}`)).toEqual([epsilon.email]);
    expect(await all(me.token, `search=beta-${tag}&status=pending`)).toEqual([beta.email]);
    expect(await all(me.token, `search=alpha-${tag}&status=expired`)).toEqual([]);
    const filtered = await page(me.token, `search=${tag}&status=accepted`);
    expect(filtered.counts.total).toBe(5);
  });

  it('takes %, _ and \\ as themselves, not as patterns', async () => {
    const { me, tag } = await coachWithInvites();
    for (const search of ['%', '_', '\\', `alpha_${tag}`]) {
      expect(await all(me.token, `search=${encodeURIComponent(search)}`), search).toEqual([]);
    }
  });
});
