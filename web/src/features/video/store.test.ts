import { beforeEach, describe, expect, it } from 'vitest';
import type { TAssistSuggestion, TGuestKnock, TTranscriptLine } from '@coach/contract';
import { createVideoRoomStore } from './store.ts';
import { joinData } from './test-join.ts';

/** One room's store, as VideoRoomView makes one per join. */
const room = createVideoRoomStore();

const line = (n: number, text: string): TTranscriptLine => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  speaker: 'Casey Rivera',
  speakerRole: 'coach',
  identity: 'coach',
  text,
  timestamp: new Date(Date.UTC(2026, 10, 29, 10, 0, n)).toISOString(),
});
const suggestion = (id: string, isPinned = false): TAssistSuggestion => ({
  id,
  type: 'GROW',
  text: `Ask about ${id}`,
  timestamp: '2026-11-29T10:00:00.000Z',
  isPinned,
});
const knock = (
  id: string,
  status: TGuestKnock['status'],
  clientAnswer: TGuestKnock['clientAnswer'] = null,
  at = '2026-11-29T10:00:00.000Z',
): TGuestKnock => ({
  id,
  name: 'Ada',
  status,
  clientAnswer,
  createdAt: at,
});

describe('video room store: catching up after a reconnect', () => {
  const join = joinData({ userRole: 'coach' });
  beforeEach(() => room.getState().start({ ...join, transcript: [line(1, 'first'), line(3, 'third, pushed just now')] }));

  it('adds the lines pushed while away in spoken order, once each, and takes the room state', () => {
    const state = { ...join.state, recording: true };
    room.getState().catchUp({ state, transcript: [line(1, 'first'), line(2, 'second, missed')], coach: null, guestRequests: [] });
    const s = room.getState();
    expect(s.transcript.map((l) => l.text)).toEqual(['first', 'second, missed', 'third, pushed just now']);
    expect(s.room?.recording).toBe(true);
  });

  it("takes the server's suggestions and knocks for the coach, keeping what is newer here", () => {
    room.getState().addSuggestion(suggestion('local-new'));
    room.getState().applyKnock(knock('k1', 'waiting'));
    room.getState().catchUp({
      state: join.state,
      transcript: [],
      coach: { assistEnabled: false, suggestions: [suggestion('s1', true)], knocks: [knock('k1', 'admitted'), knock('k2', 'waiting')] },
      guestRequests: [],
    });
    const s = room.getState();
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
    room.getState().catchUp({
      state: { ...join.state, sessionId: '00000000-0000-4000-8000-00000000ffff' },
      transcript: [line(9, 'elsewhere')],
      coach: null,
      guestRequests: [],
    });
    expect(room.getState().transcript).toHaveLength(2);
  });
});

describe('video room store: guests the client is asked about', () => {
  it('tells the coach of a guest the client refused, not of one the coach turned away, once each, until dismissed', () => {
    room.getState().start(
      joinData({
        userRole: 'coach',
        coach: { assistEnabled: true, suggestions: [], knocks: [knock('k1', 'awaiting_client'), knock('k2', 'awaiting_client')] },
      }),
    );
    const { applyKnock } = room.getState();
    applyKnock(knock('k1', 'denied', 'refused'));
    applyKnock(knock('k2', 'denied'));
    applyKnock(knock('k1', 'denied', 'refused'));
    expect(room.getState().declined.map((k) => k.id)).toEqual(['k1']);
    room.getState().dismissDeclined('k1');
    expect(room.getState().declined).toEqual([]);
  });

  it('hears of a refusal made while the socket was away from the catch-up', () => {
    const join = joinData({ userRole: 'coach', coach: { assistEnabled: true, suggestions: [], knocks: [knock('k1', 'awaiting_client')] } });
    room.getState().start(join);
    room.getState().catchUp({
      state: join.state,
      transcript: [],
      coach: { assistEnabled: true, suggestions: [], knocks: [knock('k1', 'denied', 'refused')] },
      guestRequests: [],
    });
    expect(room.getState().declined.map((k) => k.id)).toEqual(['k1']);
  });

  it("keeps the client's questions oldest first while they wait, and drops each once answered; the catch-up's list is the whole of it", () => {
    const join = joinData({ userRole: 'coachee', guestRequests: [knock('k2', 'awaiting_client', null, '2026-11-29T10:02:00.000Z')] });
    room.getState().start(join);
    const { applyGuestRequest } = room.getState();
    applyGuestRequest(knock('k1', 'awaiting_client', null, '2026-11-29T10:01:00.000Z'));
    expect(room.getState().guestRequests.map((k) => k.id)).toEqual(['k1', 'k2']);
    applyGuestRequest(knock('k1', 'admitted', 'allowed'));
    applyGuestRequest(knock('k3', 'denied'));
    expect(room.getState().guestRequests.map((k) => k.id)).toEqual(['k2']);
    room.getState().catchUp({ state: join.state, transcript: [], coach: null, guestRequests: [knock('k4', 'awaiting_client')] });
    expect(room.getState().guestRequests.map((k) => k.id)).toEqual(['k4']);
  });
});
