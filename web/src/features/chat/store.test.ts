import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_THINKING_TIMEOUT_MS, ERR, type TMessage, type TRoom } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { useChat } from './store.ts';
import { json as answer, serveHttp } from '../../test/http.ts';
import { chatRoom, CLIENT } from './chat.fixture.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const ROOM = '00000000-0000-4000-8000-0000000000aa';

const serverCopy = (content: string, id = '00000000-0000-4000-8000-0000000000f1', seq = 10): TMessage => ({
  id,
  roomId: ROOM,
  userId: ME,
  user: { id: ME, firstName: 'Ann', lastName: 'Lee', isAI: false },
  content,
  messageType: 'text',
  messageStatus: 'sent',
  seq,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  actionData: null,
});

const json = (body: unknown, status = 200) => Promise.resolve(answer(body, status));
/** The first page of a room, as GET /messages answers it. */
const page = (data: TMessage[]) => json({ data, pagination: { hasMore: false, total: data.length, page: 1, limit: 30 } });

describe('chat store', () => {
  beforeEach(() => {
    useAuth.setState({ user: { id: ME } as never });
    useChat.getState().reset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('loads a room, then an optimistic send becomes the server copy', async () => {
    const fetchMock = serveHttp().mockImplementationOnce(() => json({ data: [], pagination: { hasMore: false, total: 0 } }));
    await useChat.getState().load(ROOM);
    expect(useChat.getState().rooms[ROOM]!.status).toBe('ready');

    let resolveSend!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (resolveSend = r)));
    const sent = useChat.getState().send(ROOM, '  hi there ');
    expect(useChat.getState().rooms[ROOM]!.pending).toMatchObject([{ content: 'hi there', status: 'sending' }]);
    const body = JSON.parse(fetchMock.mock.calls[1]![1]!.body as string) as { clientId: string };
    expect(body.clientId).toBeTruthy();

    // The socket push arrives before the POST answer: no duplicate at any moment.
    useChat.getState().receive([serverCopy('hi there')]);
    expect(useChat.getState().rooms[ROOM]!.pending).toHaveLength(0);
    resolveSend(new Response(JSON.stringify({ data: serverCopy('hi there') }), { status: 201 }));
    expect(await sent).toBe(true);
    expect(useChat.getState().rooms[ROOM]!.messages).toHaveLength(1);
  });

  it('marks a failed send, and a retry reuses the clientId', async () => {
    const fetchMock = serveHttp().mockImplementationOnce(() => page([]));
    await useChat.getState().load(ROOM);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    expect(await useChat.getState().send(ROOM, 'hello')).toBe(false);
    const [p] = useChat.getState().rooms[ROOM]!.pending;
    expect(p!.status).toBe('failed');

    fetchMock.mockImplementationOnce(() => json({ data: serverCopy('hello') }, 201));
    expect(await useChat.getState().retry(ROOM, p!.clientId)).toBe(true);
    const retryBody = JSON.parse(fetchMock.mock.calls[2]![1]!.body as string) as { clientId: string };
    expect(retryBody.clientId).toBe(p!.clientId);
    expect(useChat.getState().rooms[ROOM]!.pending).toHaveLength(0);
    expect(useChat.getState().rooms[ROOM]!.messages.map((m) => m.content)).toEqual(['hello']);
  });

  it('keeps a message the server refused with 503 and sends it again by itself after Retry-After', async () => {
    const fetchMock = serveHttp().mockImplementationOnce(() => page([]));
    await useChat.getState().load(ROOM);
    vi.useFakeTimers();
    const unavailable = { error: ERR.UNAVAILABLE, code: 'UNAVAILABLE', retryAfterSeconds: 2 };
    fetchMock.mockImplementationOnce(() => json(unavailable, 503)).mockImplementationOnce(() => json(unavailable, 503));
    // Not a failure to show: the message is kept.
    expect(await useChat.getState().send(ROOM, 'still here')).toBe(true);
    const [p] = useChat.getState().rooms[ROOM]!.pending;
    expect(p).toMatchObject({ content: 'still here', status: 'waiting' });

    await vi.advanceTimersByTimeAsync(1900);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The second answer is a 503 too: it waits again.
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(useChat.getState().rooms[ROOM]!.pending).toMatchObject([{ clientId: p!.clientId, status: 'waiting' }]);

    fetchMock.mockImplementationOnce(() => json({ data: serverCopy('still here') }, 201));
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    for (const call of fetchMock.mock.calls.slice(1)) {
      expect((JSON.parse(call[1]!.body as string) as { clientId: string }).clientId).toBe(p!.clientId);
    }
    expect(useChat.getState().rooms[ROOM]!.pending).toHaveLength(0);
    expect(useChat.getState().rooms[ROOM]!.messages.map((m) => m.content)).toEqual(['still here']);
  });

  it('refuses a blank message', async () => {
    const fetchMock = serveHttp();
    expect(await useChat.getState().send(ROOM, '   ')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gap-fills each loaded room from its newest message id', async () => {
    const fetchMock = serveHttp().mockImplementationOnce(() => page([serverCopy('a', '00000000-0000-4000-8000-0000000000f1', 1)]));
    await useChat.getState().load(ROOM);
    fetchMock.mockImplementationOnce(() => json({ data: [serverCopy('b', '00000000-0000-4000-8000-0000000000f2', 2)] }));
    await useChat.getState().gapFill();
    expect(String(fetchMock.mock.calls[1]![0])).toContain('/messages/since?since=00000000-0000-4000-8000-0000000000f1');
    expect(useChat.getState().rooms[ROOM]!.messages.map((m) => m.content)).toEqual(['a', 'b']);
  });

  it('drops the thinking indicator after the timeout', () => {
    vi.useFakeTimers();
    useChat.getState().setThinking(ROOM, true);
    expect(useChat.getState().thinking[ROOM]).toBe(true);
    vi.advanceTimersByTime(AI_THINKING_TIMEOUT_MS + 1);
    expect(useChat.getState().thinking[ROOM]).toBeUndefined();
  });

  describe('unread state for the client list and a returning conversation', () => {
    const room = (over: Partial<TRoom> = {}): TRoom =>
      chatRoom({
        humanCoach: { id: ME, firstName: 'Ann', lastName: 'Lee' },
        unreadCount: 2,
        lastMessageAt: '2026-01-01T00:00:05.000Z',
        lastMessagePreview: 'are you there?',
        lastMessageFrom: 'client',
        firstUnreadMessageId: '00000000-0000-4000-8000-0000000000f4',
        ...over,
      });
    const fromClient = (id: string, seq: number): TMessage => ({
      ...serverCopy(`c${seq}`, id, seq),
      userId: CLIENT,
      user: { id: CLIENT, firstName: 'Cy', lastName: 'Doe', isAI: false },
      createdAt: '2026-01-01T00:00:09.000Z',
    });

    it('seeds the author and the first unread from the rooms list, and follows pushes and messages', () => {
      useChat.getState().seedRooms([room()]);
      expect(useChat.getState().unread[ROOM]).toMatchObject({
        unreadCount: 2,
        lastMessageFrom: 'client',
        firstUnreadMessageId: '00000000-0000-4000-8000-0000000000f4',
      });
      useChat.getState().setUnread({
        roomId: ROOM,
        unreadCount: 2,
        lastMessageAt: '2026-01-01T00:00:07.000Z',
        lastMessagePreview: 'AI here',
        lastMessageFrom: 'ai',
      });
      expect(useChat.getState().unread[ROOM]!.lastMessageFrom).toBe('ai');
      // The coach's own message: no 'room:unread' reaches its author; the store says it is theirs.
      useChat.getState().receive([{ ...serverCopy('on my way'), createdAt: '2026-01-01T00:00:08.000Z' }]);
      expect(useChat.getState().unread[ROOM]).toMatchObject({ lastMessageFrom: 'coach', lastMessagePreview: 'on my way' });
      useChat.getState().receive([fromClient('00000000-0000-4000-8000-0000000000f9', 20)]);
      expect(useChat.getState().unread[ROOM]!.lastMessageFrom).toBe('client');
    });

    it('remembers what a badge cleared on selecting a client, for the conversation to open there', () => {
      useChat.getState().seedRooms([room()]);
      expect(useChat.getState().openingUnread(ROOM)).toEqual({ count: 2, firstUnreadMessageId: '00000000-0000-4000-8000-0000000000f4' });
      useChat.getState().readElsewhere(ROOM);
      expect(useChat.getState().unread[ROOM]!.unreadCount).toBe(0);
      expect(useChat.getState().openingUnread(ROOM)).toEqual({ count: 2, firstUnreadMessageId: '00000000-0000-4000-8000-0000000000f4' });
      // The server's next count is the truth again.
      useChat.getState().setUnread({ roomId: ROOM, unreadCount: 0, lastMessageAt: '2026-01-01T00:00:05.000Z', lastMessagePreview: 'x' });
      expect(useChat.getState().openingUnread(ROOM)).toEqual({ count: 0 });
      expect(useChat.getState().openingUnread('00000000-0000-4000-8000-0000000000bb')).toBeNull();
    });

    it('a read part way leaves the badge to the server, and its own room:read echo does not clear it', async () => {
      const fetchMock = serveHttp().mockImplementationOnce(() =>
        page([fromClient('00000000-0000-4000-8000-0000000000f4', 4), fromClient('00000000-0000-4000-8000-0000000000f5', 5)]),
      );
      await useChat.getState().load(ROOM);
      useChat.getState().seedRooms([room()]);
      fetchMock.mockImplementationOnce(() => json({ data: { unreadCount: 1 } }));
      await useChat.getState().markRead(ROOM, '00000000-0000-4000-8000-0000000000f4');
      expect(String(fetchMock.mock.calls[1]![0])).toContain('/mark-read');
      expect(useChat.getState().unread[ROOM]!.unreadCount).toBe(2);
      useChat.getState().readElsewhere(ROOM);
      expect(useChat.getState().unread[ROOM]!.unreadCount).toBe(2);
      useChat.getState().setUnread({ roomId: ROOM, unreadCount: 1, lastMessageAt: '2026-01-01T00:00:05.000Z', lastMessagePreview: 'c5' });
      expect(useChat.getState().unread[ROOM]!.unreadCount).toBe(1);
      // Another tab reads the rest: its room:read clears the badge here.
      useChat.getState().readElsewhere(ROOM);
      expect(useChat.getState().unread[ROOM]!.unreadCount).toBe(0);

      // Read to the newest: the badge goes at once.
      useChat.getState().setUnread({ roomId: ROOM, unreadCount: 1, lastMessageAt: '2026-01-01T00:00:05.000Z', lastMessagePreview: 'c5' });
      fetchMock.mockImplementationOnce(() => json({ data: { unreadCount: 0 } }));
      await useChat.getState().markRead(ROOM, '00000000-0000-4000-8000-0000000000f5');
      expect(useChat.getState().unread[ROOM]!.unreadCount).toBe(0);
    });
  });
});
