import { useEffect, useRef } from 'react';
import { TRANSCRIPT_LINE_MAX, VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { useSocket } from '../../../lib/realtime/scope.tsx';
import { useVideoRoom, useVideoRoomStore, type VideoRoomStoreApi } from '../store.ts';

/** The parts of the Web Speech API the captions use (TypeScript's DOM library has none of it). */
interface SpeechResultList {
  readonly length: number;
  [index: number]: { readonly isFinal: boolean; readonly length: number; [index: number]: { readonly transcript: string } };
}
export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: SpeechResultList }) => void) | null;
  onerror: ((event: { error: string; message?: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}
type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

/** The browser's speech recognition, where it has one (Chromium names it webkitSpeechRecognition). */
export function speechRecognitionCtor(): SpeechRecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionCtor; webkitSpeechRecognition?: SpeechRecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Errors after which listening again cannot help: the microphone is refused or missing, or the
 * browser's speech service is off or unreachable (Chromium without it answers 'network' each time).
 */
const FATAL = new Set(['not-allowed', 'service-not-allowed', 'audio-capture', 'language-not-supported', 'network']);
/** Errors that only end one listening stretch (silence, our own stop): onend starts the next. */
const QUIET = new Set(['no-speech', 'aborted']);

const failed = (message: string) =>
  toaster.create({ type: 'error', title: VIDEO_ERR.TRANSCRIPTION_ERROR_TITLE, description: VIDEO_ERR.TRANSCRIPTION_ERROR(message) });

/** A recognition error code in words (the browser's own codes mean nothing to a person). */
export const speechErrorText = (code: string): string => VIDEO_UI.SPEECH_ERROR[code] ?? VIDEO_UI.SPEECH_ERROR_OTHER;

/** The browser stopped captioning for good: CC off, and why in words, in a toast and in the store (Assist reads it). */
function stopCaptions(store: VideoRoomStoreApi, problem: string) {
  store.getState().captionsFailed(problem);
  toaster.create({ type: 'error', title: VIDEO_UI.CAPTIONS_OFF_TITLE, description: problem });
}

/**
 * While store.captionsOn, this participant's own speech is recognised in the browser and each final
 * result goes to the room as one 'video:caption' line (the server stores it and pushes it to all).
 * The recogniser stops by itself after a while; it is started again for as long as captions are on.
 */
export function useSpeechCaptions(): { supported: boolean } {
  const roomStore = useVideoRoomStore();
  const on = useVideoRoom((s) => s.captionsOn);
  const sessionId = useVideoRoom((s) => s.join?.sessionId ?? null);
  // The room's socket (the tab's, or a guest's own) as it is when a line is ready.
  const socket = useSocket();
  const socketNow = useRef(socket);
  useEffect(() => {
    socketNow.current = socket;
  });

  useEffect(() => {
    const Recognition = speechRecognitionCtor();
    if (!on || !sessionId || !Recognition) return;
    const rec = new Recognition();
    rec.continuous = true;
    rec.interimResults = false;
    rec.lang = navigator.language || 'en-US';
    let running = true;
    // One error toast per captions-on stretch, however many lines the server refuses.
    let errorShown = false;
    const failOnce = (message: string) => {
      if (errorShown) return;
      errorShown = true;
      failed(message);
    };
    // Results of the current listening stretch already sent (the list grows with each event).
    let sent = 0;

    rec.onresult = (event) => {
      for (let i = Math.max(event.resultIndex, sent); i < event.results.length; i++) {
        const result = event.results[i]!;
        if (!result.isFinal) continue;
        sent = i + 1;
        const text = (result[0]?.transcript ?? '').trim().slice(0, TRANSCRIPT_LINE_MAX);
        if (!text) continue;
        const socket = socketNow.current;
        if (!socket) {
          failOnce('not connected to the room');
          continue;
        }
        socket.emit('video:caption', { sessionId, text }, (ack) => {
          if (!ack.ok) failOnce(ack.error);
        });
      }
    };
    rec.onerror = (event) => {
      if (QUIET.has(event.error)) return;
      if (FATAL.has(event.error)) {
        running = false;
        errorShown = true;
        stopCaptions(roomStore, speechErrorText(event.error));
        return;
      }
      failOnce(speechErrorText(event.error));
    };
    rec.onend = () => {
      sent = 0;
      if (!running) return;
      try {
        rec.start();
      } catch {
        running = false;
        stopCaptions(roomStore, VIDEO_UI.SPEECH_ERROR_OTHER);
      }
    };
    try {
      rec.start();
    } catch {
      running = false;
      stopCaptions(roomStore, VIDEO_UI.SPEECH_ERROR_OTHER);
    }
    return () => {
      running = false;
      rec.onresult = null;
      rec.onerror = null;
      rec.onend = null;
      try {
        rec.stop();
      } catch {
        // Already stopped.
      }
    };
  }, [on, sessionId, roomStore]);

  return { supported: speechRecognitionCtor() !== null };
}
