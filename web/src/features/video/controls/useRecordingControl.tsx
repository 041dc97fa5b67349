import { useState, type ReactNode } from 'react';
import { VIDEO_DONE, VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { useVideoRoom, useVideoRoomStore } from '../store.ts';
import { ConsentDialog } from './ConsentDialog.tsx';

export interface RecordingControl {
  /** Why recording cannot start here (no LiveKit Egress), or null when it can. */
  unavailable: string | null;
  recording: boolean;
  /** Stopping is on its way to the server. */
  busy: boolean;
  /** Start asks for everyone's consent first (the dialog); stop is one press. */
  toggle: () => void;
  /** The consent dialog: render it where it stays mounted (not inside a menu's content). */
  dialog: ReactNode;
}

/**
 * The coach's recording toggle, for the Record button and the More menu alike. Starting asks for
 * everyone's consent first (the box must be ticked); stopping is one press. Without LiveKit Egress
 * configured it is unavailable and says why. Null for everyone but the coach.
 */
export function useRecordingControl(): RecordingControl | null {
  const roomStore = useVideoRoomStore();
  const join = useVideoRoom((s) => s.join);
  const recording = useVideoRoom((s) => s.room?.recording ?? false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!join || join.userRole !== 'coach') return null;

  const set = async (on: boolean) => {
    try {
      const state = await videoApi.recording(join.sessionId, on ? { recording: true, agreed: true } : { recording: false });
      roomStore.getState().setRoom(state);
      toaster.create({ type: 'success', title: on ? VIDEO_DONE.RECORDING_STARTED : VIDEO_DONE.RECORDING_STOPPED });
      return true;
    } catch (err) {
      toaster.create(
        on
          ? { type: 'error', title: VIDEO_ERR.RECORDING_FAILED, description: errorText(err, VIDEO_ERR.TRY_AGAIN) }
          : { type: 'error', title: errorText(err, VIDEO_ERR.TRY_AGAIN) },
      );
      return false;
    }
  };

  const stop = async () => {
    setBusy(true);
    await set(false);
    setBusy(false);
  };

  const unavailable = join.recordingAvailable ? null : VIDEO_ERR.RECORDING_NEEDS_EGRESS;
  const toggle = () => {
    if (unavailable || busy) return;
    if (recording) void stop();
    else setAsking(true);
  };

  const dialog = (
    <ConsentDialog
      open={asking}
      onClose={() => setAsking(false)}
      title={VIDEO_UI.RECORDING_CONSENT_TITLE}
      text={VIDEO_UI.RECORDING_CONSENT_TEXT}
      checkLabel={VIDEO_UI.RECORDING_CONSENT_CHECK}
      confirmLabel={VIDEO_UI.RECORDING_CONSENT_TITLE}
      onConfirm={() => set(true)}
    />
  );
  return { unavailable, recording, busy, toggle, dialog };
}
