import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  INVITE_RESENDS_MAX,
  INVITES_PER_DAY_MAX,
  INVITES_PER_HOUR_MAX,
  INVITES_PER_RECIPIENT_MAX,
  INVITES_PER_SEND_MAX,
  ONBOARDING_ERR,
  ROLE,
  type TInvite,
} from '@coach/contract';
import { inviteLimitKeys } from '../../src/modules/invites/invite-limits.ts';
import { call, latestEmailTo, serverForFile } from '../helpers.ts';
import { sendInvite, signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser, uniqueEmail } from '../factories/people.ts';

// Nothing here depends on an invite staying pending; besides, the expiry job of
// invites-expire.test.ts runs on a clock a year back, so it reaches only that file's invites.
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const coach = (opts: { verified?: boolean; onboarded?: boolean; firstName?: string } = {}) =>
  buildUser(server, { role: ROLE.COACH, onboarded: true, ...opts });
const send = (token: string, emails: string[]) => call(server, 'POST', '/api/invites/send', { token, payload: { emails } });
const resend = (token: string, id: string) => call(server, 'PUT', `/api/invites/${id}/resend`, { token });
const cancel = (token: string, id: string) => call(server, 'PUT', `/api/invites/${id}/cancel`, { token });
const addresses = (n: number, label = 'bulk') => Array.from({ length: n }, () => uniqueEmail(label));
const listed = async (token: string) => (await call(server, 'GET', '/api/invites/coach', { token })).json().data.invites as TInvite[];

/** A 429 with its text, a Retry-After, and a wait in the text that matches it. */
function expectLimited(res: Awaited<ReturnType<typeof call>>, text: (minutes: number) => string) {
  expect(res.statusCode, res.body).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ error: text(Math.max(1, Math.ceil(retryAfter / 60))), code: 'RATE_LIMITED' });
}

describe('POST /api/invites/send: what the answer tells', () => {
  it('answers alike for a registered and an unknown address, and names the coachee only once accepted', async () => {
    const me = await coach();
    const registered = await buildUser(server, { firstName: 'Rowena' });
    const unknown = uniqueEmail('unknown');
    const res = await send(me.token, [registered.user.email, unknown]);
    expect(res.statusCode, res.body).toBe(201);
    const [a, b] = res.json().data.invites as TInvite[];
    const shape = (i: TInvite) => ({ ...i, id: 'id', email: 'email' });
    expect(shape(a!)).toEqual(shape(b!));
    expect(a!.coacheeName).toBeNull();
    expect(res.body).not.toContain('Rowena');
    expect(JSON.stringify(await listed(me.token))).not.toContain('Rowena');

    // Once the invitee accepts, the coach sees the name they signed up with.
    const { code, email } = await sendInvite(server, me.token);
    await signUpThroughIntake(server, { email, inviteCode: code });
    expect((await listed(me.token)).find((i) => i.email === email)).toMatchObject({ status: 'accepted', coacheeName: 'Indy Intake' });
  });
});

describe('POST /api/invites/send and PUT /api/invites/{id}/resend: who may send', () => {
  it('refuses a coach whose email is not verified, and one who has not onboarded, with a 403 that says why', async () => {
    const unverified = await coach({ verified: false });
    const notOnboarded = await coach({ onboarded: false });
    const email = uniqueEmail('nobody');
    const first = await send(unverified.token, [email]);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ error: ONBOARDING_ERR.INVITE_NEEDS_VERIFIED_EMAIL, code: 'EMAIL_NOT_VERIFIED' });
    const second = await send(notOnboarded.token, [email]);
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({ error: ONBOARDING_ERR.INVITE_NEEDS_ONBOARDING, code: 'ONBOARDING_REQUIRED' });
    expect(await latestEmailTo(server, email)).toBeUndefined();
  });

  it('refuses a resend once the coach is no longer verified (a change of email)', async () => {
    const me = await coach();
    const { invite } = await sendInvite(server, me.token);
    await server.ctx.db.updateTable('users').set({ emailVerified: false }).where('id', '=', me.user.id).execute();
    const res = await resend(me.token, invite.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_NEEDS_VERIFIED_EMAIL);
  });
});

describe('POST /api/invites/send: limits', () => {
  it(`sends at most ${INVITES_PER_HOUR_MAX} invitations an hour; a refused batch costs nothing`, async () => {
    const me = await coach();
    expect((await send(me.token, addresses(INVITES_PER_SEND_MAX))).statusCode).toBe(201);
    expect((await send(me.token, addresses(10))).statusCode).toBe(201);
    // 60 sent: 50 more would pass the hour's allowance, so none of them goes.
    const tooMany = addresses(INVITES_PER_SEND_MAX);
    expectLimited(await send(me.token, tooMany), ONBOARDING_ERR.INVITES_HOURLY_LIMIT);
    expect(await latestEmailTo(server, tooMany[0]!)).toBeUndefined();
    // The refused batch was not counted: the 40 left still go, then nothing more.
    expect((await send(me.token, addresses(INVITES_PER_HOUR_MAX - 60))).statusCode).toBe(201);
    expectLimited(await send(me.token, addresses(1)), ONBOARDING_ERR.INVITES_HOURLY_LIMIT);
    expect((await call(server, 'GET', '/api/invites/coach', { token: me.token })).json().data.counts.total).toBe(INVITES_PER_HOUR_MAX);
    // Another coach has an allowance of their own.
    const other = await coach();
    expect((await send(other.token, addresses(1))).statusCode).toBe(201);
  });

  it(`sends at most ${INVITES_PER_DAY_MAX} invitations a day`, async () => {
    const me = await coach();
    // Stands for the invitations sent earlier today.
    const day = { key: inviteLimitKeys.day(server.ctx, me.user.id), max: INVITES_PER_DAY_MAX, windowMs: DAY_MS };
    await server.ctx.limiter.consume([{ ...day, cost: INVITES_PER_DAY_MAX - 1 }]);
    expectLimited(await send(me.token, addresses(2)), ONBOARDING_ERR.INVITES_DAILY_LIMIT);
    expect((await send(me.token, addresses(1))).statusCode).toBe(201);
    expectLimited(await send(me.token, addresses(1)), ONBOARDING_ERR.INVITES_DAILY_LIMIT);
  });

  it(`invites one address at most ${INVITES_PER_RECIPIENT_MAX} times, then it cools down; other coaches are not held back`, async () => {
    const me = await coach();
    const email = uniqueEmail('again');
    for (let i = 0; i < INVITES_PER_RECIPIENT_MAX; i++) {
      const { invite } = await sendInvite(server, me.token, email);
      expect((await cancel(me.token, invite.id)).statusCode).toBe(200);
    }
    const res = await send(me.token, [uniqueEmail('fine'), email.toUpperCase()]);
    expectLimited(res, (minutes) => ONBOARDING_ERR.INVITE_RECIPIENT_LIMIT(email, minutes));
    expect(res.json().error).toMatch(/wait \d+ (minutes|hours)/);
    const mails = await server.ctx.db.selectFrom('outboundEmails').select('id').where('toAddress', '=', email).execute();
    expect(mails).toHaveLength(INVITES_PER_RECIPIENT_MAX);

    const other = await coach();
    expect((await send(other.token, [email])).statusCode).toBe(201);
  });
});

describe('PUT /api/invites/{id}/resend: limits', () => {
  it(`sends one invite again at most ${INVITE_RESENDS_MAX} times`, async () => {
    const me = await coach();
    const { invite, email } = await sendInvite(server, me.token);
    for (let i = 0; i < INVITE_RESENDS_MAX; i++) expect((await resend(me.token, invite.id)).statusCode).toBe(200);
    expectLimited(await resend(me.token, invite.id), ONBOARDING_ERR.INVITE_RESEND_LIMIT);
    const mails = await server.ctx.db.selectFrom('outboundEmails').select('id').where('toAddress', '=', email).execute();
    expect(mails).toHaveLength(1 + INVITE_RESENDS_MAX);
    // Another invite of the same coach is not held back.
    const { invite: next } = await sendInvite(server, me.token);
    expect((await resend(me.token, next.id)).statusCode).toBe(200);
  });
});
