import { useId } from 'react';
import { Box, Button, VisuallyHidden } from '@chakra-ui/react';
import { LuCircle, LuCircleDot } from 'react-icons/lu';
import { useRecordingControl } from './useRecordingControl.tsx';

/** The coach's Record button of the wide bar (useRecordingControl); disabled, saying why, without Egress. */
export function RecordingButton() {
  const rec = useRecordingControl();
  const noteId = useId();
  if (!rec) return null;

  if (rec.unavailable)
    return (
      // A disabled button shows no tooltip of its own: the wrapper carries it.
      <Box as="span" display="inline-flex" title={rec.unavailable}>
        <Button size="sm" variant="outline" disabled aria-describedby={noteId}>
          <LuCircle aria-hidden /> Record
        </Button>
        <VisuallyHidden id={noteId}>{rec.unavailable}</VisuallyHidden>
      </Box>
    );

  return (
    <>
      {rec.recording ? (
        <Button size="sm" colorPalette="red" onClick={rec.toggle} loading={rec.busy}>
          <LuCircleDot aria-hidden /> Stop Recording
        </Button>
      ) : (
        <Button size="sm" variant="outline" onClick={rec.toggle}>
          <LuCircle aria-hidden /> Start Recording
        </Button>
      )}
      {rec.dialog}
    </>
  );
}
