import { describe, expect, it } from 'vitest';
import { ERR, SOCKETS_PER_USER_MAX, TYPING_RELAY_MIN_MS } from '@coach/contract';
import { connectSocket, serverForFile, socketsForFile, type TestSocket } from '../helpers.ts';
import { record, settle } from '../chat/chat-helpers.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const sockets = socketsForFile(server);
const { connect } = sockets;

/** Opens `count` sockets at once with one token, as a script would; the caller closes the ones that connected. */
async function burst(token: string, count: number) {
  const results = await Promise.allSettled(Array.from({ length: count }, () => connectSocket(sockets.baseUrl, token)));
  const opened = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as Error & { data?: unknown }] : []));
  return { opened, refused };
}

describe('Socket.IO handshake: sockets per account', () => {
  it(`opens at most ${SOCKETS_PER_USER_MAX} sockets for one account, even in a burst, and says why`, async () => {
    const me = await buildUser(server);
    const { opened, refused } = await burst(me.token, SOCKETS_PER_USER_MAX + 10);
    try {
      expect(opened).toHaveLength(SOCKETS_PER_USER_MAX);
      expect(refused).toHaveLength(10);
      for (const err of refused) {
        expect(err.message).toBe('too_many_sockets');
        expect(err.data).toEqual({ code: 'TOO_MANY_SOCKETS', error: ERR.TOO_MANY_SOCKETS });
      }
      // Another account is not affected.
      const other = await connect((await buildUser(server)).token);
      expect(other.connected).toBe(true);

      // A closed socket frees its place.
      const closing = opened.pop()!;
      const gone = new Promise((resolve) => closing.once('disconnect', resolve));
      closing.close();
      await gone;
      await settle(100);
      opened.push(await connectSocket(sockets.baseUrl, me.token));
      await expect(connectSocket(sockets.baseUrl, me.token)).rejects.toThrow('too_many_sockets');
    } finally {
      for (const s of opened) s.close();
    }
  });
});

describe("'typing'", () => {
  const typingOf = (seen: ReturnType<typeof record>) => seen.filter((e) => e.event === 'typing');

  it('relays at most one typing per socket and room a second, however many are sent', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const clientSocket: TestSocket = await connect(client.token);
    const coachSeen = record(await connect(coach.token));

    for (let i = 0; i < 1000; i++) clientSocket.emit('typing', { roomId });
    await settle();
    expect(typingOf(coachSeen)).toHaveLength(1);

    // The next second, typing shows again.
    await settle(TYPING_RELAY_MIN_MS);
    clientSocket.emit('typing', { roomId });
    await settle();
    expect(typingOf(coachSeen)).toHaveLength(2);

    // The throttle is per socket: the same user's second tab is relayed at once.
    const secondTab = await connect(client.token);
    secondTab.emit('typing', { roomId });
    await settle();
    expect(typingOf(coachSeen)).toHaveLength(3);
  });
});
