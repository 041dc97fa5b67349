import { describe, expect, it } from 'vitest';
import { DAY_MS, ERR, INVITE_EXPIRY_DAYS, INVITES_PAGE_DEFAULT, INVITES_PAGE_MAX, ONBOARDING_ERR, type TInvite } from '@coach/contract';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, latestEmailTo, serverForFile, socketsForFile } from '../helpers.ts';
import { inviteCalls } from './invites-helpers.ts';
import { sendInvite, signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser, uniqueEmail } from '../factories/people.ts';

// Sending and listing invites; changing them: invites-manage.test.ts; using them: invites-accept.test.ts;
// the expiry job, whose clock stays behind every other file's: invites-expire.test.ts.
const clock = new ManualClock();
const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000', PUBLIC_URL: 'https://coach.example.test' }, { clock });
const sockets = socketsForFile(server);

const { coach, list, cancel } = inviteCalls(server);
const socketOf = (token: string) => sockets.connect(token);

describe('POST /api/invites/send', () => {
  it('invites each address once, emails the link with the coach and the message, and pushes each invite', async () => {
    const me = await coach('Casey');
    const socket = await socketOf(me.token);
    const pushed: TInvite[] = [];
    socket.on('invite:changed', ({ invite }) => pushed.push(invite));
    const existing = await buildUser(server, { firstName: 'Erin' });
    const fresh = uniqueEmail('fresh');

    const res = await call(server, 'POST', '/api/invites/send', {
      token: me.token,
      payload: { emails: [fresh, existing.user.email, fresh.toUpperCase()], personalMessage: '  Looking forward to working with you!  ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { invitesSent, invites } = res.json().data as { invitesSent: number; invites: TInvite[] };
    expect(invitesSent).toBe(2);
    expect(invites.map((i) => i.email)).toEqual([fresh, existing.user.email]);
    for (const invite of invites) {
      expect(invite).toMatchObject({ status: 'pending', personalMessage: 'Looking forward to working with you!', acceptedAt: null });
      expect(Date.parse(invite.expiresDate) - Date.parse(invite.sentDate)).toBe(INVITE_EXPIRY_DAYS * DAY_MS);
    }
    // No name, registered or not: a name would tell the coach who has an account.
    expect(invites.map((i) => i.coacheeName)).toEqual([null, null]);

    const row = await server.ctx.db.selectFrom('invites').select('code').where('id', '=', invites[0]!.id).executeTakeFirstOrThrow();
    expect(row.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await latestEmailTo(server, fresh);
    expect(mail?.subject).toBe('Casey User invited you to coaching');
    expect(mail?.textBody).toContain(`https://coach.example.test/accept-invite/${row.code}`);
    expect(mail?.textBody).toContain('Looking forward to working with you!');

    await expect.poll(() => pushed.map((i) => i.id).sort()).toEqual(invites.map((i) => i.id).sort());
  });

  it('refuses an address this coach already has a pending invite for, naming it', async () => {
    const me = await coach();
    const { email } = await sendInvite(server, me.token);
    const other = uniqueEmail('other');
    const res = await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: [other, email.toUpperCase()] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ONBOARDING_ERR.INVITE_ALREADY_PENDING(email));
    // Nothing was sent to the other address either.
    expect(await latestEmailTo(server, other)).toBeUndefined();
    // Another coach may invite the same person.
    const second = await coach();
    expect((await call(server, 'POST', '/api/invites/send', { token: second.token, payload: { emails: [email] } })).statusCode).toBe(201);
  });

  it("refuses an address that is already the coach's client", async () => {
    const me = await coach();
    const { email, code } = await sendInvite(server, me.token);
    await signUpThroughIntake(server, { email, inviteCode: code });
    const res = await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: [email] } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(ONBOARDING_ERR.ALREADY_YOUR_CLIENT(email));
  });

  it('refuses an empty list and an invalid address with the product texts', async () => {
    const me = await coach();
    const empty = await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(ONBOARDING_ERR.NO_RECIPIENTS);
    const bad = await call(server, 'POST', '/api/invites/send', { token: me.token, payload: { emails: ['nope'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(ERR.EMAIL_INVALID);
  });

  it('is for coaches only', async () => {
    const customer = await buildUser(server);
    const res = await call(server, 'POST', '/api/invites/send', { token: customer.token, payload: { emails: [uniqueEmail()] } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(ONBOARDING_ERR.NOT_A_COACH);
    expect((await call(server, 'POST', '/api/invites/send', { payload: { emails: [uniqueEmail()] } })).statusCode).toBe(401);
  });
});

describe('GET /api/invites/coach', () => {
  it("lists only the caller's invites, newest first", async () => {
    const me = await coach();
    const first = await sendInvite(server, me.token);
    clock.advance(1000);
    const second = await sendInvite(server, me.token);
    const stranger = await coach();
    await sendInvite(server, stranger.token);

    const res = await list(me.token);
    expect(res.statusCode).toBe(200);
    expect((res.json().data.invites as TInvite[]).map((i) => i.id)).toEqual([second.invite.id, first.invite.id]);
    expect(res.body).not.toContain(first.code);
  });

  it('is for coaches only', async () => {
    const customer = await buildUser(server);
    expect((await list(customer.token)).statusCode).toBe(403);
  });

  it('answers a page at a time, each invite once, with the counts of all of them on every page', async () => {
    const me = await coach();
    // One batch: five invites sent at the same moment, so the pages part between equal times.
    const sent = await call(server, 'POST', '/api/invites/send', {
      token: me.token,
      payload: { emails: [1, 2, 3, 4, 5].map(() => uniqueEmail('page')) },
    });
    const ids = (sent.json().data.invites as TInvite[]).map((i) => i.id);
    await cancel(me.token, ids[0]!);
    await server.ctx.db
      .updateTable('invites')
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where('id', '=', ids[1]!)
      .execute();

    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page = await call(server, 'GET', `/api/invites/coach?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: me.token });
      expect(page.statusCode, page.body).toBe(200);
      const data = page.json().data as { invites: TInvite[]; nextCursor: string | null; counts: Record<string, number> };
      expect(data.counts).toEqual({ total: 5, pending: 3, accepted: 0, expired: 1, cancelled: 1 });
      sizes.push(data.invites.length);
      seen.push(...data.invites.map((i) => i.id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect([...seen].sort()).toEqual([...ids].sort());
  });

  it(`answers ${INVITES_PAGE_DEFAULT} invites unless asked, at most ${INVITES_PAGE_MAX}, and refuses a made-up cursor`, async () => {
    const me = await coach();
    await call(server, 'POST', '/api/invites/send', {
      token: me.token,
      payload: { emails: Array.from({ length: 50 }, () => uniqueEmail('many')) },
    });
    await call(server, 'POST', '/api/invites/send', {
      token: me.token,
      payload: { emails: Array.from({ length: 10 }, () => uniqueEmail('many')) },
    });
    const first = (await list(me.token)).json().data;
    expect(first.invites).toHaveLength(INVITES_PAGE_DEFAULT);
    expect(first.counts.total).toBe(60);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = (await call(server, 'GET', `/api/invites/coach?cursor=${first.nextCursor}`, { token: me.token })).json().data;
    expect(rest.invites).toHaveLength(60 - INVITES_PAGE_DEFAULT);
    expect(rest.nextCursor).toBeNull();
    expect((await call(server, 'GET', `/api/invites/coach?limit=${INVITES_PAGE_MAX + 1}`, { token: me.token })).statusCode).toBe(400);
    // Made up or out of range: a 400, never a database error.
    for (const cursor of ['not-a-cursor', `99999999999999999999_${first.invites[0].id}`, '1_------------------------------------']) {
      expect((await call(server, 'GET', `/api/invites/coach?cursor=${cursor}`, { token: me.token })).statusCode).toBe(400);
    }
    // A well-formed cursor far past any invite simply ends the list.
    const far = await call(server, 'GET', `/api/invites/coach?cursor=1_${first.invites[0].id}`, { token: me.token });
    expect(far.json().data).toMatchObject({ invites: [], nextCursor: null });
  });
});
