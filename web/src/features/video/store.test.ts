import { beforeEach, describe, expect, it } from 'vitest';
import type { TAssistSuggestion, TGuestKnock, TTranscriptLine } from '@coach/contract';
import { useVideoRoom } from './store.ts';
import { joinData } from './test-join.ts';

const line = (n: number, text: string): TTranscriptLine => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  speaker: 'Casey Rivera',
  speakerRole: 'coach',
  identity: 'coach',
  text,
  timestamp: new Date(Date.UTC(2026, 10, 29, 10, 0, n)).toISOString(),
});
const suggestion = (id: string, isPinned = false): TAssistSuggestion => ({ id, type: 'GROW', text: `Ask about ${id}`, timestamp: '2026-11-29T10:00:00.000Z', isPinned });
const knock = (id: string, status: TGuestKnock['status']): TGuestKnock => ({ id, name: 'Ada', status, createdAt: '2026-11-29T10:00:00.000Z' });

describe('video room store: catching up after a reconnect', () => {
  const join = joinData({ userRole: 'coach' });
  beforeEach(() => useVideoRoom.getState().start({ ...join, transcript: [line(1, 'first'), line(3, 'third, pushed just now')] }));

  it('adds the lines pushed while away in spoken order, once each, and takes the room state', () => {
    const state = { ...join.state, recording: true };
    useVideoRoom.getState().catchUp({ state, transcript: [line(1, 'first'), line(2, 'second, missed')], coach: null });
    const s = useVideoRoom.getState();
    expect(s.transcript.map((l) => l.text)).toEqual(['first', 'second, missed', 'third, pushed just now']);
    expect(s.room?.recording).toBe(true);
  });

  it("takes the server's suggestions and knocks for the coach, keeping what is newer here", () => {
    useVideoRoom.getState().addSuggestion(suggestion('local-new'));
    useVideoRoom.getState().applyKnock(knock('k1', 'waiting'));
    useVideoRoom.getState().catchUp({
      state: join.state,
      transcript: [],
      coach: { assistEnabled: false, suggestions: [suggestion('s1', true)], knocks: [knock('k1', 'admitted'), knock('k2', 'waiting')] },
    });
    const s = useVideoRoom.getState();
    expect(s.suggestions.map((x) => [x.id, x.isPinned])).toEqual([
      ['s1', true],
      ['local-new', false],
    ]);
    expect(s.knocks.map((k) => [k.id, k.status])).toEqual([
      ['k1', 'admitted'],
      ['k2', 'waiting'],
    ]);
    expect(s.assistEnabled).toBe(false);
  });

  it("ignores another session's answer", () => {
    useVideoRoom.getState().catchUp({ state: { ...join.state, sessionId: '00000000-0000-4000-8000-00000000ffff' }, transcript: [line(9, 'elsewhere')], coach: null });
    expect(useVideoRoom.getState().transcript).toHaveLength(2);
  });
});
