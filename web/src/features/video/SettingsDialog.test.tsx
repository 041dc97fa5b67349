import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VIDEO_DONE, VIDEO_ERR } from '@coach/contract';
import { renderWithProviders } from '../../test/render.tsx';
import { toaster } from '../../components/toaster.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';

/** The devices LiveKit's hook reports per kind; a kind without any has none listed. */
const devices: Record<
  string,
  { devices: { deviceId: string; label: string }[]; activeDeviceId: string; setActiveMediaDevice: ReturnType<typeof vi.fn> }
> = {
  audioinput: {
    devices: [
      { deviceId: 'm1', label: 'Desk mic' },
      { deviceId: 'm2', label: '' },
    ],
    activeDeviceId: 'm1',
    setActiveMediaDevice: vi.fn(),
  },
  videoinput: {
    devices: [
      { deviceId: 'c1', label: 'Webcam' },
      { deviceId: 'c2', label: 'Document camera' },
    ],
    activeDeviceId: 'c1',
    setActiveMediaDevice: vi.fn(),
  },
  audiooutput: { devices: [], activeDeviceId: '', setActiveMediaDevice: vi.fn() },
};
vi.mock('@livekit/components-react', () => ({
  useMediaDeviceSelect: ({ kind }: { kind: string }) => devices[kind],
}));

const spyOnToasts = () => vi.spyOn(toaster, 'create').mockReturnValue('t');
let toast: ReturnType<typeof spyOnToasts>;
const toasts = () => toast.mock.calls.map(([t]) => [t.type, t.title]);
const select = (name: string) => within(screen.getByRole('dialog')).getByRole('combobox', { name }) as HTMLSelectElement;

describe('SettingsDialog: the microphone, camera and speaker of the call', () => {
  beforeEach(() => {
    toast = spyOnToasts();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Object.values(devices).forEach((d) => d.setActiveMediaDevice.mockReset());
  });

  it('lists each kind of device, names an unlabelled one, and offers the system default when there is none', () => {
    renderWithProviders(<SettingsDialog open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Session settings' })).toBeTruthy();
    const mic = select('Microphone');
    expect([...mic.options].map((o) => o.text)).toEqual(['Desk mic', 'Microphone 2']);
    expect(mic.value).toBe('m1');
    expect([...select('Camera').options].map((o) => o.text)).toEqual(['Webcam', 'Document camera']);
    const speaker = select('Speaker');
    expect([...speaker.options].map((o) => o.text)).toEqual(['System default']);
    expect(speaker.disabled).toBe(true);
  });

  it("switches the microphone and says 'Microphone changed'; a camera switch is quiet", async () => {
    devices.audioinput!.setActiveMediaDevice.mockResolvedValue(undefined);
    devices.videoinput!.setActiveMediaDevice.mockResolvedValue(undefined);
    renderWithProviders(<SettingsDialog open onClose={() => {}} />);
    fireEvent.change(select('Microphone'), { target: { value: 'm2' } });
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(devices.audioinput!.setActiveMediaDevice).toHaveBeenCalledWith('m2');
    fireEvent.change(select('Camera'), { target: { value: 'c2' } });
    await waitFor(() => expect(devices.videoinput!.setActiveMediaDevice).toHaveBeenCalledWith('c2'));
    expect(toasts()).toEqual([['success', VIDEO_DONE.MIC_CHANGED]]);
  });

  it("says 'Microphone switch failed' and 'Video error' when a device cannot be switched", async () => {
    devices.audioinput!.setActiveMediaDevice.mockRejectedValue(new Error('device busy'));
    devices.videoinput!.setActiveMediaDevice.mockRejectedValue(new Error('device busy'));
    renderWithProviders(<SettingsDialog open onClose={() => {}} />);
    fireEvent.change(select('Microphone'), { target: { value: 'm2' } });
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    fireEvent.change(select('Camera'), { target: { value: 'c2' } });
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(toasts()).toEqual([
      ['error', VIDEO_ERR.MIC_SWITCH_FAILED],
      ['error', VIDEO_ERR.VIDEO_ERROR_TITLE],
    ]);
    expect([VIDEO_ERR.MIC_SWITCH_FAILED, VIDEO_ERR.VIDEO_ERROR_TITLE]).toEqual(['Microphone switch failed', 'Video error']);
  });
});
