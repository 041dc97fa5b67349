import { describe, expect, it } from 'vitest';
import { DAY_MS, INVITE_EXPIRY_DAYS, ONBOARDING_ERR } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { serverForFile, socketsForFile } from '../helpers.ts';
import { inviteCalls, inviteChange } from './invites-helpers.ts';
import { sendInvite, signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser } from '../factories/people.ts';

const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000', PUBLIC_URL: 'https://coach.example.test' }, { clock });
const sockets = socketsForFile(server);

const { coach, list, cancel, resend, remove, validate, statusOf } = inviteCalls(server);
const socketOf = (token: string) => sockets.connect(token);

describe('PUT /api/invites/{id}/cancel', () => {
  it('cancels a pending invite, pushes it, and cannot cancel it twice', async () => {
    const me = await coach();
    const { invite, code } = await sendInvite(server, me.token);
    const socket = await socketOf(me.token);
    const pushed = inviteChange(socket, (p) => p.invite.status === 'cancelled');
    const res = await cancel(me.token, invite.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invite).toMatchObject({ id: invite.id, status: 'cancelled' });
    expect((await pushed).invite).toMatchObject({ id: invite.id, status: 'cancelled' });
    expect((await validate(code)).json().data.valid).toBe(false);

    const again = await cancel(me.token, invite.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ONBOARDING_ERR.INVITE_CANNOT_CANCEL);
  });

  it('cannot cancel an accepted invite', async () => {
    const me = await coach();
    const { invite, code, email } = await sendInvite(server, me.token);
    await signUpThroughIntake(server, { email, inviteCode: code });
    const res = await cancel(me.token, invite.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_CANNOT_CANCEL);
  });
});

describe('PUT /api/invites/{id}/resend', () => {
  it('sends a pending invite again with new dates and the same link', async () => {
    const me = await coach();
    const { invite, code, email } = await sendInvite(server, me.token);
    clock.advance(DAY_MS);
    const res = await resend(me.token, invite.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.invite).toMatchObject({ id: invite.id, status: 'pending' });
    expect(Date.parse(data.sentAt)).toBeGreaterThan(Date.parse(invite.sentDate));
    expect(Date.parse(data.expiresAt) - Date.parse(data.sentAt)).toBe(INVITE_EXPIRY_DAYS * DAY_MS);
    expect(data.sentAt).toBe(data.invite.sentDate);
    const emails = await server.ctx.db.selectFrom('outboundEmails').select('textBody').where('toAddress', '=', email).execute();
    expect(emails).toHaveLength(2);
    expect(emails.every((e) => e.textBody.includes(`/accept-invite/${code}`))).toBe(true);
  });

  it('sends an expired invite again as pending', async () => {
    const me = await coach();
    const { invite, code } = await sendInvite(server, me.token);
    clock.advance((INVITE_EXPIRY_DAYS + 1) * DAY_MS);
    // Past its expiry it shows as expired, even before the job flips it.
    expect(await statusOf(me.token, invite.id)).toBe('expired');
    expect((await validate(code)).json().data.valid).toBe(false);
    const res = await resend(me.token, invite.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invite.status).toBe('pending');
    expect((await validate(code)).json().data.valid).toBe(true);
  });

  it('cannot resend a cancelled invite, nor one whose address has another pending invite', async () => {
    const me = await coach();
    const { invite, email } = await sendInvite(server, me.token);
    await cancel(me.token, invite.id);
    const cancelled = await resend(me.token, invite.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe(ONBOARDING_ERR.INVITE_CANNOT_RESEND);

    const { invite: newer } = await sendInvite(server, me.token, email);
    await cancel(me.token, newer.id);
    const third = await sendInvite(server, me.token, email);
    expect(third.invite.status).toBe('pending');
    // An expired one next to a pending one for the same address.
    const expired = await sendInvite(server, me.token);
    clock.advance((INVITE_EXPIRY_DAYS + 1) * DAY_MS);
    await sendInvite(server, me.token, expired.email);
    const clash = await resend(me.token, expired.invite.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(ONBOARDING_ERR.INVITE_ALREADY_PENDING(expired.email));
  });
});

describe('DELETE /api/invites/{id}', () => {
  it('deletes the invite and pushes it as deleted', async () => {
    const me = await coach();
    const { invite, code } = await sendInvite(server, me.token);
    const socket = await socketOf(me.token);
    const pushed = inviteChange(socket, (p) => p.deleted === true);
    const res = await remove(me.token, invite.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ success: true, message: ONBOARDING_ERR.INVITE_DELETED });
    expect(await pushed).toEqual({ invite: expect.objectContaining({ id: invite.id, email: invite.email }), deleted: true });
    expect(await statusOf(me.token, invite.id)).toBeUndefined();
    expect((await validate(code)).json().data.valid).toBe(false);
    expect((await remove(me.token, invite.id)).statusCode).toBe(404);
  });
});

describe("another coach's invite", () => {
  it('cannot be cancelled, resent or deleted: 404, and stays as it was', async () => {
    const owner = await coach();
    const stranger = await coach();
    const { invite } = await sendInvite(server, owner.token);
    for (const res of [
      await cancel(stranger.token, invite.id),
      await resend(stranger.token, invite.id),
      await remove(stranger.token, invite.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_NOT_FOUND);
    }
    expect((await list(stranger.token)).json().data.invites).toEqual([]);
    expect(await statusOf(owner.token, invite.id)).toBe('pending');
  });

  it('cannot be touched by a customer either (403)', async () => {
    const owner = await coach();
    const customer = await buildUser(server);
    const { invite } = await sendInvite(server, owner.token);
    expect((await cancel(customer.token, invite.id)).statusCode).toBe(403);
    expect((await remove(customer.token, invite.id)).statusCode).toBe(403);
  });
});
