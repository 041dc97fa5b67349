import { describe, expect, it } from 'vitest';
import { SESSION_ERR, VIDEO_ERR, type TVideoEnterAck, type TVideoJoinData } from '@coach/contract';
import { call, nextEvent, serverForFile, socketsForFile, type TestSocket } from '../helpers.ts';
import { expectError } from '../sessions/sessions-helpers.ts';
import { guestCalls, type Started } from './video-guest-helpers.ts';
import { joinVideo } from './video-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

// A guest the coach admits comes in only once the session's client allows it (docs/video-room.md#guests-and-knocks).
const server = serverForFile({ PUBLIC_URL: 'https://coach.example.test' });
const sockets = socketsForFile(server);
const { started, makeLink, knock, decide, clientAnswer, guestJoin, guestSocket } = guestCalls(server, sockets);

/** A started session with a guest knocking, and the coach's and the client's sockets listening. */
async function knocking(name = 'Gwen Guest') {
  const c = await started();
  const link = await makeLink(c, { maxUses: 5 });
  const k = await knock(link.code, name);
  return { c, link, ...k, coachSocket: await sockets.connect(c.coach.token), clientSocket: await sockets.connect(c.client.token) };
}

const enter = (socket: TestSocket, c: Started) =>
  socket.timeout(5000).emitWithAck('video:enter', { sessionId: c.sessionId }) as Promise<TVideoEnterAck>;
const catchUpOf = async (socket: TestSocket, c: Started) => {
  const ack = await enter(socket, c);
  if (!ack.ok) throw new Error(ack.error);
  return ack.catchUp;
};

describe("the client's answer to a guest the coach admitted", () => {
  it('asks the client live when the coach admits; their yes lets the guest in', async () => {
    const { c, knock: k, guestToken, coachSocket, clientSocket } = await knocking();
    let asks = 0;
    clientSocket.on('video:guest-request', () => asks++);
    const guest = await guestSocket(guestToken);
    try {
      let admissions = 0;
      guest.on('video:admission', () => admissions++);
      const asked = nextEvent(clientSocket, 'video:guest-request');
      const coachHeard = nextEvent(coachSocket, 'video:knock');
      const res = await decide(c, k.id, true);
      expect(res.json().data.knock).toMatchObject({ id: k.id, name: 'Gwen Guest', status: 'awaiting_client', clientAnswer: null });
      expect(await asked).toEqual({ sessionId: c.sessionId, knock: res.json().data.knock });
      expect((await coachHeard).knock.status).toBe('awaiting_client');
      expectError(await guestJoin(guestToken), 401, VIDEO_ERR.GUEST_WAITING);
      // Still waiting: the guest is told nothing yet.
      expect(admissions).toBe(0);

      const admission = nextEvent(guest, 'video:admission');
      const coachTold = nextEvent(coachSocket, 'video:knock');
      const closed = nextEvent(clientSocket, 'video:guest-request');
      const answer = await clientAnswer(c, k.id, true);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.knock).toMatchObject({ status: 'admitted', clientAnswer: 'allowed' });
      expect(await admission).toEqual({ sessionId: c.sessionId, knockId: k.id, admitted: true });
      expect((await coachTold).knock).toMatchObject({ status: 'admitted', clientAnswer: 'allowed' });
      expect((await closed).knock.status).toBe('admitted');
      const joined = await guestJoin(guestToken);
      expect(joined.statusCode, joined.body).toBe(200);
      expect((joined.json().data as TVideoJoinData).userRole).toBe('observer');
      // Answered once: a second answer finds nothing waiting.
      expectError(await clientAnswer(c, k.id, false), 404, VIDEO_ERR.KNOCK_NOT_FOUND);
    } finally {
      guest.close();
    }

    // A guest the coach has not let through, or turned away, is never put to the client.
    const coachHeard = nextEvent(coachSocket, 'video:knock');
    const other = await knock((await makeLink(c)).code, 'Hal Guest');
    await coachHeard;
    const denied = nextEvent(coachSocket, 'video:knock');
    await decide(c, other.knock.id, false);
    await denied;
    await new Promise((r) => setTimeout(r, 200));
    expect(asks).toBe(2);
  });

  it("turns the guest away on the client's no, and tells the coach who declined", async () => {
    const { c, knock: k, guestToken, coachSocket } = await knocking();
    await decide(c, k.id, true);
    const guest = await guestSocket(guestToken);
    try {
      const admission = nextEvent(guest, 'video:admission');
      const coachTold = nextEvent(coachSocket, 'video:knock');
      const res = await clientAnswer(c, k.id, false);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.knock).toMatchObject({ status: 'denied', clientAnswer: 'refused' });
      expect(await admission).toEqual({ sessionId: c.sessionId, knockId: k.id, admitted: false });
      expect((await coachTold).knock).toMatchObject({ id: k.id, name: 'Gwen Guest', status: 'denied', clientAnswer: 'refused' });
    } finally {
      guest.close();
    }
    expectError(await guestJoin(guestToken), 401, VIDEO_ERR.GUEST_DENIED);
    // The coach cannot overrule the client's no.
    expectError(await decide(c, k.id, true), 404, VIDEO_ERR.KNOCK_NOT_FOUND);
    const coachJoin = (await joinVideo(server, c.coach.token, c.sessionId)).json().data as TVideoJoinData;
    expect(coachJoin.coach?.knocks).toMatchObject([{ id: k.id, status: 'denied', clientAnswer: 'refused' }]);
  });

  it('is the client’s alone: the coach gets 403; a stranger, another client and another coach 404; a guest 401', async () => {
    const { c, knock: k, guestToken } = await knocking();
    // Before the coach admits, there is nothing for the client to answer.
    expectError(await clientAnswer(c, k.id, true), 404, VIDEO_ERR.KNOCK_NOT_FOUND);
    await decide(c, k.id, true);
    const other = await buildCoaching(server);
    expectError(await clientAnswer(c, k.id, true, c.coach.token), 403, VIDEO_ERR.CLIENT_ONLY);
    for (const token of [(await buildUser(server)).token, other.client.token, other.coach.token]) {
      expectError(await clientAnswer(c, k.id, true, token), 404, SESSION_ERR.NOT_FOUND);
    }
    for (const token of [null, guestToken]) expect((await clientAnswer(c, k.id, true, token)).statusCode).toBe(401);
    // Another session's knock is no knock of this session.
    const elsewhere = await knocking();
    await decide(elsewhere.c, elsewhere.knock.id, true);
    expectError(await clientAnswer(c, elsewhere.knock.id, true), 404, VIDEO_ERR.KNOCK_NOT_FOUND);
    expect((await clientAnswer(c, k.id, true)).statusCode).toBe(200);
    expect(
      (
        await call(server, 'POST', `/api/sessions/${c.sessionId}/knocks/${k.id}/client-answer`, {
          token: c.client.token,
          payload: { allow: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('asks a client who was not in the room when they enter it, and the coach sees whose answer is awaited', async () => {
    const { c, knock: k, coachSocket } = await knocking();
    const first = await knock((await makeLink(c)).code, 'Ivy Guest');
    await decide(c, k.id, true);
    // The client joins afterwards: their join data and their socket's catch-up ask them.
    const join = (await joinVideo(server, c.client.token, c.sessionId)).json().data as TVideoJoinData;
    expect(join.guestRequests).toMatchObject([{ id: k.id, name: 'Gwen Guest', status: 'awaiting_client' }]);
    const clientSocket = await sockets.connect(c.client.token);
    expect((await catchUpOf(clientSocket, c)).guestRequests.map((r) => r.id)).toEqual([k.id]);
    // Nobody else is asked; the coach's knocks show the one awaiting the client and the one still at the door.
    const coachUp = await catchUpOf(coachSocket, c);
    expect(coachUp.guestRequests).toEqual([]);
    expect(coachUp.coach?.knocks.map((x) => [x.id, x.status])).toEqual([
      [k.id, 'awaiting_client'],
      [first.knock.id, 'waiting'],
    ]);
    await clientAnswer(c, k.id, true);
    expect((await catchUpOf(clientSocket, c)).guestRequests).toEqual([]);
  });

  it('withdraws the question when the coach turns the guest away meanwhile, or revokes their link', async () => {
    const { c, link, knock: k, clientSocket } = await knocking();
    const asked = nextEvent(clientSocket, 'video:guest-request');
    await decide(c, k.id, true);
    await asked;
    const withdrawn = nextEvent(clientSocket, 'video:guest-request');
    expect((await decide(c, k.id, false)).json().data.knock).toMatchObject({ status: 'denied', clientAnswer: null });
    expect((await withdrawn).knock).toMatchObject({ id: k.id, status: 'denied' });
    expectError(await clientAnswer(c, k.id, true), 404, VIDEO_ERR.KNOCK_NOT_FOUND);

    const again = await knock(link.code, 'Jo Guest');
    const askedAgain = nextEvent(clientSocket, 'video:guest-request');
    await decide(c, again.knock.id, true);
    await askedAgain;
    const revoked = nextEvent(clientSocket, 'video:guest-request');
    expect(
      (await call(server, 'DELETE', `/api/sessions/${c.sessionId}/guest-invites/${link.id}`, { token: c.coach.token })).statusCode,
    ).toBe(200);
    expect((await revoked).knock).toMatchObject({ id: again.knock.id, status: 'denied' });
    expectError(await guestJoin(again.guestToken), 401, VIDEO_ERR.GUEST_DENIED);
    expect((await joinVideo(server, c.client.token, c.sessionId)).json().data.guestRequests).toEqual([]);
  });

  it('refuses an answer once the session has ended', async () => {
    const { c, knock: k } = await knocking();
    await decide(c, k.id, true);
    await call(server, 'POST', `/api/sessions/${c.sessionId}/end`, { token: c.coach.token, payload: {} });
    expectError(await clientAnswer(c, k.id, true), 409, VIDEO_ERR.SESSION_ENDED);
  });
});
