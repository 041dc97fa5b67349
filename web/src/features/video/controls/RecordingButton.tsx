import { useId, useState } from 'react';
import { Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { LuCircle, LuCircleDot } from 'react-icons/lu';
import { VIDEO_DONE, VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { useVideoRoom } from '../store.ts';
import { ConsentDialog } from './ConsentDialog.tsx';

/**
 * The coach's recording toggle. Starting asks for everyone's consent first (the box must be
 * ticked); stopping is one press. Without LiveKit Egress configured it stays disabled and says why.
 */
export function RecordingButton() {
  const join = useVideoRoom((s) => s.join);
  const recording = useVideoRoom((s) => s.room?.recording ?? false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  if (!join || join.userRole !== 'coach') return null;

  if (!join.recordingAvailable)
    return (
      // A disabled button shows no tooltip of its own: the wrapper carries it.
      <Box as="span" display="inline-flex" title={VIDEO_ERR.RECORDING_NEEDS_EGRESS}>
        <Button size="sm" variant="outline" disabled aria-describedby={noteId}>
          <LuCircle aria-hidden /> Record
        </Button>
        <VisuallyHidden id={noteId}>{VIDEO_ERR.RECORDING_NEEDS_EGRESS}</VisuallyHidden>
      </Box>
    );

  const set = async (on: boolean) => {
    try {
      const state = await videoApi.recording(join.sessionId, on ? { recording: true, agreed: true } : { recording: false });
      useVideoRoom.getState().setRoom(state);
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

  return (
    <>
      {recording ? (
        <Button size="sm" colorPalette="red" onClick={() => void stop()} loading={busy}>
          <LuCircleDot aria-hidden /> Stop Recording
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
          <LuCircle aria-hidden /> Start Recording
        </Button>
      )}
      <ConsentDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={VIDEO_UI.RECORDING_CONSENT_TITLE}
        text={VIDEO_UI.RECORDING_CONSENT_TEXT}
        checkLabel={VIDEO_UI.RECORDING_CONSENT_CHECK}
        confirmLabel={VIDEO_UI.RECORDING_CONSENT_TITLE}
        onConfirm={() => set(true)}
      />
    </>
  );
}
