import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIDEO_ERR, VIDEO_UI, type TVideoRole } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import { videoApi } from './api.ts';
import type * as blurModule from './blur.ts';
import { ControlBar } from './ControlBar.tsx';
import { installSpeech, removeSpeech } from './controls/fake-speech.ts';
import { inRoom, joinData, openRoom, SESSION, testRoom } from './controls/room.fixture.ts';

/** The local participant as LiveKit's hooks give it in a live room; one camera track throughout. */
const camera = { track: {} };
const local = { isCameraEnabled: true };
const participant = { setMicrophoneEnabled: vi.fn(), setCameraEnabled: vi.fn(), setScreenShareEnabled: vi.fn() };
vi.mock('@livekit/components-react', () => ({
  useLocalParticipant: () => ({
    localParticipant: participant,
    isMicrophoneEnabled: true,
    isCameraEnabled: local.isCameraEnabled,
    isScreenShareEnabled: false,
    microphoneTrack: undefined,
    cameraTrack: camera,
  }),
  useMediaDeviceSelect: () => ({ devices: [], activeDeviceId: '', setActiveMediaDevice: vi.fn() }),
  useMaybeRoomContext: () => undefined,
}));
const setBlur = vi.fn();
vi.mock('./blur.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof blurModule>()),
  setBlur: (...args: unknown[]) => setBlur(...args),
}));

const render = (role: TVideoRole, narrow: boolean, live = false) => (
  <ControlBar live={live} narrow={narrow} role={role} onLeave={() => {}} />
);

/** The bar's buttons by name, in order. Without a LiveKit room (live false) there are no media controls. */
function barFor(role: TVideoRole, narrow: boolean, live = false, join = joinData(role)) {
  openRoom(join);
  renderWithProviders(inRoom(render(role, narrow, live)));
  return buttons();
}
const buttons = () =>
  within(screen.getByRole('toolbar', { name: 'Call controls' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);

/** Opens More and gives its items: name, checked (checkbox items) and disabled. */
async function openMore() {
  fireEvent.click(screen.getByRole('button', { name: 'More controls' }));
  return screen.findByRole('menu');
}
const items = (menu: HTMLElement) =>
  [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')].map((i) => i.getAttribute('aria-label') ?? i.textContent);
const item = (name: string) => screen.queryByRole('menuitem', { name }) ?? screen.getByRole('menuitemcheckbox', { name });
/** A tap on an item: the pointer down highlights it, the click selects it. */
async function choose(name: string) {
  fireEvent.pointerDown(item(name));
  await waitFor(() => expect(item(name).hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item(name));
}

describe('ControlBar', () => {
  beforeEach(() => installSpeech());
  afterEach(() => {
    removeSpeech();
    testRoom().getState().clear();
    vi.restoreAllMocks();
    setBlur.mockReset();
    local.isCameraEnabled = true;
  });

  it('gives the coach captions, guest invites, recording and Leave on a wide screen, and no More', () => {
    const names = barFor('coach', false, true);
    expect(names).toEqual(
      expect.arrayContaining([
        'Mute',
        'Turn camera off',
        'Background blur',
        'Share screen',
        'Session settings',
        'Test audio',
        'Invite guests',
        'Leave',
      ]),
    );
    expect(names.some((n) => /Record/.test(n ?? ''))).toBe(true);
    expect(names.some((n) => /caption/i.test(n ?? ''))).toBe(true);
    expect(names).not.toContain('More controls');
  });

  it('on a narrow screen keeps mute, camera and Leave, with More between them', () => {
    expect(barFor('coach', true, true)).toEqual(['Mute', 'Turn camera off', 'More controls', 'Leave']);
    cleanup();
    testRoom().getState().clear();
    // Without media (no LiveKit) More still holds captions and the coach's controls.
    expect(barFor('coach', true)).toEqual(['More controls', 'Leave']);
  });

  it('lists in More what each role has on the wide bar', async () => {
    const expected: [TVideoRole, boolean, string[]][] = [
      [
        'coach',
        true,
        ['Live captions', 'Share screen', 'Background blur', 'Invite guests', 'Start Recording', 'Session settings', 'Test audio'],
      ],
      ['coachee', true, ['Live captions', 'Share screen', 'Background blur', 'Session settings', 'Test audio']],
      ['observer', true, ['Live captions', 'Session settings', 'Test audio']],
      ['coach', false, ['Live captions', 'Invite guests', 'Start Recording']],
    ];
    for (const [role, live, names] of expected) {
      barFor(role, true, live);
      expect(items(await openMore()), `${role}, live ${live}`).toEqual(names);
      cleanup();
      testRoom().getState().clear();
    }
  });

  it('gives the client and an observer no guest invites or recording', () => {
    for (const role of ['coachee', 'observer'] as const) {
      const names = barFor(role, false);
      expect(names).not.toContain('Invite guests');
      expect(names.some((n) => /Record/.test(n ?? ''))).toBe(false);
      expect(names).toContain('Leave');
      testRoom().getState().clear();
      cleanup();
    }
  });

  it('Live captions from More asks for transcription consent first, then shows checked', async () => {
    const join = joinData('coachee');
    const consent = vi.spyOn(videoApi, 'consent').mockResolvedValue({
      ...join.state,
      consents: [{ identity: join.identity, name: 'Jordan Lee', consentedAt: '2026-11-22T10:01:00.000Z' }],
    });
    vi.spyOn(toaster, 'create').mockReturnValue('t');
    barFor('coachee', true, false, join);
    await openMore();
    expect(item('Live captions').getAttribute('aria-checked')).toBe('false');
    await choose('Live captions');
    const dialog = await screen.findByRole('dialog', { name: VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(testRoom().getState().ccVisible).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: VIDEO_UI.TRANSCRIPTION_CONSENT_CHECK }));
    const confirm = within(dialog).getByRole('button', { name: VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE });
    await waitFor(() => expect(confirm).toHaveProperty('disabled', false));
    fireEvent.click(confirm);
    await waitFor(() => expect(consent).toHaveBeenCalledWith(SESSION, { agreed: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(testRoom().getState()).toMatchObject({ ccVisible: true, captionsOn: true });
    await openMore();
    expect(item('Live captions').getAttribute('aria-checked')).toBe('true');
    // Consented now: the next choice turns captions off without asking.
    await choose('Live captions');
    expect(testRoom().getState().ccVisible).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Invite guests from More opens the guest link dialog', async () => {
    const list = vi.spyOn(videoApi, 'guestInvites').mockResolvedValue({ invites: [] });
    barFor('coach', true);
    await openMore();
    await choose('Invite guests');
    const dialog = await screen.findByRole('dialog', { name: VIDEO_UI.INVITE_TITLE });
    expect(within(dialog).getByRole('button', { name: VIDEO_UI.INVITE_CREATE })).toBeTruthy();
    await waitFor(() => expect(list).toHaveBeenCalledWith(SESSION));
  });

  it('Start Recording from More asks for consent; without Egress it is disabled and says why', async () => {
    barFor('coach', true);
    await openMore();
    await choose('Start Recording');
    expect(await screen.findByRole('dialog', { name: VIDEO_UI.RECORDING_CONSENT_TITLE })).toBeTruthy();
    cleanup();
    testRoom().getState().clear();

    barFor('coach', true, false, joinData('coach', { recordingAvailable: false }));
    await openMore();
    const start = item('Start Recording');
    expect(start.getAttribute('aria-disabled')).toBe('true');
    expect(within(start).getByText(VIDEO_ERR.RECORDING_NEEDS_EGRESS)).toBeTruthy();
    expect(document.getElementById(start.getAttribute('aria-describedby')!)?.textContent).toBe(VIDEO_ERR.RECORDING_NEEDS_EGRESS);
    fireEvent.pointerDown(start);
    fireEvent.click(start);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Background blur from More is off while the camera is, and stays on when the bar turns wide', async () => {
    local.isCameraEnabled = false;
    barFor('coach', true, true);
    await openMore();
    expect(item('Background blur').getAttribute('aria-disabled')).toBe('true');
    cleanup();

    local.isCameraEnabled = true;
    setBlur.mockResolvedValue(undefined);
    renderWithProviders(inRoom(render('coach', true, true)));
    await openMore();
    await choose('Background blur');
    await waitFor(() => expect(setBlur).toHaveBeenCalledWith(camera.track, true));
    await openMore();
    await waitFor(() => expect(item('Background blur').getAttribute('aria-checked')).toBe('true'));
    // The breakpoint moved: the wide bar is a new bar (the layout remounts it), the blur is still on.
    cleanup();
    renderWithProviders(inRoom(render('coach', false, true)));
    expect(screen.getByRole('button', { name: 'Background blur' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Background blur' }));
    await waitFor(() => expect(setBlur).toHaveBeenLastCalledWith(camera.track, false));
  });
});
