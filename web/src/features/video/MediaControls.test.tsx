import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { VIDEO_DONE, VIDEO_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import type * as blurModule from './blur.ts';
import { BlurUnsupportedError } from './blur.ts';
import { MediaControls } from './MediaControls.tsx';

/** The local participant as LiveKit's hook gives it: each call fails or succeeds as the test says. */
const participant = {
  setMicrophoneEnabled: vi.fn(),
  setCameraEnabled: vi.fn(),
  setScreenShareEnabled: vi.fn(),
};
const mics = {
  devices: [
    { deviceId: 'm1', label: 'Desk mic' },
    { deviceId: 'm2', label: 'Headset' },
  ],
  activeDeviceId: 'm1',
  setActiveMediaDevice: vi.fn(),
};
const speakers = { devices: [{ deviceId: 's1', label: 'Speakers' }], activeDeviceId: 's1', setActiveMediaDevice: vi.fn() };
vi.mock('@livekit/components-react', () => ({
  useLocalParticipant: () => ({
    localParticipant: participant,
    isMicrophoneEnabled: true,
    isCameraEnabled: true,
    isScreenShareEnabled: false,
    microphoneTrack: undefined,
    cameraTrack: { track: {} },
  }),
  useMediaDeviceSelect: ({ kind }: { kind: string }) => (kind === 'audioinput' ? mics : speakers),
}));
const setBlur = vi.fn();
vi.mock('./blur.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof blurModule>()),
  setBlur: (...args: unknown[]) => setBlur(...args),
}));

let toast: ReturnType<typeof spyOnToasts>;
const spyOnToasts = () => vi.spyOn(toaster, 'create').mockReturnValue('t');
const toasts = () => toast.mock.calls.map(([t]) => [t.title, t.description]);

describe('MediaControls: own microphone, camera, blur and screen', () => {
  beforeEach(() => {
    toast = spyOnToasts();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.values(participant).forEach((f) => f.mockReset());
    setBlur.mockReset();
  });

  it('on a narrow screen keeps to mute and camera', () => {
    renderWithProviders(<MediaControls narrow />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Mute', 'Turn camera off']);
  });

  it("says 'Audio error' and 'Video error' when the microphone or the camera cannot be switched", async () => {
    participant.setMicrophoneEnabled.mockRejectedValue(new Error('device lost'));
    participant.setCameraEnabled.mockRejectedValue(new Error('device lost'));
    renderWithProviders(<MediaControls narrow={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Turn camera off' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(participant.setMicrophoneEnabled).toHaveBeenCalledWith(false);
    expect(toasts()).toEqual([
      [VIDEO_ERR.AUDIO_ERROR, undefined],
      [VIDEO_ERR.VIDEO_ERROR_TITLE, VIDEO_ERR.VIDEO_ERROR],
    ]);
  });

  it("says 'Background blur failed' where the browser cannot blur, 'Background blur error' when it broke", async () => {
    setBlur.mockRejectedValueOnce(new BlurUnsupportedError()).mockRejectedValueOnce(new Error('model failed'));
    renderWithProviders(<MediaControls narrow={false} />);
    const blur = screen.getByRole('button', { name: 'Background blur' });
    fireEvent.click(blur);
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    fireEvent.click(blur);
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(toasts()).toEqual([
      [VIDEO_ERR.BLUR_FAILED_TITLE, VIDEO_ERR.BLUR_FAILED],
      [VIDEO_ERR.BLUR_ERROR, undefined],
    ]);
    expect(blur.getAttribute('aria-pressed')).toBe('false');
  });

  it('takes a closed screen picker as a choice, and a failed share as a call error', async () => {
    participant.setScreenShareEnabled
      .mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'))
      .mockRejectedValueOnce(new Error('failed'));
    renderWithProviders(<MediaControls narrow={false} />);
    const share = screen.getByRole('button', { name: 'Share screen' });
    fireEvent.click(share);
    await waitFor(() => expect(participant.setScreenShareEnabled).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(share.hasAttribute('data-loading')).toBe(false));
    expect(toast).not.toHaveBeenCalled();
    fireEvent.click(share);
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toasts()).toEqual([[VIDEO_ERR.CALL_ERROR_TITLE, VIDEO_ERR.CALL_ERROR]]);
  });

  it("switches the microphone from the device menu: 'Microphone changed', or 'Microphone switch failed'", async () => {
    mics.setActiveMediaDevice.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('busy'));
    renderWithProviders(<MediaControls narrow={false} />);
    const pick = async (name: string) => {
      fireEvent.click(screen.getByRole('button', { name: 'Audio devices' }));
      fireEvent.click(await screen.findByRole('menuitemradio', { name }));
    };
    await pick('Headset');
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    await pick('Headset');
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(mics.setActiveMediaDevice).toHaveBeenCalledWith('m2');
    expect(toasts()).toEqual([
      [VIDEO_DONE.MIC_CHANGED, undefined],
      [VIDEO_ERR.MIC_SWITCH_FAILED, undefined],
    ]);
  });
});
