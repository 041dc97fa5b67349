import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { TAvailableSlots } from '@coach/contract';
import { call, serverForFile, waitFor } from '../helpers.ts';
import type { AppServer } from '../../src/app.ts';
import { gridAt } from './sessions-helpers.ts';
import { type BuiltUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

/** Two nodes on one database: node B keeps the answers, the writes go elsewhere. */
const prefix = `${inject('redisPrefix')}slots-cache-${randomUUID().slice(0, 8)}:`;
const env = { REDIS_PREFIX: prefix, AUTH_RATE_LIMIT_PER_IP: '1000' };
const nodeA = serverForFile(env);
const nodeB = serverForFile(env);

const day = (hours: number) => gridAt(hours).slice(0, 10);

async function slotsOn(node: AppServer, who: BuiltUser, coachId: string, query: string) {
  const res = await call(node, 'GET', `/api/sessions/available/${coachId}${query}`, { token: who.token });
  return { status: res.statusCode, data: res.statusCode === 200 ? (res.json().data as TAvailableSlots) : undefined };
}

describe('the free-slots cache', () => {
  it('serves a repeated read from memory and drops it when another node or the database itself changes the coach', async () => {
    const c = await buildCoaching(nodeA, { open: true });
    const d = day(48);
    const query = `?startDate=${d}&endDate=${d}`;
    const first = await slotsOn(nodeB, c.client, c.coach.user.id, query);
    expect(first.status).toBe(200);
    const at = first.data!.availableSlots[4]!.scheduledAt;

    // Kept, and served again as it was. (Other test files' writes to rooms and relationships share
    // this database and drop every node's answers: read again until one is held.)
    await waitFor(
      async () => (await slotsOn(nodeB, c.client, c.coach.user.id, query)) && nodeB.ctx.slotsCache.heldFor(c.coach.user.id) === 1,
      3000,
      'node B to hold the answer',
    );
    expect((await slotsOn(nodeB, c.client, c.coach.user.id, query)).data).toEqual(first.data);

    // A booking through node A: node B's next read leaves that time out (the database's notice).
    const booked = await call(nodeA, 'POST', '/api/sessions/book-slot', {
      token: c.client.token,
      payload: { templateId: first.data!.availableSlots[4]!.templateId, scheduledAt: at },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    await waitFor(
      async () => !(await slotsOn(nodeB, c.client, c.coach.user.id, query)).data!.availableSlots.some((s) => s.scheduledAt === at),
      3000,
      'node B to drop the booked time',
    );

    // A row written by no service at all (a job, an administrator) is noticed too.
    const later = first.data!.availableSlots[10]!.scheduledAt;
    const start = new Date(later);
    await waitFor(
      async () => (await slotsOn(nodeB, c.client, c.coach.user.id, query)) && nodeB.ctx.slotsCache.heldFor(c.coach.user.id) === 1,
      3000,
      'node B to hold the answer',
    );
    await nodeA.ctx.db
      .insertInto('sessions')
      .values({
        coachId: c.coach.user.id,
        clientId: c.client.user.id,
        scheduledAt: start,
        duration: 60,
        endsAt: new Date(start.getTime() + 3_600_000),
      })
      .execute();
    await waitFor(() => nodeB.ctx.slotsCache.heldFor(c.coach.user.id) === 0, 3000, 'node B to drop what it held');
    expect((await slotsOn(nodeB, c.client, c.coach.user.id, query)).data!.availableSlots.some((s) => s.scheduledAt === later)).toBe(false);
  });

  it('stops answering a client whose relationship ended, and a token that was revoked', async () => {
    const c = await buildCoaching(nodeA, { open: true });
    const d = day(72);
    const query = `?startDate=${d}&endDate=${d}`;
    expect((await slotsOn(nodeB, c.client, c.coach.user.id, query)).status).toBe(200);
    await nodeA.ctx.db.updateTable('rooms').set({ humanCoachId: null }).where('id', '=', c.roomId).execute();
    await nodeA.ctx.db
      .updateTable('coachClients')
      .set({ status: 'ended', endedAt: new Date() })
      .where('id', '=', c.relationshipId)
      .execute();
    await waitFor(
      async () => (await slotsOn(nodeB, c.client, c.coach.user.id, query)).status === 404,
      3000,
      'the former client to get 404',
    );

    const other = await buildCoaching(nodeA, { open: true });
    expect((await slotsOn(nodeB, other.client, other.coach.user.id, query)).status).toBe(200);
    await nodeA.ctx.db
      .updateTable('users')
      .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('id', '=', other.client.user.id)
      .execute();
    await waitFor(
      async () => (await slotsOn(nodeB, other.client, other.coach.user.id, query)).status === 401,
      3000,
      'the revoked token to get 401',
    );
  });
});
