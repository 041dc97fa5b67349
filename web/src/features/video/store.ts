import { create } from 'zustand';
import {
  CAPTION_BUFFER_LINES,
  type TAssistSuggestion,
  type TGuestKnock,
  type TTranscriptLine,
  type TVideoCatchUp,
  type TVideoJoinData,
  type TVideoRoomState,
} from '@coach/contract';

/**
 * One video room's live state: the join data, the shared room state (recording, consents), the
 * transcript, and the coach's assist suggestions and knocks. Filled from the join data, then kept
 * live by the socket's video:* pushes (useVideoSocket); the panels and dialogs read it.
 */
export interface VideoRoomStore {
  join: TVideoJoinData | null;
  room: TVideoRoomState | null;
  transcript: TTranscriptLine[];
  suggestions: TAssistSuggestion[];
  assistEnabled: boolean;
  knocks: TGuestKnock[];
  /** This participant's own speech recognition runs (after their consent). */
  captionsOn: boolean;
  /** The CC overlay over the video shows the last lines. */
  ccVisible: boolean;
  /** The Notes > Transcript tab shows lines as they arrive. */
  showLive: boolean;
  /** Seconds the call has run, paused while the completion dialog is open. */
  paused: boolean;
  start: (join: TVideoJoinData) => void;
  clear: () => void;
  setRoom: (room: TVideoRoomState) => void;
  /** The room as 'video:enter' answered it: what was pushed while the socket was away joins what is here. */
  catchUp: (catchUp: TVideoCatchUp) => void;
  addLine: (line: TTranscriptLine) => void;
  addSuggestion: (s: TAssistSuggestion) => void;
  patchSuggestion: (s: TAssistSuggestion) => void;
  setAssistEnabled: (enabled: boolean) => void;
  applyKnock: (knock: TGuestKnock) => void;
  setCaptionsOn: (on: boolean) => void;
  setCcVisible: (on: boolean) => void;
  setShowLive: (on: boolean) => void;
  setPaused: (paused: boolean) => void;
}

const empty = {
  join: null,
  room: null,
  transcript: [],
  suggestions: [],
  assistEnabled: true,
  knocks: [],
  captionsOn: false,
  ccVisible: false,
  showLive: true,
  paused: false,
};

/** `server`'s items, then those of `local` it does not have. */
const mergeById = <T extends { id: string }>(server: T[], local: T[]): T[] => {
  const ids = new Set(server.map((x) => x.id));
  return [...server, ...local.filter((x) => !ids.has(x.id))];
};

const byTime = (a: { timestamp: string }, b: { timestamp: string }) => a.timestamp.localeCompare(b.timestamp);

export const useVideoRoom = create<VideoRoomStore>()((set) => ({
  ...empty,
  start: (join) =>
    set({
      ...empty,
      join,
      room: join.state,
      transcript: [...join.transcript].sort(byTime),
      suggestions: join.coach?.suggestions ?? [],
      assistEnabled: join.coach?.assistEnabled ?? false,
      knocks: join.coach?.knocks ?? [],
    }),
  clear: () => set(empty),
  setRoom: (room) => set((s) => (s.join && room.sessionId === s.join.sessionId ? { room } : {})),
  catchUp: ({ state, transcript, coach }) =>
    set((s) => {
      if (!s.join || state.sessionId !== s.join.sessionId) return {};
      const merged = { room: state, transcript: mergeById(transcript, s.transcript).sort(byTime) };
      if (!coach) return merged;
      // The server's copies win (a pin or a decision made in another tab); anything newer here stays.
      return { ...merged, assistEnabled: coach.assistEnabled, suggestions: mergeById(coach.suggestions, s.suggestions), knocks: mergeById(coach.knocks, s.knocks) };
    }),
  addLine: (line) =>
    set((s) => (s.transcript.some((l) => l.id === line.id) ? {} : { transcript: [...s.transcript, line].sort(byTime) })),
  addSuggestion: (suggestion) =>
    set((s) => (s.suggestions.some((x) => x.id === suggestion.id) ? {} : { suggestions: [suggestion, ...s.suggestions] })),
  patchSuggestion: (suggestion) => set((s) => ({ suggestions: s.suggestions.map((x) => (x.id === suggestion.id ? suggestion : x)) })),
  setAssistEnabled: (assistEnabled) => set({ assistEnabled }),
  applyKnock: (knock) =>
    set((s) => ({ knocks: s.knocks.some((k) => k.id === knock.id) ? s.knocks.map((k) => (k.id === knock.id ? knock : k)) : [...s.knocks, knock] })),
  setCaptionsOn: (captionsOn) => set({ captionsOn }),
  setCcVisible: (ccVisible) => set({ ccVisible }),
  setShowLive: (showLive) => set({ showLive }),
  setPaused: (paused) => set({ paused }),
}));

/** The CC overlay's lines: the last CAPTION_BUFFER_LINES kept, the last `count` shown. */
export const captionLines = (transcript: TTranscriptLine[], count: number) => transcript.slice(-CAPTION_BUFFER_LINES).slice(-count);
