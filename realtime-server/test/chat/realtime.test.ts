import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ROLE, type TMessage } from '@coach/contract';
import { call, listen, nextEvent, serverForFile, socketsForFile, startTestServer } from '../helpers.ts';
import { getData, record, sendMessage, settle } from './chat-helpers.ts';
import { sendInvite, signUpThroughIntake } from '../factories/onboarding.ts';
import { buildUser } from '../factories/people.ts';
import { buildCoaching } from '../factories/coaching.ts';

const server = serverForFile({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const sockets = socketsForFile(server);
const { connect } = sockets;

describe('chat pushes', () => {
  it("sends message:new to the room and room:unread to the other member, never to a stranger's socket", async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const other = await buildCoaching(server);
    const coachSocket = await connect(coach.token);
    const clientSocket = await connect(client.token);
    const strangerSocket = await connect((await buildUser(server)).token);
    const otherCoachSocket = await connect(other.coach.token);
    const strangerSeen = record(strangerSocket);
    const otherSeen = record(otherCoachSocket);

    const coachNew = nextEvent(coachSocket, 'message:new');
    const coachUnread = nextEvent(coachSocket, 'room:unread');
    const clientNew = nextEvent(clientSocket, 'message:new');
    const m = await sendMessage(server, client.token, roomId, 'pushed');
    expect((await coachNew).message).toMatchObject({ id: m.id, content: 'pushed' });
    expect((await clientNew).message.id).toBe(m.id);
    expect(await coachUnread).toEqual({
      roomId,
      unreadCount: 1,
      lastMessageAt: m.createdAt,
      lastMessagePreview: 'pushed',
      lastMessageFrom: 'client',
    });

    await sendMessage(server, other.client.token, other.roomId, 'elsewhere');
    await settle();
    expect(strangerSeen).toEqual([]);
    // The other room's coach also hears its client's fresh stats (a message is activity).
    expect(
      otherSeen
        .map((e) => e.event)
        .filter((e) => e !== 'stats:updated')
        .sort(),
    ).toEqual(['message:new', 'room:unread']);
    expect(otherSeen.every((e) => (e.payload as { roomId?: string; message?: TMessage }).roomId !== roomId)).toBe(true);
  });

  it("writes a message's message:new and room:unread to a member's socket in one write, in that order", async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const coachSocket = await connect(coach.token);
    // The server's side of the coach's connection: the TCP socket under its websocket (engine.io 6 on ws 8).
    const [serverSide] = await server.io.in(`user:${coach.user.id}`).fetchSockets();
    const conn = (serverSide as unknown as { conn: { transport: { socket: { _socket: unknown } } } }).conn;
    const tcp = conn.transport.socket._socket as unknown as {
      _write: (chunk: Buffer, ...rest: unknown[]) => void;
      _writev: (chunks: { chunk: Buffer }[], ...rest: unknown[]) => void;
    };
    // Every write that reaches the TCP socket (one system call each), as text.
    const writes: string[] = [];
    const { _write, _writev } = tcp;
    tcp._write = function (chunk, ...rest) {
      writes.push(chunk.toString('latin1'));
      return _write.call(this, chunk, ...rest);
    };
    tcp._writev = function (chunks, ...rest) {
      writes.push(chunks.map((c) => c.chunk.toString('latin1')).join(''));
      return _writev.call(this, chunks, ...rest);
    };
    const unread = nextEvent(coachSocket, 'room:unread');
    await sendMessage(server, client.token, roomId, 'in one write');
    await unread;
    const both = writes.filter((w) => w.includes('"message:new"') || w.includes('"room:unread"'));
    expect(both).toHaveLength(1);
    expect(both[0]!.indexOf('"message:new"')).toBeGreaterThanOrEqual(0);
    expect(both[0]!.indexOf('"message:new"')).toBeLessThan(both[0]!.indexOf('"room:unread"'));
  });

  it('says in room:unread who wrote the message: the client, the coach or the AI coach, to each member', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const coachSocket = await connect(coach.token);
    const clientSocket = await connect(client.token);

    let coachUnread = nextEvent(coachSocket, 'room:unread');
    await sendMessage(server, client.token, roomId, 'from the client');
    expect(await coachUnread).toMatchObject({ roomId, lastMessagePreview: 'from the client', lastMessageFrom: 'client' });

    const clientUnread = nextEvent(clientSocket, 'room:unread');
    await sendMessage(server, coach.token, roomId, 'from the coach');
    expect(await clientUnread).toMatchObject({ roomId, lastMessagePreview: 'from the coach', lastMessageFrom: 'coach' });

    // The AI coach's greeting takes the other path (the counts read after the store): both members hear it is the AI's.
    coachUnread = nextEvent(coachSocket, 'room:unread');
    const clientHearsAi = nextEvent(clientSocket, 'room:unread');
    await call(server, 'POST', `/api/chat/rooms/${roomId}/welcome`, { token: client.token });
    expect(await coachUnread).toMatchObject({ roomId, lastMessageFrom: 'ai' });
    expect(await clientHearsAi).toMatchObject({ roomId, lastMessageFrom: 'ai' });

    // Reading pushes the count with the last message's author as well.
    const [latest] = (await getData<TMessage[]>(server, coach.token, `/api/chat/rooms/${roomId}/messages?limit=1`)) as TMessage[];
    coachUnread = nextEvent(coachSocket, 'room:unread');
    await call(server, 'POST', `/api/chat/rooms/${roomId}/mark-read`, { token: coach.token, payload: { messageId: latest!.id } });
    expect(await coachUnread).toMatchObject({ roomId, unreadCount: 0, lastMessageFrom: 'ai' });
  });

  it("pushes room:read and the new count to the reader's other tab", async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const m = await sendMessage(server, client.token, roomId, 'read me');
    const tab2 = await connect(coach.token);
    const read = nextEvent(tab2, 'room:read');
    const unread = nextEvent(tab2, 'room:unread');
    await call(server, 'POST', `/api/chat/rooms/${roomId}/mark-read`, { token: coach.token, payload: { messageId: m.id } });
    expect(await read).toEqual({ roomId, messageId: m.id });
    expect(await unread).toMatchObject({ roomId, unreadCount: 0 });
  });

  it('pushes each member the count of messages of others after their read mark, the client and the coach alike', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const coachSocket = await connect(coach.token);
    const clientSocket = await connect(client.token);
    await sendMessage(server, client.token, roomId, 'one');
    const two = await sendMessage(server, client.token, roomId, 'two');
    await call(server, 'POST', `/api/chat/rooms/${roomId}/mark-read`, { token: coach.token, payload: { messageId: two.id } });
    await sendMessage(server, coach.token, roomId, 'the coach answers');
    await settle();
    const coachUnread = nextEvent(coachSocket, 'room:unread');
    await sendMessage(server, client.token, roomId, 'three');
    // The coach read up to 'two' and wrote one since: 'three' is the one unread.
    expect(await coachUnread).toMatchObject({ roomId, unreadCount: 1, lastMessagePreview: 'three' });
    const reply = nextEvent(clientSocket, 'room:unread');
    await sendMessage(server, coach.token, roomId, 'and again');
    // The client never read: both of the coach's messages count, none of the client's own.
    expect(await reply).toMatchObject({ roomId, unreadCount: 2 });
  });

  it('relays typing to the rest of the room only, and ignores typing in a room the socket is not in', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const clientSocket = await connect(client.token);
    const coachSocket = await connect(coach.token);
    const stranger = await buildUser(server);
    const strangerSocket = await connect(stranger.token);
    const clientSeen = record(clientSocket);
    const coachSeen = record(coachSocket);

    const typing = nextEvent(coachSocket, 'typing');
    clientSocket.emit('typing', { roomId });
    expect(await typing).toEqual({ roomId, userId: client.user.id, firstName: 'Cleo' });
    strangerSocket.emit('typing', { roomId });
    await settle();
    expect(clientSeen).toEqual([]);
    expect(coachSeen.filter((e) => e.event === 'typing')).toHaveLength(1);
  });

  it('pushes room:updated to both sides when the coach changes the AI level, not to a stranger', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    const clientSocket = await connect(client.token);
    const strangerSeen = record(await connect((await buildUser(server, { role: ROLE.COACH })).token));
    const updated = nextEvent(clientSocket, 'room:updated');
    const res = await call(server, 'PUT', `/api/coaches/me/clients/${client.user.id}/ai-level`, {
      token: coach.token,
      payload: { aiInteractionLevel: 'AUTONOMOUS' },
    });
    expect(res.statusCode).toBe(200);
    expect((await updated).room).toMatchObject({ id: roomId, aiInteractionLevel: 'AUTONOMOUS' });
    await settle();
    expect(strangerSeen).toEqual([]);
  });

  it("joins a coach's live socket to a room created when their invite is accepted", async () => {
    const coach = await buildUser(server, { role: ROLE.COACH, onboarded: true });
    const coachSocket = await connect(coach.token);
    const { code, email } = await sendInvite(server, coach.token);
    const done = await signUpThroughIntake(server, { email, inviteCode: code });
    const roomId = done.coachingRoom.id;
    // The join travels through the adapter: wait until a message reaches the old socket.
    const got = nextEvent(coachSocket, 'message:new');
    await new Promise((r) => setTimeout(r, 100));
    // From the coach: the room's default AI level would queue a reply to a client's message.
    const m = await sendMessage(server, coach.token, roomId, 'welcome aboard');
    expect((await got).message.id).toBe(m.id);
  });
});

describe('reconnect gap-fill', () => {
  it('gives a client that was away each missed message exactly once, in order', async () => {
    const { roomId, client, coach } = await buildCoaching(server);
    let socket = await connect(client.token);
    const seen = new Map<string, TMessage>();
    socket.on('message:new', ({ message }) => seen.set(message.id, message));
    const first = nextEvent(socket, 'message:new');
    await sendMessage(server, coach.token, roomId, 'before');
    const lastHeld = (await first).message;

    socket.close();
    for (let i = 0; i < 5; i++) await sendMessage(server, coach.token, roomId, `while away ${i}`);

    socket = await connect(client.token);
    const live: TMessage[] = [];
    socket.on('message:new', ({ message }) => live.push(message));
    const missed = await getData<TMessage[]>(server, client.token, `/api/chat/rooms/${roomId}/messages/since?since=${lastHeld.id}`);
    await sendMessage(server, coach.token, roomId, 'after');
    await settle(200);
    const all = [...missed, ...live];
    expect(all.map((m) => m.content)).toEqual(['while away 0', 'while away 1', 'while away 2', 'while away 3', 'while away 4', 'after']);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    expect(all.map((m) => m.seq)).toEqual([...all.map((m) => m.seq)].sort((a, b) => a - b));
    expect(all[0]!.seq).toBeGreaterThan(lastHeld.seq);
  });

  it('fills the gap from a new server process on the same database after a restart', async () => {
    const env = { AUTH_RATE_LIMIT_PER_IP: '1000', REDIS_PREFIX: `${inject('redisPrefix')}restart-${randomUUID().slice(0, 8)}:` };
    const first = await startTestServer(env);
    const { roomId, client, coach } = await buildCoaching(first);
    const held = await sendMessage(first, client.token, roomId, 'held');
    const away = [await sendMessage(first, coach.token, roomId, 'a1'), await sendMessage(first, coach.token, roomId, 'a2')];
    await first.close();

    const second = await startTestServer(env);
    try {
      const url = await listen(second);
      const socket = await connect(client.token, url);
      const missed = await getData<TMessage[]>(second, client.token, `/api/chat/rooms/${roomId}/messages/since?since=${held.id}`);
      expect(missed.map((m) => m.id)).toEqual(away.map((m) => m.id));
      const pushed = nextEvent(socket, 'message:new');
      const after = await sendMessage(second, coach.token, roomId, 'after restart');
      expect((await pushed).message.id).toBe(after.id);
      expect(after.seq).toBeGreaterThan(away[1]!.seq);
    } finally {
      await second.close();
    }
  });

  it('delivers a message sent through node B to a socket on node A (two processes, one Redis)', async () => {
    const env = { AUTH_RATE_LIMIT_PER_IP: '1000', REDIS_PREFIX: `${inject('redisPrefix')}chat2-${randomUUID().slice(0, 8)}:` };
    const [nodeA, nodeB] = await Promise.all([startTestServer(env), startTestServer(env)]);
    try {
      const urlA = await listen(nodeA);
      const { roomId, client, coach } = await buildCoaching(nodeA);
      const socketA = await connect(coach.token, urlA);
      const held = await sendMessage(nodeB, client.token, roomId, 'held');
      socketA.close();
      const away = await sendMessage(nodeB, client.token, roomId, 'while away');
      const back = await connect(coach.token, urlA);
      const pushed = nextEvent(back, 'message:new', 5000);
      const unread = nextEvent(back, 'room:unread', 5000);
      const live = await sendMessage(nodeB, client.token, roomId, 'via B');
      expect((await pushed).message.id).toBe(live.id);
      expect((await unread).unreadCount).toBe(3);
      const missed = await getData<TMessage[]>(nodeA, coach.token, `/api/chat/rooms/${roomId}/messages/since?since=${held.id}`);
      expect(missed.map((m) => m.id)).toEqual([away.id, live.id]);
    } finally {
      await Promise.all([nodeA.close(), nodeB.close()]);
    }
  });
});
