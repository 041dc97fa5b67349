import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { useConnection } from '../../../lib/realtime/connection.ts';
import { chatRoom, CLIENT, COACH, ROOM } from '../chat.fixture.ts';
import { useChat } from '../store.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { serveHttp } from '../../../test/http.ts';

const room = chatRoom();

function seed() {
  useConnection.setState({ status: 'connected' });
  useChat.setState({ rooms: { [ROOM]: { messages: [], pending: [], status: 'ready', hasMore: false, older: 'idle' } } });
}

describe('ChatPanel composer', () => {
  afterEach(() => {
    useConnection.setState({ status: 'idle' });
    useChat.setState({ rooms: {} });
  });

  it('asks the coach to write to the client by first name', () => {
    seed();
    renderWithProviders(<ChatPanel room={room} viewerId={COACH} />);
    const field = screen.getByRole('textbox', { name: 'Message' });
    expect(field.getAttribute('placeholder')).toBe('Write to Cy...');
  });

  it("keeps the client's own prompt", () => {
    seed();
    renderWithProviders(<ChatPanel room={room} viewerId={CLIENT} />);
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('placeholder')).toBe("Share what's on your mind...");
  });
});

describe('ChatPanel history that failed to load', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    useConnection.setState({ status: 'idle' });
    useChat.setState({ rooms: {} });
  });

  it('says so with a Retry that counts its tries, and reads the history again on each', async () => {
    useConnection.setState({ status: 'connected' });
    useChat.setState({ rooms: { [ROOM]: { messages: [], pending: [], status: 'error', hasMore: false, older: 'idle' } } });
    // The history stays unreachable: every retry fails again.
    const fetch = serveHttp(() => new Response('{"error":"down"}', { status: 503, headers: { 'content-type': 'application/json' } }));
    renderWithProviders(<ChatPanel room={room} viewerId={CLIENT} />);
    expect(await screen.findByText('Failed to load conversation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry (tried 1 time)' }));
    expect(await screen.findByRole('button', { name: 'Retry (tried 2 times)' })).toBeTruthy();
    expect(screen.getByText('Retry (2)')).toBeTruthy();
    // Opening the room read it once more, then each Retry.
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith(`/api/chat/rooms/${ROOM}/messages?`)).length).toBe(3);
  });
});
