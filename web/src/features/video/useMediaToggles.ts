import { useState } from 'react';
import { useLocalParticipant } from '@livekit/components-react';
import type { LocalVideoTrack } from 'livekit-client';
import { VIDEO_ERR } from '@coach/contract';
import { toaster } from '../../components/toaster.tsx';
import { BlurUnsupportedError, setBlur } from './blur.ts';
import { setBlurred, useBlurred } from './blur-state.ts';

export const mediaError = (title: string, description?: string) => toaster.create({ type: 'error', title, description });

/** One media action at a time per control: busy while it runs, its own error handling when it fails. */
export function useMediaAction() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, onError: (err: unknown) => void) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (err) {
      onError(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export interface MediaToggle {
  on: boolean;
  busy: boolean;
  disabled: boolean;
  toggle: () => void;
}

/** Background blur of this participant's camera (the wide bar's button, the More menu's item); off while the camera is. */
export function useBlurControl(): MediaToggle {
  const { isCameraEnabled, cameraTrack } = useLocalParticipant();
  const track = cameraTrack?.track as LocalVideoTrack | undefined;
  const on = useBlurred(track);
  const { busy, run } = useMediaAction();
  const toggle = () =>
    void run(
      async () => {
        if (!track) throw new BlurUnsupportedError();
        await setBlur(track, !on);
        setBlurred(track, !on);
      },
      (err) =>
        err instanceof BlurUnsupportedError
          ? mediaError(VIDEO_ERR.BLUR_FAILED_TITLE, VIDEO_ERR.BLUR_FAILED)
          : mediaError(VIDEO_ERR.BLUR_ERROR),
    );
  return { on, busy, disabled: !isCameraEnabled, toggle };
}

/** Sharing this participant's screen (the wide bar's button, the More menu's item). */
export function useShareControl(): MediaToggle {
  const { localParticipant, isScreenShareEnabled } = useLocalParticipant();
  const { busy, run } = useMediaAction();
  const toggle = () =>
    void run(
      () => localParticipant.setScreenShareEnabled(!isScreenShareEnabled),
      // Closing the browser's picker is a choice, not an error.
      (err) =>
        !(err instanceof DOMException && err.name === 'NotAllowedError') && mediaError(VIDEO_ERR.CALL_ERROR_TITLE, VIDEO_ERR.CALL_ERROR),
    );
  return { on: isScreenShareEnabled, busy, disabled: false, toggle };
}
