import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { call, nextEvent, serverForFile, socketsForFile } from '../helpers.ts';
import { coachBooks } from './sessions-helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';

/** Two processes behind a load balancer: one database, one Redis, one key prefix. */
const prefix = `${inject('redisPrefix')}sessions-${randomUUID().slice(0, 8)}:`;
const env = { REDIS_PREFIX: prefix, AUTH_RATE_LIMIT_PER_IP: '1000' };
const nodeA = serverForFile(env);
const nodeB = serverForFile(env);
const socketsA = socketsForFile(nodeA);
socketsForFile(nodeB);

describe('session:changed across nodes', () => {
  it('reaches the coach and the client connected to node A when the change goes through node B, the client without coach notes', async () => {
    const c = await buildCoaching(nodeA);
    const coachSocket = await socketsA.connect(c.coach.token);
    const clientSocket = await socketsA.connect(c.client.token);
    const both = () => Promise.all([nextEvent(coachSocket, 'session:changed', 5000), nextEvent(clientSocket, 'session:changed', 5000)]);

    let pushed = both();
    const s = await coachBooks(nodeB, c, 30);
    let [forCoach, forClient] = await pushed;
    expect([forCoach.session.id, forClient.session.id, forCoach.change]).toEqual([s.id, s.id, 'created']);

    pushed = both();
    const res = await call(nodeB, 'PUT', `/api/sessions/${s.id}/notes`, {
      token: c.coach.token,
      payload: { coachNotes: 'only mine', sharedNotes: 'ours' },
    });
    expect(res.statusCode, res.body).toBe(200);
    [forCoach, forClient] = await pushed;
    expect(forCoach.session).toMatchObject({ coachNotes: 'only mine', sharedNotes: 'ours' });
    expect(forClient.session).toMatchObject({ coachNotes: null, sharedNotes: 'ours' });

    pushed = both();
    expect(
      (await call(nodeB, 'PUT', `/api/sessions/${s.id}/cancel`, { token: c.client.token, payload: { reason: 'Schedule conflict' } }))
        .statusCode,
    ).toBe(200);
    [forCoach, forClient] = await pushed;
    expect([forCoach.change, forClient.change, forClient.session.status, forClient.session.coachNotes]).toEqual([
      'cancelled',
      'cancelled',
      'CANCELLED',
      null,
    ]);
  });
});
