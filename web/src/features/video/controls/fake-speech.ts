import type { SpeechRecognitionLike } from './useSpeechCaptions.ts';

/** A stand-in for the browser's webkitSpeechRecognition in tests: records starts and stops, replays results. */
export class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  continuous = false;
  interimResults = true;
  lang = '';
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  starts = 0;
  stops = 0;
  private finals: { transcript: string; isFinal: boolean }[] = [];
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.starts++;
    this.finals = [];
  }
  stop() {
    this.stops++;
  }
  /** One recognised utterance: the whole list so far, with resultIndex at the new one (as Chromium does). */
  say(transcript: string, isFinal = true) {
    this.finals.push({ transcript, isFinal });
    const results = this.finals.map((r) => Object.assign([{ transcript: r.transcript }], { isFinal: r.isFinal }));
    this.onresult?.({ resultIndex: results.length - 1, results });
  }
  /** Repeats the last event (a browser that sends a result list again). */
  repeat() {
    const results = this.finals.map((r) => Object.assign([{ transcript: r.transcript }], { isFinal: r.isFinal }));
    this.onresult?.({ resultIndex: 0, results });
  }
  /** The browser ends a listening stretch on its own (silence, a time limit). */
  end() {
    this.onend?.();
  }
  static reset() {
    FakeRecognition.instances = [];
  }
}

export const installSpeech = () => {
  FakeRecognition.reset();
  (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
};
export const removeSpeech = () => {
  delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  delete (window as unknown as { SpeechRecognition?: unknown }).SpeechRecognition;
};
