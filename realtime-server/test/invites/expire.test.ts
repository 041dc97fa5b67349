import { describe, expect, it } from 'vitest';
import { DAY_MS, INVITE_EXPIRY_DAYS, ONBOARDING_ERR, type TInvite } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { expireDueInvites } from '../../src/modules/invites/service.ts';
import { serverForFile, socketsForFile } from '../helpers.ts';
import { inviteCalls } from './invites-helpers.ts';
import { intakePayload, saveCompletion, sendInvite } from '../factories/onboarding.ts';

// The expiry job flips the pending invites of the whole (shared) database once this file's clock has
// moved past them. This clock starts a year back, so that it only ever reaches this file's invites and
// never those of the other invites-*.test.ts files (nor of any file), whose clocks run ahead of real time.
const clock = new ManualClock();
clock.advance(-365 * DAY_MS);
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000', PUBLIC_URL: 'https://coach.example.test' }, { clock });
const sockets = socketsForFile(server);

const { coach, verify, statusOf } = inviteCalls(server);
const socketOf = (token: string) => sockets.connect(token);

describe('the invites.expire job', () => {
  it('flips pending invites past their expiry to expired and pushes each; expired ones cannot be accepted', async () => {
    const me = await coach();
    const old = await sendInvite(server, me.token);
    clock.advance(DAY_MS);
    const recent = await sendInvite(server, me.token);
    const socket = await socketOf(me.token);
    const pushed: TInvite[] = [];
    socket.on('invite:changed', ({ invite }) => pushed.push(invite));

    clock.advance((INVITE_EXPIRY_DAYS - 1) * DAY_MS + 60_000);
    expect(await expireDueInvites(server.ctx)).toBeGreaterThanOrEqual(1);
    const stored = async (id: string) =>
      (await server.ctx.db.selectFrom('invites').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await stored(old.invite.id)).toBe('expired');
    expect(await stored(recent.invite.id)).toBe('pending');
    await expect.poll(() => pushed.find((i) => i.id === old.invite.id)?.status).toBe('expired');
    expect(pushed.some((i) => i.id === recent.invite.id && i.status === 'expired')).toBe(false);

    const res = await saveCompletion(server, intakePayload({ email: old.email, inviteCode: old.code }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_NO_LONGER_VALID);
    expect((await verify(old.code, old.email)).json().error).toBe(ONBOARDING_ERR.INVITE_NO_LONGER_VALID);

    // Eight days after sending, the recent one is gone too.
    clock.advance(2 * DAY_MS);
    await expireDueInvites(server.ctx);
    expect(await stored(recent.invite.id)).toBe('expired');
    expect(await statusOf(me.token, recent.invite.id)).toBe('expired');
  });

  it('is registered and scheduled every minute', () => {
    // Read from the runner itself: enqueuing the real job here would let another file's server run it.
    const jobs = server.ctx.jobs as unknown as { handlers: Map<string, unknown>; schedules: Map<string, { everyMs: number }> };
    expect(jobs.handlers.has('invites.expire')).toBe(true);
    expect(jobs.schedules.get('invites.expire')?.everyMs).toBe(60_000);
  });
});
