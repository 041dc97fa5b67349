import { useState, type ReactNode } from 'react';
import { VIDEO_DONE, VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { errorText } from '../../../lib/api.ts';
import { videoApi } from '../api.ts';
import { useVideoRoom, useVideoRoomStore } from '../store.ts';
import { ConsentDialog } from './ConsentDialog.tsx';
import { useSpeechCaptions } from './useSpeechCaptions.ts';

export interface CaptionsControl {
  /** The CC overlay shows (the control reads as pressed or checked). */
  on: boolean;
  /** This browser recognises speech: without it only others' captions show. */
  supported: boolean;
  /** The first time asks for consent (the dialog); after that turns captions on or off. */
  toggle: () => void;
  /** The consent dialog: render it where it stays mounted (not inside a menu's content). */
  dialog: ReactNode;
}

const failed = (err: unknown) =>
  toaster.create({
    type: 'error',
    title: VIDEO_ERR.TRANSCRIPTION_ERROR_TITLE,
    description: VIDEO_ERR.TRANSCRIPTION_ERROR(errorText(err, VIDEO_ERR.TRY_AGAIN)),
  });

/**
 * Live captions, for the CC button and the More menu alike. The first use asks for consent to
 * transcription (recorded on the server, with the time); after that it turns live captions on and
 * off: the overlay over the video and this participant's own speech recognition. Null outside a room.
 */
export function useCaptionsControl(): CaptionsControl | null {
  const roomStore = useVideoRoomStore();
  const join = useVideoRoom((s) => s.join);
  const consented = useVideoRoom((s) => !!s.join && !!s.room?.consents.some((c) => c.identity === s.join?.identity));
  const on = useVideoRoom((s) => s.ccVisible);
  const [asking, setAsking] = useState(false);
  const { supported } = useSpeechCaptions();
  if (!join) return null;

  const turn = (next: boolean) => {
    const store = roomStore.getState();
    store.setCcVisible(next);
    store.setCaptionsOn(next && supported);
  };

  const toggle = () => {
    if (!consented) {
      setAsking(true);
      return;
    }
    const next = !on;
    turn(next);
    toaster.create({
      type: 'info',
      title: next ? VIDEO_DONE.CAPTIONS_ENABLED : VIDEO_DONE.CAPTIONS_DISABLED,
      description: next && !supported ? VIDEO_UI.SPEECH_UNSUPPORTED : undefined,
    });
  };

  const agree = async () => {
    try {
      const state = join.guestToken
        ? await videoApi.guestConsent({ guestToken: join.guestToken, agreed: true })
        : await videoApi.consent(join.sessionId, { agreed: true });
      roomStore.getState().setRoom(state);
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

  const dialog = (
    <ConsentDialog
      open={asking}
      onClose={() => setAsking(false)}
      title={VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE}
      text={VIDEO_UI.TRANSCRIPTION_CONSENT_TEXT}
      checkLabel={VIDEO_UI.TRANSCRIPTION_CONSENT_CHECK}
      confirmLabel={VIDEO_UI.TRANSCRIPTION_CONSENT_TITLE}
      onConfirm={agree}
    />
  );
  return { on, supported, toggle, dialog };
}
