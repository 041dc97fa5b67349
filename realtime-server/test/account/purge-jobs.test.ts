import { describe, expect, it } from 'vitest';
import { ACCOUNT_PURGE_DAYS, DAY_MS } from '@coach/contract';
import { purgeDeletedAccounts } from '../../src/modules/account/service.ts';
import { serverForFile } from '../helpers.ts';
import { sendMessage } from '../chat/chat-helpers.ts';
import { buildCoaching } from '../factories/coaching.ts';

// The purge and the job queue: no job keeps a purged person's address, id or rows in its payload.
const server = serverForFile();

const jobsNamed = (name: string) =>
  server.ctx.db.selectFrom('jobs').select(['name', 'status']).where('name', 'like', `${name}%`).orderBy('name').execute();

describe('account purge: the job queue', () => {
  it("removes the jobs whose payload names the person, at any depth and in any status, and keeps everyone else's", async () => {
    const { client: gone, coach: stays, roomId } = await buildCoaching(server);
    const tag = `purge-test-${gone.user.id.slice(0, 8)}`;
    const message = await sendMessage(server, gone.token, roomId, 'hello');
    const emailId = await server.ctx.mailer.send({ to: gone.user.email, subject: 'Hi', text: 'Hi' });
    const jobs = server.ctx.jobs;
    await jobs.enqueue(`${tag}:reset`, { email: gone.user.email.toUpperCase() });
    await jobs.enqueue(`${tag}:nested`, { session: { coachId: stays.user.id, clientId: gone.user.id } });
    await jobs.enqueue(`${tag}:in-list`, { ids: [1, { who: gone.user.id }] });
    await jobs.enqueue(`${tag}:message`, { roomId, messageId: message.id });
    await jobs.enqueue(`${tag}:email`, { emailId });
    await jobs.enqueue(`${tag}:other`, { email: stays.user.email, userId: stays.user.id, roomId });
    await jobs.enqueue(`${tag}:plain`, { count: 3 });
    // Failed and finished jobs keep their payloads too.
    await server.ctx.db.updateTable('jobs').set({ status: 'failed' }).where('name', '=', `${tag}:nested`).execute();
    await server.ctx.db.updateTable('jobs').set({ status: 'done' }).where('name', '=', `${tag}:reset`).execute();

    const longAgo = new Date(server.ctx.clock.now().getTime() - (ACCOUNT_PURGE_DAYS + 1) * DAY_MS);
    await server.ctx.db.updateTable('users').set({ deletedAt: longAgo }).where('id', '=', gone.user.id).execute();
    expect(await purgeDeletedAccounts(server.ctx)).toBeGreaterThanOrEqual(1);

    expect(await jobsNamed(tag)).toEqual([
      { name: `${tag}:other`, status: 'queued' },
      { name: `${tag}:plain`, status: 'queued' },
    ]);
  });
});
