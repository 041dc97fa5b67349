import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_THINKING_TIMEOUT_MS, ERR, type TMessage } from '@coach/contract';
import { useAuth } from '../auth/store.ts';
import { useChat } from './store.ts';

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

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
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
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => json({ data: [], pagination: { hasMore: false, total: 0 } }));
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
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => page([]));
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
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => page([]));
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
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    expect(await useChat.getState().send(ROOM, '   ')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gap-fills each loaded room from its newest message id', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => page([serverCopy('a', '00000000-0000-4000-8000-0000000000f1', 1)]));
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
});
