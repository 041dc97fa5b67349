import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { VIDEO_ERR, VIDEO_UI, type TVideoJoinData } from '@coach/contract';
import { renderWithProviders } from '../../../test/render.tsx';
import { ApiError } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { joinData, knock } from '../controls/room.fixture.ts';
import GuestJoinPage from './GuestJoinPage.tsx';
import { readGuestKnock } from './guest-session.ts';
import type { FakeSocket } from '../../../test/socket.ts';

/** The guest's sockets, fakes: the test plays the server. */
const sockets = vi.hoisted(() => [] as FakeSocket[]);
vi.mock('../../../lib/realtime/open.ts', async () => {
  const { FakeSocket } = await import('../../../test/socket.ts');
  return {
    openGuestSocket: (token: string) => {
      const s = new FakeSocket(token);
      sockets.push(s);
      return s;
    },
  };
});
vi.mock('../VideoRoomView.tsx', () => ({
  VideoRoomView: ({ join, onLeft }: { join: TVideoJoinData; onLeft: () => void }) => (
    <div>
      <p>In the room as {join.userRole}</p>
      <button onClick={onLeft}>Leave</button>
    </div>
  ),
}));

const CODE = 'abcdefghijklmnop';
const info = { sessionTitle: 'Career check-in', coachName: 'Casey Rivera', scheduledAt: '2026-11-22T10:00:00.000Z' };
const guestToken = 'guest-token-0123456789';
const theKnock = knock(1, 'Ada');
const waitingErr = () => new ApiError(401, VIDEO_ERR.GUEST_WAITING, { error: VIDEO_ERR.GUEST_WAITING, code: 'GUEST_WAITING' });

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/video/guest/:code" element={<GuestJoinPage />} />
    </Routes>,
    { route: `/video/guest/${CODE}` },
  );
}

/** The waiting screen opens the guest's socket in an effect, which may run after the screen shows. */
async function waitingSocket(): Promise<FakeSocket> {
  await screen.findByText(VIDEO_UI.GUEST_WAITING_SCREEN);
  await waitFor(() => expect(sockets).toHaveLength(1));
  return sockets[0]!;
}

async function knockAs(name: string): Promise<FakeSocket> {
  fireEvent.change(await screen.findByLabelText(/Your name/), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: VIDEO_UI.GUEST_ASK }));
  return waitingSocket();
}

describe('GuestJoinPage', () => {
  beforeEach(() => {
    sockets.length = 0;
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['expired', VIDEO_ERR.GUEST_LINK_EXPIRED, 'GUEST_LINK_EXPIRED'],
    ['revoked', VIDEO_ERR.GUEST_LINK_REVOKED, 'GUEST_LINK_REVOKED'],
    ['used up', VIDEO_ERR.GUEST_LINK_USED_UP, 'GUEST_LINK_USED_UP'],
    ['invalid', VIDEO_ERR.GUEST_LINK_INVALID, 'NOT_FOUND'],
  ])('shows an %s link as text', async (_label, message, code) => {
    vi.spyOn(videoApi, 'guestLink').mockRejectedValue(new ApiError(code === 'NOT_FOUND' ? 404 : 410, message, { error: message, code }));
    renderPage();
    expect(await screen.findByRole('heading', { name: message })).toBeTruthy();
    expect(screen.queryByLabelText(/Your name/)).toBeNull();
  });

  it('asks for a name before knocking', async () => {
    vi.spyOn(videoApi, 'guestLink').mockResolvedValue(info);
    const knockCall = vi.spyOn(videoApi, 'knock');
    renderPage();
    expect(await screen.findByRole('heading', { name: info.sessionTitle })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: VIDEO_UI.GUEST_ASK }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(knockCall).not.toHaveBeenCalled();
  });

  it('knocks, waits, joins once admitted, and thanks the guest after leaving', async () => {
    vi.spyOn(videoApi, 'guestLink').mockResolvedValue(info);
    const knockCall = vi.spyOn(videoApi, 'knock').mockResolvedValue({ knock: theKnock, guestToken });
    const guestJoin = vi.spyOn(videoApi, 'guestJoin').mockRejectedValueOnce(waitingErr()).mockResolvedValue(joinData('observer'));
    renderPage();
    const socket = await knockAs(' Ada ');
    expect(knockCall).toHaveBeenCalledWith(CODE, { name: 'Ada' });
    // The token stays in this tab: sessionStorage, never localStorage.
    expect(readGuestKnock(CODE)).toEqual({ guestToken, knockId: theKnock.id });
    expect(JSON.stringify({ ...localStorage })).not.toContain(guestToken);
    expect(socket.token).toBe(guestToken);
    // Connected while the coach has not decided: still waiting.
    await act(async () => socket.fire('connect'));
    await waitFor(() => expect(guestJoin).toHaveBeenCalledTimes(1));
    expect(screen.getByText(VIDEO_UI.GUEST_WAITING_SCREEN)).toBeTruthy();
    // Someone else's admission is not ours.
    await act(async () => socket.fire('video:admission', { sessionId: 's', knockId: 'other', admitted: true }));
    expect(guestJoin).toHaveBeenCalledTimes(1);
    await act(async () => socket.fire('video:admission', { sessionId: 's', knockId: theKnock.id, admitted: true }));
    expect(await screen.findByText('In the room as observer')).toBeTruthy();
    expect(guestJoin).toHaveBeenLastCalledWith(guestToken);
    expect(socket.disconnected).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: VIDEO_UI.GUEST_THANKS })).toBeTruthy();
    expect(readGuestKnock(CODE)).toBeNull();
  });

  it('says so when the coach does not let the guest in', async () => {
    vi.spyOn(videoApi, 'guestLink').mockResolvedValue(info);
    vi.spyOn(videoApi, 'knock').mockResolvedValue({ knock: theKnock, guestToken });
    renderPage();
    const socket = await knockAs('Ada');
    await act(async () => socket.fire('video:admission', { sessionId: 's', knockId: theKnock.id, admitted: false }));
    expect(await screen.findByRole('heading', { name: VIDEO_ERR.GUEST_DENIED })).toBeTruthy();
    expect(readGuestKnock(CODE)).toBeNull();
  });

  it('after a reload, carries on with the kept knock and joins if already admitted', async () => {
    sessionStorage.setItem(`video-guest:${CODE}`, JSON.stringify({ guestToken, knockId: theKnock.id }));
    const guestLink = vi.spyOn(videoApi, 'guestLink');
    vi.spyOn(videoApi, 'guestJoin').mockResolvedValue(joinData('observer'));
    renderPage();
    const socket = await waitingSocket();
    await act(async () => socket.fire('connect'));
    expect(await screen.findByText('In the room as observer')).toBeTruthy();
    expect(guestLink).not.toHaveBeenCalled();
  });
});
