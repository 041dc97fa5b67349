import { describe, expect, it } from 'vitest';
import { ERR, type TNote, type TNotesResult } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { NOTES_CACHE_MAX_AGE_MS } from '../../src/modules/notes/notes-cache.ts';
import { call, serverForFile } from '../helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching, type Coaching } from '../factories/coaching.ts';

// GET /api/notes on a single node (no Redis): answers come from the node's cache (notes-cache.ts)
// until a write this node hears of, an account change, or their age says otherwise.

const clock = new ManualClock();
const server = serverForFile({ REDIS_URL: '' }, { clock });

async function notebook(token: string, query: string): Promise<TNotesResult> {
  const res = await call(server, 'GET', `/api/notes?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TNotesResult;
}

async function write(token: string, payload: Record<string, unknown>): Promise<TNote> {
  clock.advance(10);
  const res = await call(server, 'POST', '/api/notes', { token, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.note as TNote;
}

/** A note no service wrote (an account's purge, a script): no event tells the node of it. */
async function unannounced(c: Coaching, content: string): Promise<void> {
  await server.ctx.db
    .insertInto('notes')
    .values({
      coachId: c.coach.user.id,
      coacheeId: c.client.user.id,
      authorId: c.coach.user.id,
      noteType: 'GENERAL_COACH',
      content,
      isPrivate: false,
    })
    .execute();
}

describe('GET /api/notes from the node’s cache', () => {
  it('answers a repeated read from memory, and reads again once the answer is too old', async () => {
    const c = await buildCoaching(server);
    await write(c.coach.token, { coacheeId: c.client.user.id, noteType: 'GENERAL_COACH', content: 'first' });
    const query = `coacheeId=${c.client.user.id}`;
    expect((await notebook(c.coach.token, query)).total).toBe(1);

    await unannounced(c, 'second');
    // The same query comes from memory; another one reads the database.
    expect((await notebook(c.coach.token, query)).total).toBe(1);
    expect((await notebook(c.coach.token, `${query}&kind=general`)).total).toBe(2);
    clock.advance(NOTES_CACHE_MAX_AGE_MS);
    expect((await notebook(c.coach.token, query)).total).toBe(2);
  });

  it('reads again at once after a write of this node, for the coach and, when shared, the client', async () => {
    const c = await buildCoaching(server);
    const query = `coacheeId=${c.client.user.id}`;
    expect((await notebook(c.coach.token, query)).total).toBe(0);
    expect((await notebook(c.client.token, query)).total).toBe(0);

    const shared = await write(c.coach.token, {
      coacheeId: c.client.user.id,
      noteType: 'GENERAL_COACH',
      content: 'shared',
      isPrivate: false,
    });
    expect((await notebook(c.coach.token, query)).notes.map((n) => n.id)).toEqual([shared.id]);
    expect((await notebook(c.client.token, query)).notes.map((n) => n.id)).toEqual([shared.id]);

    clock.advance(10);
    const edited = await call(server, 'PUT', `/api/notes/${shared.id}`, { token: c.coach.token, payload: { content: 'edited' } });
    expect(edited.statusCode).toBe(200);
    expect((await notebook(c.client.token, query)).notes[0]!.content).toBe('edited');
    expect((await notebook(c.coach.token, query)).lastUpdatedAt).toBe((edited.json().data.note as TNote).updatedAt);

    await call(server, 'DELETE', `/api/notes/${shared.id}`, { token: c.coach.token });
    expect((await notebook(c.client.token, query)).total).toBe(0);
    expect((await notebook(c.coach.token, query)).total).toBe(0);
  });

  it("serves no one else's answer, and no revoked token or deleted account", async () => {
    const c = await buildCoaching(server);
    await write(c.coach.token, { coacheeId: c.client.user.id, noteType: 'GENERAL_COACH', content: 'mine' });
    const query = `coacheeId=${c.client.user.id}`;
    expect((await notebook(c.coach.token, query)).total).toBe(1);

    const other = await buildCoaching(server);
    expectError(await call(server, 'GET', `/api/notes?${query}`, { token: other.coach.token }), 404, ERR.CLIENT_NOT_FOUND);
    expectError(await call(server, 'GET', `/api/notes?${query}`, { token: (await buildUser(server)).token }), 404, ERR.CLIENT_NOT_FOUND);

    const changed = await call(server, 'POST', '/api/auth/change-password', {
      token: c.coach.token,
      payload: { currentPassword: c.coach.password, newPassword: 'a-new-horse-battery-staple' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await call(server, 'GET', `/api/notes?${query}`, { token: c.coach.token }), 401, ERR.UNAUTHORIZED);
    const fresh = changed.json().data.token as string;
    expect((await notebook(fresh, query)).total).toBe(1);

    // An account deleted without any event (as a script would): its cached answer is not served past its age.
    await server.ctx.db.updateTable('users').set({ deletedAt: new Date() }).where('id', '=', c.coach.user.id).execute();
    clock.advance(NOTES_CACHE_MAX_AGE_MS);
    expectError(await call(server, 'GET', `/api/notes?${query}`, { token: fresh }), 401, ERR.UNAUTHORIZED);
  });
});
