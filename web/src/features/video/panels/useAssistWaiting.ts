import { VIDEO_UI } from '@coach/contract';
import { speechRecognitionCtor } from '../controls/useSpeechCaptions.ts';
import { useVideoRoom } from '../store.ts';

/**
 * What Assist says while it has no suggestion. Suggestions come only from transcript lines: with
 * nothing transcribed and this browser not captioning, it says captions are needed (and, where
 * this browser cannot caption, that they must come from the other person's CC) instead of
 * promising suggestions that will not come.
 */
export function assistWaitingText(s: { captionsOn: boolean; captionsProblem: string | null; lines: number }, canCaption: boolean): string {
  if (s.captionsOn || s.lines > 0) return VIDEO_UI.ASSIST_EMPTY;
  if (s.captionsProblem || !canCaption) return VIDEO_UI.ASSIST_NO_CAPTIONS_HERE;
  return VIDEO_UI.ASSIST_NEEDS_CAPTIONS;
}

export function useAssistWaiting(): string {
  const captionsOn = useVideoRoom((s) => s.captionsOn);
  const captionsProblem = useVideoRoom((s) => s.captionsProblem);
  const lines = useVideoRoom((s) => s.transcript.length);
  return assistWaitingText({ captionsOn, captionsProblem, lines }, speechRecognitionCtor() !== null);
}
