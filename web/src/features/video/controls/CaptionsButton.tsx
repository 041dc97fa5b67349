import { useId, useState } from 'react';
import { Button, VisuallyHidden } from '@chakra-ui/react';
import { LuCaptions, LuCaptionsOff } from 'react-icons/lu';
import { VIDEO_DONE, VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { useVideoRoom } from '../store.ts';
import { ConsentDialog } from './ConsentDialog.tsx';
import { useSpeechCaptions } from './useSpeechCaptions.ts';

const failed = (err: unknown) =>
  toaster.create({
    type: 'error',
    title: VIDEO_ERR.TRANSCRIPTION_ERROR_TITLE,
    description: VIDEO_ERR.TRANSCRIPTION_ERROR(errorText(err, VIDEO_ERR.TRY_AGAIN)),
  });

/**
 * The CC button. The first use asks for consent to transcription (recorded on the server, with the
 * time); after that it turns live captions on and off: the overlay over the video and this
 * participant's own speech recognition. Without recognition in the browser it still shows others'.
 */
export function CaptionsButton() {
  const join = useVideoRoom((s) => s.join);
  const consented = useVideoRoom((s) => !!s.join && !!s.room?.consents.some((c) => c.identity === s.join?.identity));
  const visible = useVideoRoom((s) => s.ccVisible);
  const [asking, setAsking] = useState(false);
  const noteId = useId();
  const { supported } = useSpeechCaptions();
  if (!join) return null;

  const turn = (on: boolean) => {
    const store = useVideoRoom.getState();
    store.setCcVisible(on);
    store.setCaptionsOn(on && supported);
  };

  const toggle = () => {
    if (!consented) {
      setAsking(true);
      return;
    }
    const on = !visible;
    turn(on);
    toaster.create({
      type: 'info',
      title: on ? VIDEO_DONE.CAPTIONS_ENABLED : VIDEO_DONE.CAPTIONS_DISABLED,
      description: on && !supported ? VIDEO_UI.SPEECH_UNSUPPORTED : undefined,
    });
  };

  const agree = async () => {
    try {
      const state = join.guestToken
        ? await videoApi.guestConsent({ guestToken: join.guestToken, agreed: true })
        : await videoApi.consent(join.sessionId, { agreed: true });
      useVideoRoom.getState().setRoom(state);
      turn(true);
      toaster.create({
        type: 'success',
        title: VIDEO_DONE.TRANSCRIPTION_STARTED,
        description: supported ? VIDEO_DONE.TRANSCRIPTION_ACTIVE : `${VIDEO_DONE.TRANSCRIPTION_ACTIVE}. ${VIDEO_UI.SPEECH_UNSUPPORTED}`,
      });
      return true;
    } catch (err) {
      failed(err);
      return false;
    }
  };

  return (
    <>
      <Button
        size="sm"
        aria-label="Live captions"
        aria-pressed={visible}
        aria-describedby={supported ? undefined : noteId}
        title={supported ? 'Live captions' : VIDEO_UI.SPEECH_UNSUPPORTED}
        onClick={toggle}
        variant={visible ? 'solid' : 'outline'}
        colorPalette={visible ? 'teal' : 'gray'}
      >
        {visible ? <LuCaptions aria-hidden /> : <LuCaptionsOff aria-hidden />}
        CC
      </Button>
      {!supported && <VisuallyHidden id={noteId}>{VIDEO_UI.SPEECH_UNSUPPORTED}</VisuallyHidden>}
      <ConsentDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE}
        text={VIDEO_UI.TRANSCRIPTION_CONSENT_TEXT}
        checkLabel={VIDEO_UI.TRANSCRIPTION_CONSENT_CHECK}
        confirmLabel={VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE}
        onConfirm={agree}
      />
    </>
  );
}
