import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { VIDEO_ERR, VIDEO_UI } from '@coach/contract';
import { toaster } from '../../../components/toaster.tsx';
import { setTabSocket } from '../../../lib/realtime/socket.ts';
import { fakeTabSocket } from '../../../test/socket.ts';
import { FakeRecognition, installSpeech, removeSpeech } from './fake-speech.ts';
import { InRoom, joinData, openRoom, SESSION, testRoom } from './room.fixture.ts';
import { useSpeechCaptions } from './useSpeechCaptions.ts';

type Ack = (r: { ok: true } | { ok: false; error: string }) => void;

/** The tab's socket, answering every caption with `answer`; its `emit` records them. */
const fakeSocket = (answer: Parameters<Ack>[0] = { ok: true }) => fakeTabSocket().answerEmits(answer).emit;

describe('useSpeechCaptions', () => {
  beforeEach(() => {
    installSpeech();
    openRoom(joinData('coachee'));
  });
  afterEach(() => {
    removeSpeech();
    setTabSocket(null);
    testRoom().getState().clear();
    vi.restoreAllMocks();
  });

  it('listens only while captions are on, continuous with final results only', () => {
    const { result } = renderHook(() => useSpeechCaptions(), { wrapper: InRoom });
    expect(result.current.supported).toBe(true);
    expect(FakeRecognition.instances).toHaveLength(0);
    act(() => testRoom().getState().setCaptionsOn(true));
    const rec = FakeRecognition.instances[0]!;
    expect(rec.starts).toBe(1);
    expect(rec.continuous).toBe(true);
    expect(rec.interimResults).toBe(false);
    act(() => testRoom().getState().setCaptionsOn(false));
    expect(rec.stops).toBe(1);
  });

  it('sends each final result once as a video:caption line', () => {
    const emit = fakeSocket();
    renderHook(() => useSpeechCaptions(), { wrapper: InRoom });
    act(() => testRoom().getState().setCaptionsOn(true));
    const rec = FakeRecognition.instances[0]!;
    rec.say('  Hello there  ');
    rec.say('not yet', false);
    rec.say('How are you');
    rec.repeat();
    expect(emit.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['video:caption', { sessionId: SESSION, text: 'Hello there' }],
      ['video:caption', { sessionId: SESSION, text: 'How are you' }],
    ]);
  });

  it('starts again when the browser ends a stretch while captions are on, and not after they are off', () => {
    const emit = fakeSocket();
    renderHook(() => useSpeechCaptions(), { wrapper: InRoom });
    act(() => testRoom().getState().setCaptionsOn(true));
    const rec = FakeRecognition.instances[0]!;
    rec.say('first');
    rec.end();
    expect(rec.starts).toBe(2);
    // A new stretch numbers its results from 0 again: its first line is sent too.
    rec.say('second');
    expect(emit.mock.calls.map((c) => (c[1] as { text: string }).text)).toEqual(['first', 'second']);
    act(() => testRoom().getState().setCaptionsOn(false));
    rec.end();
    expect(rec.starts).toBe(2);
    expect(rec.stops).toBe(1);
  });

  it("shows the server's refusal as one Transcription error toast", () => {
    fakeSocket({ ok: false, error: VIDEO_ERR.NO_CONSENT });
    const toast = vi.spyOn(toaster, 'create');
    renderHook(() => useSpeechCaptions(), { wrapper: InRoom });
    act(() => testRoom().getState().setCaptionsOn(true));
    const rec = FakeRecognition.instances[0]!;
    rec.say('one');
    rec.say('two');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      title: VIDEO_ERR.TRANSCRIPTION_ERROR_TITLE,
      description: VIDEO_ERR.TRANSCRIPTION_ERROR(VIDEO_ERR.NO_CONSENT),
    });
  });

  it.each(['audio-capture', 'not-allowed', 'service-not-allowed', 'network'])(
    'on %s, turns CC off (not left pressed) and says why in words',
    (code) => {
      const toast = vi.spyOn(toaster, 'create');
      renderHook(() => useSpeechCaptions(), { wrapper: InRoom });
      act(() => {
        testRoom().getState().setCcVisible(true);
        testRoom().getState().setCaptionsOn(true);
      });
      const rec = FakeRecognition.instances[0]!;
      act(() => rec.onerror?.({ error: code }));
      const s = testRoom().getState();
      expect([s.captionsOn, s.ccVisible]).toEqual([false, false]);
      expect(s.captionsProblem).toBe(VIDEO_UI.SPEECH_ERROR[code]);
      expect(toast).toHaveBeenCalledTimes(1);
      expect(toast).toHaveBeenCalledWith({ type: 'error', title: VIDEO_UI.CAPTIONS_OFF_TITLE, description: VIDEO_UI.SPEECH_ERROR[code] });
      expect(JSON.stringify(toast.mock.calls)).not.toContain(`"${code}"`);
      rec.end();
      expect(rec.starts).toBe(1);
      // Turned on again, it tries again and the problem is forgotten.
      act(() => testRoom().getState().setCaptionsOn(true));
      expect(testRoom().getState().captionsProblem).toBeNull();
    },
  );

  it('says so where the browser has no speech recognition', () => {
    removeSpeech();
    const { result } = renderHook(() => useSpeechCaptions(), { wrapper: InRoom });
    expect(result.current.supported).toBe(false);
    act(() => testRoom().getState().setCaptionsOn(true));
    expect(FakeRecognition.instances).toHaveLength(0);
  });
});
