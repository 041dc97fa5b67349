import { useId } from 'react';
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { LuCaptions, LuCaptionsOff } from 'react-icons/lu';
import { VIDEO_UI } from '@coach/contract';
import { useCaptionsControl } from './useCaptionsControl.tsx';
import { toggleLook } from './toggleLook.ts';

/** The CC button of the wide bar: live captions on and off, consent first (useCaptionsControl). */
export function CaptionsButton() {
  const cc = useCaptionsControl();
  const noteId = useId();
  if (!cc) return null;
  return (
    <>
      <Button
        size="sm"
        aria-label="Live captions"
        {...toggleLook(cc.on)}
        aria-describedby={cc.supported ? undefined : noteId}
        title={cc.supported ? 'Live captions' : VIDEO_UI.SPEECH_UNSUPPORTED}
        onClick={cc.toggle}
      >
        {cc.on ? <LuCaptions aria-hidden /> : <LuCaptionsOff aria-hidden />}
        CC
      </Button>
      {!cc.supported && <VisuallyHidden id={noteId}>{VIDEO_UI.SPEECH_UNSUPPORTED}</VisuallyHidden>}
      {cc.dialog}
    </>
  );
}
