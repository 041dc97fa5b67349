import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MARK_READ_DELAY_MS, type TMessage } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { useAuth } from '../../auth/store.ts';
import { chatRoom, CLIENT, COACH, ROOM } from '../chat.fixture.ts';
import { useChat } from '../store.ts';
import { MessageList } from './MessageList.tsx';
import { json, serveHttp, type HttpMock } from '../../../test/http.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const room = chatRoom();

const message = (n: number, userId = CLIENT): TMessage => ({
  id: id(n),
  roomId: ROOM,
  userId,
  user: { id: userId, firstName: userId === CLIENT ? 'Cy' : 'Ann', lastName: 'X', isAI: false },
  content: `message number ${n}`,
  messageType: 'text',
  messageStatus: 'sent',
  seq: n,
  createdAt: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1, 10, n)).toISOString(),
  actionData: null,
});

/** The list as ChatPanel shows it: fed by the store. */
function Harness() {
  const chat = useChat((s) => s.rooms[ROOM]);
  return chat ? <MessageList room={room} chat={chat} viewerId={COACH} thinking={false} markReadAtOnce /> : null;
}

/**
 * happy-dom lays nothing out: the messages region gets a height and a scroll position here
 * (2000 px of messages in a 400 px window), each message a 100 px slot.
 */
let scrollTop = 1600;
let viewHeight = 400;
function layOut() {
  const region = () => document.querySelector<HTMLElement>('[role="region"][aria-label="Messages"]');
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this === region() ? 2000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this === region() ? viewHeight : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollTop', 'get').mockImplementation(function (this: HTMLElement) {
    return this === region() ? scrollTop : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollTop', 'set').mockImplementation(function (this: HTMLElement, v: number) {
    if (this === region()) scrollTop = Math.max(0, Math.min(v, 2000 - viewHeight));
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const el = region();
    let top = 0;
    if (this === el) top = 0;
    else if (this.dataset.seq) top = (Number(this.dataset.seq) - 1) * 100 - scrollTop;
    else if (this.hasAttribute('data-new-messages'))
      top = Number(this.nextElementSibling?.getAttribute('data-seq') ?? 1) * 100 - 100 - scrollTop;
    const height = this === el ? 400 : 100;
    return { top, bottom: top + height, left: 0, right: 0, width: 0, height, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

const markReadCalls = (fetchMock: HttpMock) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/mark-read'))
    .map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { messageId: string }).messageId);

describe('MessageList: the New messages line and the jump button', () => {
  let fetchMock: HttpMock;

  beforeEach(() => {
    useAuth.setState({ user: { id: COACH } as never });
    useChat.getState().reset();
    useChat.setState({ ownerId: COACH });
    fetchMock = serveHttp(() => json({ data: { unreadCount: 0 } }));
    scrollTop = 1600;
    viewHeight = 400;
    layOut();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const load = (messages: TMessage[]) =>
    useChat.setState({ rooms: { [ROOM]: { messages, pending: [], status: 'ready', hasMore: false, older: 'idle' } } });

  it('at the bottom: a new message scrolls into view with no line, and is read', async () => {
    load(Array.from({ length: 20 }, (_, i) => message(i + 1)));
    renderWithProviders(<Harness />);
    expect(scrollTop).toBe(1600);
    await waitFor(() => expect(markReadCalls(fetchMock)).toEqual([id(20)]));

    act(() => useChat.getState().receive([message(21)]));
    expect(screen.queryByText('New messages')).toBeNull();
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
    await waitFor(() => expect(markReadCalls(fetchMock)).toEqual([id(20), id(21)]), { timeout: MARK_READ_DELAY_MS + 2000 });
  });

  it('scrolled up: the line and the jump button instead of a scroll; nothing read until the jump', async () => {
    load(Array.from({ length: 20 }, (_, i) => message(i + 1)));
    renderWithProviders(<Harness />);
    await waitFor(() => expect(markReadCalls(fetchMock)).toEqual([id(20)]));

    const region = screen.getByRole('region', { name: 'Messages' });
    scrollTop = 200;
    fireEvent.scroll(region);
    act(() => useChat.getState().receive([message(21), message(22, COACH), message(23)]));

    // Not scrolled: the reader keeps their place.
    expect(scrollTop).toBe(200);
    const line = screen.getByText('New messages').closest('li')!;
    expect(line.nextElementSibling?.textContent).toContain('message number 21');
    // The coach's own message (another tab) is not counted.
    const jump = screen.getByRole('button', { name: 'Jump to 2 new messages' });
    expect(jump.textContent).toContain('2 new messages');
    // The new ones are not marked read while out of view.
    await new Promise((r) => setTimeout(r, MARK_READ_DELAY_MS + 300));
    expect(markReadCalls(fetchMock)).toEqual([id(20)]);

    jump.focus();
    fireEvent.click(jump);
    expect(scrollTop).toBe(1600);
    expect(screen.queryByText('New messages')).toBeNull();
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
    expect(document.activeElement).toBe(region);
    await waitFor(() => expect(markReadCalls(fetchMock)).toEqual([id(20), id(23)]), { timeout: MARK_READ_DELAY_MS + 2000 });
  }, 20_000);

  it('opens a returning conversation at its first unread message, and reads what shows', async () => {
    load(Array.from({ length: 20 }, (_, i) => message(i + 1)));
    // The coach selected the client: the badge (8 unread) was cleared as the pane opened.
    useChat.getState().setUnread({ roomId: ROOM, unreadCount: 8, lastMessageAt: message(20).createdAt, lastMessagePreview: 'x' });
    useChat.getState().readElsewhere(ROOM);
    scrollTop = 0;
    renderWithProviders(<Harness />);

    const line = screen.getByText('New messages').closest('li')!;
    expect(line.nextElementSibling?.textContent).toContain('message number 13');
    // Scrolled to the line (message 13's slot starts at 1200 px), not to the bottom.
    expect(scrollTop).toBe(1200 - 8);
    // Messages 13 to 16 show; 17 to 20 are below: the button counts them.
    expect(screen.getByRole('button', { name: 'Jump to 4 new messages' })).toBeTruthy();
    // At once (markReadAtOnce), up to what shows.
    await waitFor(() => expect(markReadCalls(fetchMock)).toEqual([id(16)]));

    // Scrolling down to the rest sees them.
    scrollTop = 1600;
    fireEvent.scroll(screen.getByRole('region', { name: 'Messages' }));
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
    // The line stays where the unread began.
    expect(screen.getByText('New messages')).toBeTruthy();
    await waitFor(() => expect(markReadCalls(fetchMock)).toEqual([id(16), id(20)]), { timeout: MARK_READ_DELAY_MS + 2000 });
  }, 20_000);

  it('opens at the bottom with no line when everything was read', () => {
    load(Array.from({ length: 20 }, (_, i) => message(i + 1)));
    useChat.getState().setUnread({ roomId: ROOM, unreadCount: 0, lastMessageAt: message(20).createdAt, lastMessagePreview: 'x' });
    scrollTop = 0;
    renderWithProviders(<Harness />);
    expect(scrollTop).toBe(1600);
    expect(screen.queryByText('New messages')).toBeNull();
  });
});

describe('MessageList: its own height changes', () => {
  /** happy-dom's ResizeObserver never reports: this one reports when told to. */
  const observers: Array<() => void> = [];
  class ReportingResizeObserver {
    constructor(private readonly report: () => void) {}
    observe() {
      observers.push(this.report);
    }
    unobserve() {}
    disconnect() {
      observers.splice(observers.indexOf(this.report), 1);
    }
  }
  const shrinkTo = (height: number) => {
    viewHeight = height;
    act(() => observers.forEach((report) => report()));
  };

  beforeEach(() => {
    useAuth.setState({ user: { id: COACH } as never });
    useChat.getState().reset();
    useChat.setState({ ownerId: COACH });
    serveHttp(() => json({ data: { unreadCount: 0 } }));
    vi.stubGlobal('ResizeObserver', ReportingResizeObserver);
    observers.length = 0;
    scrollTop = 1600;
    viewHeight = 400;
    layOut();
    useChat.setState({
      rooms: {
        [ROOM]: {
          messages: Array.from({ length: 20 }, (_, i) => message(i + 1)),
          pending: [],
          status: 'ready',
          hasMore: false,
          older: 'idle',
        },
      },
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps the last message in view when a banner above makes the list shorter', () => {
    renderWithProviders(<Harness />);
    expect(scrollTop).toBe(1600);
    shrinkTo(300);
    expect(scrollTop).toBe(1700);
  });

  it('leaves a reader who scrolled up where they were', () => {
    renderWithProviders(<Harness />);
    scrollTop = 200;
    fireEvent.scroll(screen.getByRole('region', { name: 'Messages' }));
    shrinkTo(300);
    expect(scrollTop).toBe(200);
  });
});
