import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { SESSION_ERR, VIDEO_ERR, type TSession, type TSessionStatus } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { toaster } from '../../../components/toaster.tsx';
import { joinDataKey } from '../../video/api.ts';
import { NextSessionCard } from '../../coach-dashboard/NextSessionCard.tsx';
import { JOIN_LATER } from '../../../lib/session-format.ts';
import { SessionActionsMenu } from './SessionActionsMenu.tsx';
import { json, serveHttp } from '../../../test/http.ts';
import { sessionCoach, testSession } from '../../../test/sessions.ts';

const sessionAt = (status: TSessionStatus, dailyRoomUrl: string | null = null): TSession =>
  testSession({ scheduledAt: new Date(Date.now() + 10 * 60_000).toISOString(), status, title: 'Coaching Session', dailyRoomUrl });

function Room() {
  return <p>Room of {useParams().sessionId}</p>;
}

function renderMenu(session: TSession, onAction = vi.fn()) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<SessionActionsMenu session={session} onAction={onAction} />} />
      <Route path="/sessions/:sessionId/video" element={<Room />} />
    </Routes>,
  );
  return onAction;
}

async function choose(name: string) {
  fireEvent.click(screen.getByRole('button', { name: /Actions for the session with Jordan Client/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('SessionActionsMenu: the video actions', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('starts the session, keeps the join data under its id, and opens the room', async () => {
    const session = sessionAt('CONFIRMED');
    const joinData = { sessionId: session.id, roomId: 'session-room', token: 'jwt', roomUrl: 'ws://127.0.0.1:7880', expiresAt: null };
    const fetchMock = serveHttp(() => json({ data: joinData }));
    const onAction = renderMenu(session);
    await choose('Start Video Session');
    expect(await screen.findByText(`Room of ${session.id}`)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([String(url), init!.method]).toEqual([`/api/sessions/${session.id}/start`, 'POST']);
    expect(JSON.parse(localStorage.getItem(joinDataKey(session.id))!)).toEqual(joinData);
    expect(onAction).not.toHaveBeenCalled();
  });

  it("says why a start failed: the server's reason, or the spec's text when it broke", async () => {
    const refusal = 'A session that is completed cannot be started.';
    serveHttp()
      .mockResolvedValueOnce(json({ error: refusal }, 409))
      .mockResolvedValueOnce(json({ error: 'Internal' }, 500));
    const toast = vi.spyOn(toaster, 'create');
    renderMenu(sessionAt('SCHEDULED'));
    await choose('Start Video Session');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ type: 'error', title: SESSION_ERR.START_VIDEO_FAILED, description: refusal }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Actions for the session/ }).hasAttribute('data-loading')).toBe(false));
    await choose('Start Video Session');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        type: 'error',
        title: SESSION_ERR.START_VIDEO_FAILED,
        description: VIDEO_ERR.START_FAILED_FALLBACK,
      }),
    );
    expect(screen.queryByText(/Room of/)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('joins a session in progress without starting it again', async () => {
    const session = sessionAt('IN_PROGRESS', `/sessions/00000000-0000-4000-8000-0000000000c1/video`);
    const fetchMock = serveHttp();
    renderMenu(session);
    await choose('Join Video Session');
    expect(await screen.findByText(`Room of ${session.id}`)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens Join Meeting's room address in a new tab", async () => {
    const url = '/sessions/00000000-0000-4000-8000-0000000000c1/video';
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderMenu(sessionAt('CONFIRMED', url));
    await choose('Join Meeting');
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener,noreferrer');
    expect(screen.queryByText(/Room of/)).toBeNull();
  });

  it('leaves the other actions to the page', async () => {
    const session = sessionAt('CONFIRMED');
    const onAction = renderMenu(session);
    await choose('Mark Complete');
    expect(onAction).toHaveBeenCalledWith('complete', session);
  });
});

describe('NextSessionCard: Join Session', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  const renderCard = (session: TSession, started: unknown = null) => {
    const fetchMock = serveHttp((url) =>
      Promise.resolve(String(url).endsWith('/start') ? json({ data: started }) : json({ data: { session } })),
    );
    renderWithProviders(
      <Routes>
        <Route path="/" element={<NextSessionCard coachId={sessionCoach.id} />} />
        <Route path="/sessions/:sessionId/video" element={<Room />} />
      </Routes>,
    );
    return fetchMock;
  };

  it('starts a confirmed session within the join window, then opens its room', async () => {
    const session = sessionAt('CONFIRMED');
    const fetchMock = renderCard(session, { sessionId: session.id, roomId: 'r', token: 't', roomUrl: null, expiresAt: null });
    fireEvent.click(await screen.findByRole('button', { name: /Join Session/ }));
    expect(await screen.findByText(`Room of ${session.id}`)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toContain(
      `POST /api/sessions/${session.id}/start`,
    );
  });

  it('joins a session in progress without starting it', async () => {
    const live = sessionAt('IN_PROGRESS');
    const fetchMock = renderCard(live);
    fireEvent.click(await screen.findByRole('button', { name: /Join Session/ }));
    expect(await screen.findByText(`Room of ${live.id}`)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/start'))).toBe(false);
  });

  it('says when Join opens, and does nothing before', async () => {
    const later = { ...sessionAt('CONFIRMED'), scheduledAt: new Date(Date.now() + 2 * 3_600_000).toISOString() };
    const fetchMock = renderCard(later);
    const join = await screen.findByRole('button', { name: /Join Session/ });
    expect(join.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(JOIN_LATER)).toBeTruthy();
    fireEvent.click(join);
    expect(screen.queryByText(/Room of/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/start'))).toBe(false);
  });
});
